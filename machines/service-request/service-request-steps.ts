import { failureOf } from '../shared/api-failure';
import type { SignedPowerOfAttorney } from '../power-of-attorney/power-of-attorney';
import { messages } from '../../src/shared/messages';
import {
  isServiceType,
  needsPowerOfAttorney,
  serviceDataProblem,
  serviceHolderProblem,
  type ServiceHolderInput,
  type ServiceRequestState,
  type ServiceStep,
} from '../../src/shared/schemas/service-request';
import { serviceDataOf, type ServiceAnswers } from './service-answers';

/** The flow's screens, named after their routes, in order; the state decides which one shows. */
export const serviceScreens = ['novo-servico', 'servico-procuracao', 'servico-confirmacao'] as const;
export type ServiceScreen = (typeof serviceScreens)[number];

export const screenOfServiceStep: Record<ServiceStep, ServiceScreen> = {
  formulario: 'novo-servico',
  procuracao: 'servico-procuracao',
  confirmacao: 'servico-confirmacao',
};
export const serviceStepOfScreen = Object.fromEntries(
  Object.entries(screenOfServiceStep).map(([step, screen]) => [screen, step]),
) as Record<ServiceScreen, ServiceStep>;

/** Everything saved so far and the first unfinished step (GET /api/servicos/{id}/assistente), in camelCase. */
export type ServiceRequest = Omit<ServiceRequestState, 'plano_id' | 'dados'> & {
  planId: number;
  dados: ServiceAnswers;
};

/** What the review shows (GET /api/servicos/{id}), in camelCase. */
export interface ServiceReview {
  id: number;
  numProtocolo: string | null;
  nome: string;
  planId: number;
  status: string;
  statusPagamento: string;
  mensagem: string | null;
  procuracaoAssinada: boolean;
  dados: ServiceAnswers;
}

export interface ServiceRequestInput {
  servicoId: number;
}

export interface ServiceRequestContext {
  servicoId: number;
  /** Everything saved so far (the resume data), kept current after each save. */
  request: ServiceRequest | null;
  /** What the review shows, read afresh from GET /api/servicos/{id} each time it opens. */
  review: ServiceReview | null;
  /** The message on the current step: a refused submit or a failed call. */
  error: string | null;
  /** The success message of the last save, shown once as a toast. */
  notice: string | null;
}

export type ServiceRequestEvent =
  | { type: 'RETRY' }
  | { type: 'GO'; step: ServiceStep }
  | { type: 'BACK' }
  | { type: 'SUBMIT'; dados: ServiceAnswers; titular?: Partial<ServiceHolderInput> }
  /** The customer changed an answer on the form. */
  | { type: 'EDITED' }
  | { type: 'NEXT' }
  | { type: 'CONFIRM' };

/** The server's message for a refusal; the spec's wording when nothing (or an error page) answered. */
export const failureMessage = (event: object, fallback: string) => failureOf(event).message ?? fallback;
export const planOf = (context: ServiceRequestContext) => context.request?.planId ?? 0;
export const finished = (context: ServiceRequestContext, step: ServiceStep) =>
  context.request?.etapasConcluidas[step] === true;
export const resumesAt =
  (step: ServiceStep) =>
  ({ context }: { context: ServiceRequestContext }) =>
    context.request?.etapa === step;

/** What a SUBMIT sends: the service's data and what the procuração needs of the holder. */
export type FormAnswers = { dados: ServiceAnswers; titular?: Partial<ServiceHolderInput> };
export const formAnswers = (event: FormAnswers): FormAnswers => ({ dados: event.dados, titular: event.titular });

/**
 * The form's first problem, by the server's rules: its data, then (with a procuração) the holder as the answers
 * complete the profile; null when the server will accept it.
 */
export function formProblem(
  context: ServiceRequestContext,
  dados: ServiceAnswers,
  titular: Partial<ServiceHolderInput> = {},
): string | null {
  const plan = planOf(context);
  if (!isServiceType(plan)) return messages.services.unknownService;
  const problem = serviceDataProblem(plan, { ...serviceDataOf(dados) });
  if (problem || !needsPowerOfAttorney(plan) || !context.request?.titular) return problem;
  return serviceHolderProblem({ ...context.request.titular, ...titular });
}

/** The review has something to send: a known service with its form saved. */
export function reviewReady(review: ServiceReview | null): boolean {
  return review !== null && isServiceType(review.planId) && Boolean(review.dados.nomeMarca);
}

/** The resume data once the signed power of attorney was accepted. */
export const withSignedPowerOfAttorney = (request: ServiceRequest | null, signed: SignedPowerOfAttorney) =>
  request && {
    ...request,
    procuracao: { enviada: true, ...signed },
    etapasConcluidas: { ...request.etapasConcluidas, procuracao: true },
  };

type SnapshotLike = { status: string; hasTag: (tag: string) => boolean };

/** The screen the state shows; null while loading (or failing to load) and once the flow has ended. */
export function serviceScreen(snapshot: SnapshotLike): ServiceScreen | null {
  if (snapshot.status !== 'active') return null;
  return serviceScreens.find((screen) => snapshot.hasTag(screen)) ?? null;
}
