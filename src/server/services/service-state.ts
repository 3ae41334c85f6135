import type { CorrectionPart } from '../../shared/request-statuses';
import { isReturned } from '../../../machines/request-status/request-status';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { documentTypeOf } from '../../shared/documents';
import {
  needsPowerOfAttorney,
  SERVICE_STEPS,
  serviceDataSchema,
  serviceHolderProblem,
  type ServiceData,
  type ServiceHolder,
  type ServiceDetailAnswer,
  type ServiceRequestState,
  type ServiceStep,
} from '../../shared/schemas/service-request';
import type { UserRow } from '../context';
import type { Database, Tx } from '../db/client';
import { documents } from '../db/schema';
import { toUploadedFile, type DocumentRow } from '../documents/stored-documents';
import type { ServiceRequestRow } from './service-request';
import { serviceSummary } from '../orders/to-customer';
import { toProfile } from '../profile/to-profile';

/** The holder as a service's procuração qualifies them, read from their profile. */
export function serviceHolderOf(user: UserRow): ServiceHolder {
  const { Nacionalidade, CEP, Endereco, Numero, Complemento, Bairro, Cidade, Estado } = toProfile(user);
  return {
    pessoaJuridica: documentTypeOf(user.cpf) === 'cnpj',
    ...{ Nacionalidade, CEP, Endereco, Numero, Complemento, Bairro, Cidade, Estado },
  };
}

export async function findServicePowerOfAttorney(
  db: Database | Tx,
  servicoId: number,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.servicoId, servicoId), eq(documents.kind, 'procuracao')));
  return row;
}

/**
 * Each step's own rule for "finished": a form the server accepts (and, with a procuração, a holder it can qualify in
 * full: the form asks what the profile lacks), a signed upload (not for Busca), the confirmation.
 */
export function finishedServiceSteps(
  row: ServiceRequestRow,
  hasPowerOfAttorney: boolean,
  holder: ServiceHolder,
): Record<ServiceStep, boolean> {
  return {
    formulario:
      v.safeParse(serviceDataSchema(row.planoId), row.dados).success &&
      (!needsPowerOfAttorney(row.planoId) || serviceHolderProblem(holder) === null),
    procuracao: !needsPowerOfAttorney(row.planoId) || hasPowerOfAttorney,
    // Returned for correction, it is to be sent again.
    confirmacao: row.confirmadoEm !== null && !isReturned(row.status),
  };
}

/** The service's step of the first reopened part: its form, else its procuração. */
const correctionStep = (parts: readonly CorrectionPart[]): ServiceStep | undefined =>
  parts.includes('dados') ? 'formulario' : parts.includes('procuracao') ? 'procuracao' : undefined;

/** Everything saved for the request, and the step it resumes at. */
export async function loadServiceState(
  db: Database | Tx,
  row: ServiceRequestRow,
  user: UserRow,
): Promise<ServiceRequestState> {
  const powerOfAttorney = await findServicePowerOfAttorney(db, row.id);
  const holder = serviceHolderOf(user);
  const finished = finishedServiceSteps(row, Boolean(powerOfAttorney), holder);
  return {
    servicoID: row.id,
    plano_id: row.planoId,
    nome: row.nome,
    // Returned for correction, the form opens at the first part staff reopened.
    etapa:
      (isReturned(row.status) ? correctionStep(row.correcao) : undefined) ??
      SERVICE_STEPS.find((step) => !finished[step]) ??
      'concluido',
    etapasConcluidas: finished,
    dados: row.dados as ServiceData,
    titular: needsPowerOfAttorney(row.planoId) ? holder : null,
    procuracao: {
      enviada: Boolean(powerOfAttorney),
      assinadaDigitalmente: powerOfAttorney?.signatureStatus === 'assinada',
      arquivo: powerOfAttorney ? toUploadedFile(powerOfAttorney) : null,
    },
    // Returned for correction, it reads as not sent yet: the form opens again and ends at the review.
    confirmadoEm: isReturned(row.status) ? null : (row.confirmadoEm?.toISOString() ?? null),
    ...(isReturned(row.status) && { correcao: row.correcao }),
  };
}

/** GET /api/servicos/{id}, in the spec's shape. */
export function toServiceDetail(row: ServiceRequestRow): ServiceDetailAnswer {
  return {
    data: { ...serviceSummary(row), dados_servico: row.dados as ServiceData },
  };
}
