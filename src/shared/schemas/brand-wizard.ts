import type { CorrectionPart } from '../request-statuses';
import * as v from 'valibot';
import { isValidDocument, normalizeDocument } from '../documents';
import { messages } from '../messages';
import { NICE_CLASS_MAX, NICE_CLASS_MIN } from '../nice-classes';
import { legacyClasses, MAX_FREE_TEXT, MAX_ITEMS_PER_CLASS, type BrandClass } from '../brand-classes';
import { todayInBrazil } from '../time/brasilia';
import type { Profile } from './profile';
import { emailField } from './fields';
import { printableInPowerOfAttorney, ufCheck, withoutUnsafeCharacters } from './text-rules';

/**
 * The brand-registration wizard's API contract, shared by the server (src/server/brands,
 * src/server/documents, src/server/cep) and the wizard's screens and machines.
 */

/** The wizard's steps in order; `concluido` once the customer confirmed the request. */
export const WIZARD_STEPS = ['titular', 'proprietarios', 'procuracao', 'marca', 'arquivos', 'confirmacao'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export type WizardStage = WizardStep | 'concluido';

export const BRAND_TYPES = ['Nominativa', 'Figurativa', 'Mista'] as const;
export type BrandType = (typeof BRAND_TYPES)[number];

export const DOCUMENT_TYPES = ['cpf', 'cnpj'] as const;

export const MAX_OWNERS = 10;

/** Per file, for the signed power of attorney and each document. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The multipart fields of POST /api/{marcaId}/documentos. */
export const DOCUMENT_FIELDS = ['logo', 'comprovanteRes', 'docFoto'] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];

/**
 * The documents a brand of this type must send: a word mark (Nominativa) is only letters, so the INPI asks no
 * logo of it; a Figurativa or Mista (or a type not chosen yet) needs all three.
 */
export function requiredDocuments(tipo: string | null | undefined): readonly DocumentField[] {
  return tipo === 'Nominativa' ? ['comprovanteRes', 'docFoto'] : DOCUMENT_FIELDS;
}

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** What each upload accepts; the server checks the content itself, these serve the Dropzone's `accept`. */
export const ACCEPTED_TYPES = {
  procuracao: ['application/pdf'],
  logo: IMAGE_TYPES,
  comprovanteRes: ['application/pdf', 'image/jpeg', 'image/png'],
  docFoto: ['application/pdf', ...IMAGE_TYPES],
} as const satisfies Record<DocumentField | 'procuracao', readonly string[]>;

/**
 * Whether a chosen file is a PDF, as far as the browser can tell before sending (its type, else its name): where only a
 * PDF is taken (the signed procuração, the Busca's parecer), anything else is refused at once with a message. The
 * server still reads the content itself.
 */
export const looksLikePdf = (file: { name: string; type: string }) =>
  file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** What the procuração prints: also only characters its font prints. */
const forPowerOfAttorney = v.pipe(v.string(), withoutUnsafeCharacters, printableInPowerOfAttorney);

// ---------------------------------------------------------------- owners

const ownerText = (max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), forPowerOfAttorney, v.nonEmpty(message), v.maxLength(max, message));

/** Each owner's own address: the power of attorney qualifies every outorgante with theirs. */
export const ownerAddressSchema = v.object(
  {
    cep: v.pipe(
      v.string(messages.cep.invalid),
      v.transform((value) => value.replace(/\D/g, '')),
      v.regex(/^\d{8}$/, messages.cep.invalid),
    ),
    logradouro: ownerText(200, messages.owners.addressIncomplete),
    numero: ownerText(10, messages.owners.addressIncomplete),
    complemento: v.optional(
      v.pipe(v.string(), v.trim(), forPowerOfAttorney, v.maxLength(100, messages.profile.tooLong(100))),
      '',
    ),
    // Optional for lists saved before it existed; the screens ask for it, and the boleto payer needs it.
    bairro: v.optional(
      v.pipe(v.string(), v.trim(), forPowerOfAttorney, v.maxLength(100, messages.profile.tooLong(100))),
      '',
    ),
    cidade: ownerText(100, messages.owners.addressIncomplete),
    estado: v.pipe(v.string(messages.profile.stateInvalid), v.trim(), v.toUpperCase(), ufCheck(false)),
  },
  messages.owners.addressIncomplete,
);
export type OwnerAddress = v.InferOutput<typeof ownerAddressSchema>;

/**
 * Who signs for a company owner ("representada por"): a person, by name and CPF. Loosely typed here so a
 * form can keep the fields for a person owner too; the owner's rules below decide when it is required.
 */
const representativeInput = v.nullish(
  v.object(
    {
      nome: v.optional(
        v.pipe(
          v.string(messages.owners.representativeRequired),
          v.trim(),
          forPowerOfAttorney,
          v.maxLength(120, messages.owners.nameLong),
        ),
        '',
      ),
      cpf: v.optional(
        v.pipe(
          v.string(messages.owners.representativeCpfInvalid),
          v.maxLength(40, messages.owners.representativeCpfInvalid),
          v.transform(normalizeDocument),
        ),
        '',
      ),
      nacionalidade: v.optional(
        v.pipe(
          v.string(messages.owners.representativeNationalityRequired),
          v.trim(),
          forPowerOfAttorney,
          v.maxLength(60, messages.owners.representativeNationalityRequired),
        ),
        '',
      ),
    },
    messages.owners.representativeRequired,
  ),
  null,
);
export interface Representative {
  nome: string;
  cpf: string;
  /** As the procuração qualifies who signs for the company; empty when saved before it was asked. */
  nacionalidade: string;
}

/**
 * One owner as sent to POST /api/marcas/{marcaId}/proprietarios: doc_num as digits (CPF) or the 14 CNPJ
 * characters; a person's nationality, everyone's own address, and for a company its legal representative.
 */
export const ownerSchema = v.pipe(
  v.object(
    {
      nome: v.pipe(
        v.string(messages.owners.nameRequired),
        v.trim(),
        forPowerOfAttorney,
        v.minLength(2, messages.owners.nameRequired),
        v.maxLength(120, messages.owners.nameLong),
      ),
      email: emailField,
      tipo_doc: v.optional(v.picklist(DOCUMENT_TYPES, messages.owners.docTypeInvalid), 'cpf'),
      doc_num: v.pipe(
        v.string(messages.owners.cpfInvalid),
        v.maxLength(40, messages.owners.cpfInvalid),
        v.transform(normalizeDocument),
      ),
      nacionalidade: v.optional(
        v.pipe(
          v.string(messages.owners.nationalityRequired),
          v.trim(),
          forPowerOfAttorney,
          v.maxLength(60, messages.owners.nationalityRequired),
        ),
        '',
      ),
      endereco: ownerAddressSchema,
      representante: representativeInput,
    },
    messages.owners.ownerInvalid,
  ),
  v.forward(
    v.check(
      (owner) => isValidDocument(owner.doc_num, owner.tipo_doc),
      (issue) =>
        (issue.input as { tipo_doc?: string }).tipo_doc === 'cnpj'
          ? messages.owners.cnpjInvalid
          : messages.owners.cpfInvalid,
    ),
    ['doc_num'],
  ),
  v.forward(
    v.check(
      (owner) => owner.tipo_doc !== 'cnpj' || (owner.representante?.nome.length ?? 0) >= 2,
      messages.owners.representativeRequired,
    ),
    ['representante', 'nome'],
  ),
  v.forward(
    v.check(
      (owner) => owner.tipo_doc !== 'cnpj' || isValidDocument(owner.representante?.cpf ?? '', 'cpf'),
      messages.owners.representativeCpfInvalid,
    ),
    ['representante', 'cpf'],
  ),
  v.forward(
    v.check(
      (owner) => owner.tipo_doc !== 'cnpj' || (owner.representante?.nacionalidade ?? '') !== '',
      messages.owners.representativeNationalityRequired,
    ),
    ['representante', 'nacionalidade'],
  ),
  v.forward(
    v.check((owner) => owner.tipo_doc !== 'cpf' || owner.nacionalidade !== '', messages.owners.nationalityRequired),
    ['nacionalidade'],
  ),
  // A person has no representative, and a company no nationality: what does not apply is not kept.
  v.transform((owner) => ({
    ...owner,
    nacionalidade: owner.tipo_doc === 'cpf' ? owner.nacionalidade : '',
    representante:
      owner.tipo_doc === 'cnpj' && owner.representante
        ? {
            nome: owner.representante.nome,
            cpf: owner.representante.cpf,
            nacionalidade: owner.representante.nacionalidade,
          }
        : null,
  })),
);
export type OwnerInput = v.InferInput<typeof ownerSchema>;
export type Owner = v.InferOutput<typeof ownerSchema>;

/** The whole list: it replaces the request's owners. */
export const ownersSchema = v.pipe(
  v.array(ownerSchema, messages.owners.listRequired),
  v.minLength(1, messages.owners.atLeastOne),
  v.maxLength(MAX_OWNERS, messages.owners.atMost(MAX_OWNERS)),
  v.check(
    (owners) => new Set(owners.map((owner) => owner.doc_num)).size === owners.length,
    messages.owners.duplicateDocument,
  ),
);

/** POST /api/marcas/{marcaId}/proprietarios → 200 */
export interface OwnersAnswer {
  mensagem: string;
  proprietarios: Owner[];
}

// ---------------------------------------------------------------- brand data

const optionalText = (label: string, max: number) =>
  v.nullish(
    v.pipe(
      v.string(messages.brandData.tooLong(label, max)),
      v.trim(),
      withoutUnsafeCharacters,
      v.maxLength(max, messages.brandData.tooLong(label, max)),
      v.transform((value) => value || null),
    ),
    null,
  );

const flag = (label: string) => v.nullish(v.boolean(messages.brandData.flagInvalid(label)), false);

const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1800-01-01';
};

const niceClassField = v.nullish(
  v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d{1,2}$/), v.transform(Number))],
      messages.brandData.niceClassInvalid,
    ),
    v.integer(messages.brandData.niceClassInvalid),
    v.minValue(NICE_CLASS_MIN, messages.brandData.niceClassInvalid),
    v.maxValue(NICE_CLASS_MAX, messages.brandData.niceClassInvalid),
  ),
  null,
);

const classEntrySchema = v.strictObject(
  {
    classeNice: v.pipe(
      v.number(messages.brandData.niceClassInvalid),
      v.integer(messages.brandData.niceClassInvalid),
      v.minValue(NICE_CLASS_MIN, messages.brandData.niceClassInvalid),
      v.maxValue(NICE_CLASS_MAX, messages.brandData.niceClassInvalid),
    ),
    itens: v.nullish(
      v.pipe(
        v.array(
          v.pipe(
            v.string(messages.brandData.itemInvalid),
            v.trim(),
            withoutUnsafeCharacters,
            v.nonEmpty(messages.brandData.itemInvalid),
            v.maxLength(300, messages.brandData.itemInvalid),
          ),
          messages.brandData.itemInvalid,
        ),
        v.maxLength(MAX_ITEMS_PER_CLASS, messages.brandData.tooManyItems(MAX_ITEMS_PER_CLASS)),
        v.transform((items) => [...new Set(items)]),
      ),
      [],
    ),
    livre: optionalText('Outros produtos ou serviços', MAX_FREE_TEXT),
  },
  (issue) =>
    issue.expected === 'never'
      ? `${messages.profile.unknownField}${String(issue.input)}`
      : messages.brandData.classesInvalid,
);

/** The classes of a request, each once, in the customer's order (the first is the main class). */
const classesField = v.optional(
  v.pipe(
    v.array(classEntrySchema, messages.brandData.classesInvalid),
    v.maxLength(NICE_CLASS_MAX, messages.brandData.classesInvalid),
    v.check(
      (classes) => new Set(classes.map((entry) => entry.classeNice)).size === classes.length,
      messages.brandData.classRepeated,
    ),
    v.transform((classes): BrandClass[] =>
      classes.map((entry) => ({ classeNice: entry.classeNice, itens: entry.itens, livre: entry.livre })),
    ),
  ),
);

/**
 * PUT /api/marcas/{marcaId}. Unknown keys (protocolo, status, statusPagamento...) are refused: those are the
 * admin's. The date of first use is kept only for a brand already in use, the international number and
 * country only for a brand registered abroad; the international number keeps letters and digits, uppercased.
 */
export const brandDataSchema = v.pipe(
  v.strictObject(
    {
      nome: v.nullish(
        v.pipe(
          v.string(messages.brandData.nameAndTypeRequired),
          v.trim(),
          forPowerOfAttorney,
          v.maxLength(200, messages.brandData.tooLong('Nome da marca', 200)),
        ),
        null,
      ),
      descricao: optionalText('Descrição', 2000),
      areaAtuacao: optionalText('Área de atuação', 200),
      tipo: v.nullish(v.union([v.literal(''), v.picklist(BRAND_TYPES)], messages.brandData.typeInvalid), null),
      classeNice: niceClassField,
      classes: classesField,
      marcaJaUtilizada: flag('Marca já utilizada'),
      dataPrimeiroUso: v.nullish(
        v.pipe(
          v.string(messages.brandData.firstUseInvalid),
          v.trim(),
          v.check((value) => value === '' || isCalendarDate(value), messages.brandData.firstUseInvalid),
          v.check((value) => value === '' || value <= todayInBrazil(), messages.brandData.firstUseInFuture),
          v.transform((value) => value || null),
        ),
        null,
      ),
      registroInternacional: flag('Registro internacional'),
      numeroRegistroInternacional: v.nullish(
        v.pipe(
          v.string(messages.brandData.internationalNumberInvalid),
          v.transform((value) => value.replace(/[^0-9a-z]/gi, '').toUpperCase()),
          v.maxLength(30, messages.brandData.internationalNumberInvalid),
          v.transform((value) => value || null),
        ),
        null,
      ),
      paisDeRegistro: optionalText('País de registro', 100),
    },
    (issue) =>
      issue.expected === 'never'
        ? `${messages.profile.unknownField}${String(issue.input)}`
        : messages.http.invalidInput,
  ),
  v.check((data) => Boolean(data.nome) && Boolean(data.tipo), messages.brandData.nameAndTypeRequired),
  v.transform((data): BrandData => {
    // The single-class shape (classeNice and descricao) of earlier clients is still read, as one class.
    const classes = data.classes ?? legacyClasses(data.classeNice, data.descricao);
    return {
      nome: data.nome,
      descricao: data.descricao,
      areaAtuacao: data.areaAtuacao,
      tipo: (data.tipo || null) as BrandType | null,
      classeNice: classes[0]?.classeNice ?? null,
      classes,
      marcaJaUtilizada: data.marcaJaUtilizada,
      dataPrimeiroUso: data.marcaJaUtilizada ? data.dataPrimeiroUso : null,
      registroInternacional: data.registroInternacional,
      numeroRegistroInternacional: data.registroInternacional ? data.numeroRegistroInternacional : null,
      paisDeRegistro: data.registroInternacional ? data.paisDeRegistro : null,
    };
  }),
);
export type BrandDataInput = v.InferInput<typeof brandDataSchema>;

/** The brand data as saved and answered; null where nothing was given yet. */
export interface BrandData {
  nome: string | null;
  descricao: string | null;
  areaAtuacao: string | null;
  tipo: BrandType | null;
  /** The main class: the first of `classes`, kept for clients of the single-class shape. */
  classeNice: number | null;
  classes: BrandClass[];
  marcaJaUtilizada: boolean;
  /** YYYY-MM-DD */
  dataPrimeiroUso: string | null;
  registroInternacional: boolean;
  numeroRegistroInternacional: string | null;
  paisDeRegistro: string | null;
}

/** PUT /api/marcas/{marcaId} → 200 */
export interface BrandDataAnswer {
  mensagem: string;
  marca: BrandData;
}

// ---------------------------------------------------------------- files

/** A file the server kept: its name as the customer sent it (cleaned, for display only). */
export interface UploadedFile {
  nome: string;
  /** The type found in the content (not the one the browser claimed). */
  tipo: string;
  /** Bytes. */
  tamanho: number;
  /** ISO 8601 */
  enviadoEm: string;
}

export type UploadedDocuments = Partial<Record<DocumentField, UploadedFile>>;

/**
 * A PDF's signatures as verified: integrity over the bytes they sign, what changed after them, the chain to
 * a gov.br or ICP-Brasil anchor, and, for a request's procuração, that it is this request's document.
 */
export const SIGNATURE_STATUSES = [
  'assinada',
  'vencida',
  'nao_reconhecida',
  'alterada',
  'invalida',
  'sem_assinatura',
  'documento_diferente',
] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];

/** The hierarchy a signature chains to: gov.br (advanced) or ICP-Brasil (qualified). */
export const SIGNATURE_CHAINS = ['gov.br', 'ICP-Brasil'] as const;
export type SignatureChain = (typeof SIGNATURE_CHAINS)[number];

/** Who signed, from the certificate, with the chain it reaches (null: not recognised) and its end of validity. */
export interface Signer {
  nome: string;
  cpf: string | null;
  cadeia?: SignatureChain | null;
  /** ISO 8601 */
  validoAte?: string | null;
}

/** The outcome shown to customer and staff. */
export interface SignatureReport {
  situacao: SignatureStatus;
  rotulo: string;
  /** For "assinada": "assinatura qualificada (ICP-Brasil)" or "assinatura eletrônica avançada (gov.br)". */
  nivel?: string | null;
  /** What to do next. */
  proximoPasso?: string;
  signatarios: Signer[];
  /** What is still missing for a complete procuração, e.g. "falta a assinatura de {nome}". */
  pendencias?: string[];
  /** The file as sent went on after its last signature: what is kept is the signed revision alone. */
  acrescimoDescartado?: string;
}

export const signatureLabels: Record<SignatureStatus, string> = messages.signature.labels;

/** Only a recognised, intact, valid signature is a green success. */
export const isRecognisedSignature = (status: SignatureStatus) => status === 'assinada';

/** POST /api/admin/assinaturas/verificar (admin, multipart field `pdf`) → 200 */
export interface SignatureCheckAnswer {
  situacao: SignatureStatus;
  rotulo: string;
  nivel: string | null;
  proximoPasso: string;
  signatarios: { nome: string; cpf: string | null; cadeia: SignatureChain | null; validoAte: string | null }[];
  alteracoes: string[];
  /** Each invalid signature, in order, with the check it failed ("assinatura 2 (NOME): certificado revogado"). */
  assinaturasInvalidas: string[];
  /** "revogação não verificada" unless fresh revocation lists were consulted for every recognised signature. */
  revogacao: string;
  /** The file went on after its last signature: only the signed revision (`?versao=assinada`) is to be used. */
  acrescimoDescartado: boolean;
}

/** POST /api/{marcaId}/procuracao (multipart field `procuracao`) → 200 */
export interface PowerOfAttorneyUploadAnswer {
  mensagem: string;
  /** True only for a recognised, intact and valid signature ("assinada"). */
  assinadaDigitalmente: boolean;
  assinatura: SignatureReport;
  arquivo: UploadedFile;
}

/** POST /api/{marcaId}/documentos (multipart logo, comprovanteRes, docFoto) → 200: every file the request now has. */
export interface DocumentsUploadAnswer {
  mensagem: string;
  arquivos: UploadedDocuments;
}

// ---------------------------------------------------------------- resume

/** GET /api/marcas/{marcaId}/assistente: everything saved so far and the first unfinished step. */
export interface BrandWizard {
  marcaID: number;
  planoID: number;
  etapa: WizardStage;
  etapasConcluidas: Record<WizardStep, boolean>;
  titular: Profile;
  proprietarios: Owner[];
  procuracao: {
    enviada: boolean;
    assinadaDigitalmente: boolean;
    assinatura?: SignatureReport;
    arquivo: UploadedFile | null;
  };
  marca: BrandData;
  arquivos: UploadedDocuments;
  /** ISO 8601 when the customer confirmed; null before. */
  confirmadoEm: string | null;
  /** Returned for correction: the parts staff reopened (the request reads as not sent until it is sent again). */
  correcao?: CorrectionPart[];
}

/** POST /api/marcas/{marcaId}/confirmar → 200 */
export interface ConfirmAnswer {
  mensagem: string;
  assistente: BrandWizard;
}

// ---------------------------------------------------------------- CEP

/** GET /api/cep/{cep} → 200, in ViaCEP's field names. */
export interface CepAddress {
  cep: string;
  logradouro: string;
  bairro: string;
  localidade: string;
  uf: string;
}
