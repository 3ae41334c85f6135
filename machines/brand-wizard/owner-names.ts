/**
 * An owner's document in camelCase (`tipoDoc`, `docNum`); the API speaks the spec's `tipo_doc` and `doc_num`.
 * src/web maps each owner it reads with `ownerOf`, and each it sends with `ownerToSpec`.
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
