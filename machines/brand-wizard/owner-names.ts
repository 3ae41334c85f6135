import type {
  BrandWizard as BrandWizardAnswer,
  Owner as OwnerAnswer,
  OwnerInput as OwnerInputAnswer,
} from '../../src/shared/schemas/brand-wizard';

/**
 * An owner's document in camelCase (`tipoDoc`, `docNum`); the API speaks the spec's `tipo_doc` and `doc_num`.
 * Where an owner crosses the HTTP edge it is mapped: `ownerOf` on the way in (src/web reading an answer, the server
 * reading a request), `ownerToSpec` on the way out.
 */
export type CamelOwner<Spec extends { tipo_doc?: string; doc_num: string }> = Omit<Spec, 'tipo_doc' | 'doc_num'> & {
  tipoDoc: Exclude<Spec['tipo_doc'], undefined>;
  docNum: string;
};

export type SpecOwner<Camel extends { tipoDoc?: string; docNum: string }> = Omit<Camel, 'tipoDoc' | 'docNum'> & {
  tipo_doc: Camel['tipoDoc'];
  doc_num: string;
};

export function ownerOf<Spec extends { tipo_doc: string; doc_num: string }>({
  tipo_doc,
  doc_num,
  ...owner
}: Spec): CamelOwner<Spec> {
  return { ...owner, tipoDoc: tipo_doc as CamelOwner<Spec>['tipoDoc'], docNum: doc_num };
}

export function ownerToSpec<Camel extends { tipoDoc?: string; docNum: string }>({
  tipoDoc,
  docNum,
  ...owner
}: Camel): SpecOwner<Camel> {
  return { ...owner, tipo_doc: tipoDoc, doc_num: docNum };
}

/** An owner of the brand as saved (POST …/proprietarios answers them, the wizard's resume data lists them). */
export type Owner = CamelOwner<OwnerAnswer>;

/** An owner as the wizard sends it; the server defaults the document type to CPF. */
export type OwnerInput = Omit<OwnerInputAnswer, 'tipo_doc' | 'doc_num'> & {
  tipoDoc?: OwnerInputAnswer['tipo_doc'];
  docNum: string;
};

/** Everything saved so far and the first unfinished step (GET /api/marcas/{marcaId}/assistente), owners in camelCase. */
export type BrandWizard = Omit<BrandWizardAnswer, 'proprietarios'> & { proprietarios: Owner[] };
