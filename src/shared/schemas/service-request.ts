import type { CorrectionPart } from '../request-statuses';
import * as v from 'valibot';
import { printableInPowerOfAttorney, withoutUnsafeCharacters } from './text-rules';
import { entryTitle } from '../catalogue';
import { messages } from '../messages';
import { NICE_CLASS_MAX, NICE_CLASS_MIN, niceClasses } from '../nice-classes';
import type { UploadedFile } from './brand-wizard';
import { profileEditableEntries, type Profile, type ProfileAddress } from './profile';

/**
 * The service request's API contract (Busca 4, Oposição 5, Recurso 6, Prorrogação 7), shared by the server
 * (src/server/services) and the service-request machine and screens. Field names follow the spec.
 */

export const SEARCH_PLAN = 4;
export const OPPOSITION_PLAN = 5;
export const APPEAL_PLAN = 6;
export const RENEWAL_PLAN = 7;
export type ServicePlanId = typeof SEARCH_PLAN | typeof OPPOSITION_PLAN | typeof APPEAL_PLAN | typeof RENEWAL_PLAN;

/** The fields each service's form has, in the spec's order. */
export const SERVICE_FIELDS = {
  4: ['nome_marca', 'segmento', 'marca_ja_utilizada', 'tempo_usada'],
  5: ['nome_marca', 'segmento', 'tempo_usada', 'cadastro_inpi', 'numero_proc_inpi'],
  6: ['nome_marca', 'segmento', 'numero_proc_inpi'],
  7: ['nome_marca', 'segmento', 'numero_proc_inpi'],
} as const satisfies Record<ServicePlanId, readonly string[]>;

export type ServiceField = (typeof SERVICE_FIELDS)[ServicePlanId][number];

/** Busca, Oposição, Recurso and Prorrogação; other plans are not services. */
export const isServiceType = (planId: number): planId is ServicePlanId => planId in SERVICE_FIELDS;
/** Every service but the Busca acts before the INPI on the customer's behalf, so it needs a signed power of attorney. */
export const needsPowerOfAttorney = (planId: number) => planId !== SEARCH_PLAN;

/** What the customer filled in, as saved (`dados`, `dados_servico` in the admin's detail). */
export interface ServiceData {
  nome_marca?: string;
  /** The Nice class, "1" to "45". */
  segmento?: string;
  marca_ja_utilizada?: boolean;
  tempo_usada?: string;
  cadastro_inpi?: boolean;
  /** 9 digits. */
  numero_proc_inpi?: string;
}

// A missing field is an empty one, so it gets the field's own message rather than the object's.
const text = (required: string, max: number, tooLong: string) =>
  v.pipe(v.optional(v.string(required), ''), v.trim(), withoutUnsafeCharacters, v.maxLength(max, tooLong));

// Printed in the procuração of an opposition or appeal ("em defesa da marca …").
const brandName = v.pipe(
  text(messages.services.brandNameRequired, 200, messages.brandData.tooLong('Nome da marca', 200)),
  printableInPowerOfAttorney,
  v.nonEmpty(messages.services.brandNameRequired),
);

const segment = v.pipe(
  v.optional(v.union([v.pipe(v.number(), v.transform(String)), v.string()], messages.services.segmentRequired), ''),
  v.trim(),
  v.regex(/^\d{1,2}$/, messages.services.segmentRequired),
  v.check(
    (value) => Number(value) >= NICE_CLASS_MIN && Number(value) <= NICE_CLASS_MAX,
    messages.services.segmentRequired,
  ),
  v.transform((value) => String(Number(value))),
);

/** The INPI's process numbers have 9 digits; dots and spaces as people type them are dropped. */
export const processNumberField = v.pipe(
  v.optional(v.string(messages.services.processNumberInvalid), ''),
  v.transform((value) => value.replace(/[\s.\-/]/g, '')),
  v.regex(/^\d{9}$/, messages.services.processNumberInvalid),
);

export const isProcessNumber = (value: string | undefined) => v.safeParse(processNumberField, value).success;

const usageTime = v.optional(text(messages.services.usageTimeLong, 100, messages.services.usageTimeLong), '');
const flag = (label: string) => v.optional(v.boolean(messages.brandData.flagInvalid(label)), false);
const unknownKey = (issue: v.BaseIssue<unknown>) =>
  issue.expected === 'never' ? `${messages.profile.unknownField}${String(issue.input)}` : messages.http.invalidInput;

const dataSchemas = {
  4: v.pipe(
    v.strictObject(
      {
        nome_marca: brandName,
        segmento: segment,
        marca_ja_utilizada: flag('Marca já utilizada'),
        tempo_usada: usageTime,
      },
      unknownKey,
    ),
    // How long the brand has been used only means something for a brand already in use.
    v.transform((data): ServiceData => ({ ...data, tempo_usada: data.marca_ja_utilizada ? data.tempo_usada : '' })),
  ),
  5: v.strictObject(
    {
      nome_marca: brandName,
      segmento: segment,
      tempo_usada: usageTime,
      cadastro_inpi: flag('Cadastro no INPI'),
      numero_proc_inpi: processNumberField,
    },
    unknownKey,
  ),
  6: v.strictObject({ nome_marca: brandName, segmento: segment, numero_proc_inpi: processNumberField }, unknownKey),
  7: v.strictObject({ nome_marca: brandName, segmento: segment, numero_proc_inpi: processNumberField }, unknownKey),
} satisfies Record<ServicePlanId, v.GenericSchema<unknown, ServiceData>>;

export const serviceDataSchema = (planId: ServicePlanId) => dataSchemas[planId];

/**
 * Who grants a service's power of attorney: the holder, qualified from their profile (its field names). The
 * procuração names a person's nationality and anyone's full address, and is dated from their city.
 */
export type ServiceHolder = ProfileAddress &
  Pick<Profile, 'Nacionalidade'> & {
    /** A company (CNPJ) has no nationality to state. */
    pessoaJuridica: boolean;
  };
export type ServiceHolderInput = Omit<ServiceHolder, 'pessoaJuridica'>;

const { Nacionalidade, CEP, Endereco, Numero, Complemento, Bairro, Cidade, Estado } = profileEditableEntries;
/** PUT's `titular`: what the form asked of the holder, checked as the profile checks it, and saved there. */
export const serviceHolderSchema = v.strictObject(
  { Nacionalidade, CEP, Endereco, Numero, Complemento, Bairro, Cidade, Estado },
  unknownKey,
);

/** The holder's address names street, number, neighbourhood, city, state and CEP (the complement is optional). */
export function holderAddressComplete(holder: ServiceHolderInput): boolean {
  return (
    /^\d{8}$/.test(holder.CEP.replace(/\D/g, '')) &&
    [holder.Endereco, holder.Numero, holder.Bairro, holder.Cidade].every((part) => part.trim() !== '') &&
    /^[A-Z]{2}$/.test(holder.Estado.trim().toUpperCase())
  );
}

/** What the procuração still lacks to qualify the holder in full (the first pt-BR message), or null. */
export function serviceHolderProblem(holder: ServiceHolder): string | null {
  if (!holder.pessoaJuridica && !holder.Nacionalidade.trim()) return messages.services.holderNationalityRequired;
  if (!holderAddressComplete(holder)) return messages.services.holderAddressRequired;
  return null;
}

/** PUT /api/servicos/{id}: `dados` is checked against the request's own service once the request is known. */
export const serviceSubmissionSchema = v.object({
  servico: v.object({
    nome: v.optional(
      v.pipe(
        v.string(messages.http.invalidField('servico.nome')),
        v.trim(),
        v.maxLength(120, messages.brandData.tooLong('Nome do serviço', 120)),
      ),
      '',
    ),
    plano_id: v.pipe(v.number(messages.services.planMismatch), v.integer(messages.services.planMismatch)),
  }),
  dados: v.record(v.string(), v.unknown(), messages.http.invalidField('dados')),
  /** Oposição and Recurso: what the form asked of the holder for the procuração, when the profile lacked it. */
  titular: v.optional(serviceHolderSchema),
});
export type ServiceSubmission = v.InferInput<typeof serviceSubmissionSchema>;

/** The form's own check, the same rules as the server's: the first pt-BR message, or null. */
export function serviceDataProblem(planId: ServicePlanId, dados: Record<string, unknown>): string | null {
  const result = v.safeParse(serviceDataSchema(planId), dados, { abortEarly: true });
  return result.success ? null : result.issues[0].message;
}

/** The steps of a service request, in order; `concluido` once the customer sent it. */
export const SERVICE_STEPS = ['formulario', 'procuracao', 'confirmacao'] as const;
export type ServiceStep = (typeof SERVICE_STEPS)[number];
export type ServiceStage = ServiceStep | 'concluido';

/** GET /api/servicos/{id}/assistente: everything saved so far and the first unfinished step. */
export interface ServiceRequestState {
  servicoID: number;
  plano_id: number;
  nome: string;
  etapa: ServiceStage;
  etapasConcluidas: Record<ServiceStep, boolean>;
  dados: ServiceData;
  /** Oposição and Recurso: the holder as their procuração qualifies them (the form asks what is missing); null for Busca. */
  titular: ServiceHolder | null;
  procuracao: { enviada: boolean; assinadaDigitalmente: boolean; arquivo: UploadedFile | null };
  /** ISO 8601 once the customer sent the request; null before. */
  confirmadoEm: string | null;
  /** Returned for correction: the parts staff reopened (the request reads as not sent until it is sent again). */
  correcao?: CorrectionPart[];
}

/** PUT /api/servicos/{id} → 200 */
export interface ServiceSaveAnswer {
  mensagem: string;
  assistente: ServiceRequestState;
}

/** GET /api/servicos/{id} → 200, in the spec's shape (`data.nome`, `data.dados_servico.{…}`). */
export interface ServiceDetailAnswer {
  data: {
    id: number;
    num_protocolo: string | null;
    nome: string;
    plano_id: number;
    status: string;
    status_pagamento: string;
    mensagem: string | null;
    procuracao_assinada: boolean;
    dados_servico: ServiceData;
  };
}

/** POST /api/servicos/{id}/confirmar → 200 */
export interface ServiceConfirmAnswer {
  mensagem: string;
  assistente: ServiceRequestState;
}

/** The service's name, or its plan's when the request has none. */
export const serviceTitle = (nome: string | null | undefined, planId: number) => nome?.trim() || entryTitle(planId);

/** "30 – Alimentos básicos" for the segment "30". */
export function segmentLabel(segmento: string | undefined | null): string | null {
  const found = niceClasses.find((entry) => String(entry.numero) === String(segmento ?? '').trim());
  return found ? `${found.numero} – ${found.titulo}` : null;
}
