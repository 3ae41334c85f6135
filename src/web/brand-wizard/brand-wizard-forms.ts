import * as v from 'valibot';
import type { AddressInput } from '../../../machines/brand-wizard/brand-registration';
import { ownerOf, ownerToSpec, type Owner } from '../../../machines/brand-wizard/owner-names';
import { documentTypeOf, maskCep, maskDocument, onlyDigits, type DocumentType } from '../../shared/documents';
import { messages } from '../../shared/messages';
import type { BrandClass } from '../../shared/brand-classes';
import {
  BRAND_TYPES,
  DOCUMENT_TYPES,
  ownersSchema,
  type BrandData,
  type BrandDataInput,
  type CepAddress,
  type OwnerAddress,
} from '../../shared/schemas/brand-wizard';
import type { Profile } from '../../shared/schemas/profile';
import { todayInBrazil } from '../../shared/time/brasilia';

const required = (max: number) =>
  v.pipe(
    v.string(messages.brandWizard.fieldRequired),
    v.trim(),
    v.nonEmpty(messages.brandWizard.fieldRequired),
    v.maxLength(max, messages.profile.tooLong(max)),
  );

// ---------------------------------------------------------------- /titular

/** The holder's address: what the filing needs (the complement is optional), in the profile's field names. */
export const addressFormSchema = v.object({
  CEP: v.pipe(
    v.string(messages.cep.invalid),
    v.check((value) => onlyDigits(value).length === 8, messages.cep.invalid),
  ),
  Endereco: required(200),
  Numero: v.pipe(required(10), v.regex(/^\d+$/, messages.profile.numbersOnly)),
  Complemento: v.pipe(v.string(), v.trim(), v.maxLength(100, messages.profile.tooLong(100))),
  Bairro: required(100),
  Cidade: required(100),
  Estado: v.pipe(
    v.string(messages.profile.stateInvalid),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{2}$/, messages.profile.stateInvalid),
  ),
});

export function addressOf(profile: Profile): AddressInput {
  return {
    CEP: maskCep(profile.CEP),
    Endereco: profile.Endereco,
    Numero: profile.Numero,
    Complemento: profile.Complemento,
    Bairro: profile.Bairro,
    Cidade: profile.Cidade,
    Estado: profile.Estado,
  };
}

/** What a CEP lookup fills: the street, the neighbourhood, city and state (a CEP of a whole city has no street). */
export function addressFromCep(found: CepAddress): Partial<AddressInput> {
  const street = found.logradouro.trim();
  const neighbourhood = found.bairro.trim();
  return {
    ...(street ? { Endereco: street } : {}),
    ...(neighbourhood ? { Bairro: neighbourhood } : {}),
    ...(found.localidade ? { Cidade: found.localidade } : {}),
    ...(found.uf ? { Estado: found.uf.toUpperCase().slice(0, 2) } : {}),
  };
}

export const maskState = (value: string) =>
  value
    .replace(/[^a-z]/gi, '')
    .toUpperCase()
    .slice(0, 2);

export type AddressKey = 'CEP' | 'Endereco' | 'Numero' | 'Complemento' | 'Bairro' | 'Cidade' | 'Estado';

/** The address fields, in order, as /titular and the service form's holder section show them. */
export const addressFields: Array<{
  key: AddressKey;
  label: string;
  span: number;
  mask?: (value: string) => string;
  inputMode?: 'numeric' | 'text';
  autoComplete: string;
  maxLength?: number;
  required: boolean;
}> = [
  {
    key: 'CEP',
    label: 'CEP',
    span: 4,
    mask: maskCep,
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    maxLength: 9,
    required: true,
  },
  { key: 'Endereco', label: 'Endereço', span: 8, autoComplete: 'address-line1', maxLength: 200, required: true },
  {
    key: 'Numero',
    label: 'Número',
    span: 4,
    mask: onlyDigits,
    inputMode: 'numeric',
    autoComplete: 'off',
    maxLength: 10,
    required: true,
  },
  { key: 'Complemento', label: 'Complemento', span: 8, autoComplete: 'address-line2', maxLength: 100, required: false },
  { key: 'Bairro', label: 'Bairro', span: 12, autoComplete: 'address-level3', maxLength: 100, required: true },
  { key: 'Cidade', label: 'Cidade', span: 8, autoComplete: 'address-level2', maxLength: 100, required: true },
  {
    key: 'Estado',
    label: 'Estado (UF)',
    span: 4,
    mask: maskState,
    autoComplete: 'address-level1',
    maxLength: 2,
    required: true,
  },
];

// ---------------------------------------------------------------- /add-titular

/** The form's owner, in camelCase: only its shape; the rules are the API's (`ownersSchema`), run below. */
const ownerFormShape = v.object({
  nome: v.string(),
  email: v.string(),
  tipoDoc: v.picklist(DOCUMENT_TYPES),
  docNum: v.string(),
  nacionalidade: v.string(),
  endereco: v.object({
    cep: v.string(),
    logradouro: v.string(),
    numero: v.string(),
    complemento: v.string(),
    bairro: v.string(),
    cidade: v.string(),
    estado: v.string(),
  }),
  representante: v.object({ nome: v.string(), cpf: v.string(), nacionalidade: v.string() }),
});

const specFormSchema = v.object({ owners: ownersSchema });
/** The spec's names of an owner's fields, in the form's camelCase. */
const formKeys: Record<string, string> = { tipo_doc: 'tipoDoc', doc_num: 'docNum' };

/**
 * The owners as the API checks them (`ownersSchema`, the server's own rules), on the form's camelCase values:
 * each refusal lands on its field; what is accepted comes back normalised, in camelCase.
 */
export const ownersFormSchema = v.pipe(
  v.object({ owners: v.array(ownerFormShape) }),
  v.rawTransform(({ dataset, addIssue, NEVER }): { owners: Owner[] } => {
    const result = v.safeParse(specFormSchema, { owners: dataset.value.owners.map(ownerToSpec) });
    if (result.success) return { owners: result.output.owners.map(ownerOf) };
    for (const issue of result.issues) {
      const path = issue.path?.map((item) => ({ ...item, key: formKeys[String(item.key)] ?? item.key }));
      addIssue({ message: issue.message, ...(path && { path: path as [v.IssuePathItem, ...v.IssuePathItem[]] }) });
    }
    return NEVER;
  }),
);

/** Every field a person or a company owner may need; the schema keeps what applies to the chosen type. */
export interface OwnerFormValue {
  nome: string;
  email: string;
  tipoDoc: DocumentType;
  docNum: string;
  nacionalidade: string;
  endereco: OwnerAddress;
  representante: { nome: string; cpf: string; nacionalidade: string };
}

export const emptyOwnerAddress = (): OwnerAddress => ({
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  estado: '',
});

export const emptyOwner = (): OwnerFormValue => ({
  nome: '',
  email: '',
  tipoDoc: 'cpf',
  docNum: '',
  // Chosen or written by the customer (NATIONALITY_CHOICES offered): never a gender assumed for them.
  nacionalidade: '',
  endereco: emptyOwnerAddress(),
  representante: { nome: '', cpf: '', nacionalidade: '' },
});

/** The holder's address from /titular, as an owner's: a starting point the customer can change. */
export const holderAddress = (holder: Profile): OwnerAddress => ({
  cep: maskCep(holder.CEP),
  logradouro: holder.Endereco,
  numero: holder.Numero,
  complemento: holder.Complemento,
  bairro: holder.Bairro,
  cidade: holder.Cidade,
  estado: holder.Estado,
});

/** The saved owners, masked for the form; with none yet, the holder is the first owner, at the holder's address. */
export function ownersFormValues(saved: Owner[], holder: Profile): OwnerFormValue[] {
  if (saved.length > 0) {
    return saved.map((owner) => ({
      ...owner,
      docNum: maskDocument(owner.docNum, owner.tipoDoc),
      endereco: { ...owner.endereco, cep: maskCep(owner.endereco.cep) },
      representante: owner.representante
        ? { ...owner.representante, cpf: maskDocument(owner.representante.cpf, 'cpf') }
        : emptyOwner().representante,
    }));
  }
  const tipoDoc = documentTypeOf(holder.CPF) ?? 'cpf';
  return [
    {
      ...emptyOwner(),
      nome: holder.fullName,
      email: holder.Email,
      tipoDoc,
      docNum: maskDocument(holder.CPF, tipoDoc),
      // The nationality the holder gave in the profile, if any; a company has none.
      nacionalidade: tipoDoc === 'cpf' ? holder.Nacionalidade : '',
      endereco: holderAddress(holder),
    },
  ];
}

/**
 * The number once the document type changes: cleared. A CPF and a CNPJ are different numbers, so what was typed under
 * one is never the other: put under the new mask, a whole CPF read as the start of a CNPJ ("52.998.224/725"), which
 * looks like a number typed wrong rather than one still to type. An empty field with the new placeholder reads right.
 */
export const documentAfterTypeChange = (value: string, from: DocumentType, to: DocumentType) =>
  from === to ? value : '';

// ---------------------------------------------------------------- /marca

export const brandTypeHelp: Record<(typeof BRAND_TYPES)[number], string> = {
  Nominativa: 'Só o nome, em letras, sem desenho.',
  Figurativa: 'Só o desenho ou logotipo, sem palavras legíveis.',
  Mista: 'Nome e desenho juntos, como no logotipo.',
};

const optionalText = (label: string, max: number) =>
  v.pipe(v.string(), v.maxLength(max, messages.brandData.tooLong(label, max)));

export const brandFormSchema = v.pipe(
  v.object({
    nome: optionalText('Nome da marca', 200),
    tipo: v.string(),
    descricao: optionalText('Descrição', 2000),
    areaAtuacao: optionalText('Área de atuação', 200),
    marcaJaUtilizada: v.boolean(),
    dataPrimeiroUso: v.string(),
    registroInternacional: v.boolean(),
    numeroRegistroInternacional: optionalText('Número do registro internacional', 30),
    paisDeRegistro: optionalText('País de registro', 100),
  }),
  v.forward(
    v.check(
      (form) => !form.marcaJaUtilizada || form.dataPrimeiroUso === '' || form.dataPrimeiroUso <= todayInBrazil(),
      messages.brandData.firstUseInFuture,
    ),
    ['dataPrimeiroUso'],
  ),
);
export type BrandFormValues = v.InferInput<typeof brandFormSchema>;

export function brandFormValues(saved: BrandData): BrandFormValues {
  return {
    nome: saved.nome ?? '',
    tipo: saved.tipo ?? '',
    descricao: saved.descricao ?? '',
    areaAtuacao: saved.areaAtuacao ?? '',
    marcaJaUtilizada: saved.marcaJaUtilizada,
    dataPrimeiroUso: saved.dataPrimeiroUso ?? '',
    registroInternacional: saved.registroInternacional,
    numeroRegistroInternacional: saved.numeroRegistroInternacional ?? '',
    paisDeRegistro: saved.paisDeRegistro ?? '',
  };
}

/** The international registration number keeps letters and digits only, uppercased as typed. */
export const maskInternationalNumber = (value: string) =>
  value
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase()
    .slice(0, 30);

/**
 * PUT /api/marcas/{marcaId}: blanks as null; the date only for a brand in use; number and country only for one
 * registered abroad; the classes as the class picker holds them.
 */
export function brandDataInput(form: BrandFormValues, classes: BrandClass[]): BrandDataInput {
  const text = (value: string) => value.trim() || null;
  return {
    nome: text(form.nome),
    tipo: (BRAND_TYPES as readonly string[]).includes(form.tipo) ? (form.tipo as BrandDataInput['tipo']) : null,
    descricao: text(form.descricao),
    areaAtuacao: text(form.areaAtuacao),
    classes,
    marcaJaUtilizada: form.marcaJaUtilizada,
    dataPrimeiroUso: form.marcaJaUtilizada ? text(form.dataPrimeiroUso) : null,
    registroInternacional: form.registroInternacional,
    numeroRegistroInternacional: form.registroInternacional
      ? text(maskInternationalNumber(form.numeroRegistroInternacional))
      : null,
    paisDeRegistro: form.registroInternacional ? text(form.paisDeRegistro) : null,
  };
}
