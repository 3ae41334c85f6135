import type { ServiceAnswers } from '../../../machines/service-request/service-answers';
import type {
  ServiceRequest,
  ServiceRequestContext,
  ServiceReview,
} from '../../../machines/service-request/service-request';
import { serviceRequestMachine } from '../../../machines/service-request/service-request';
import type { WalkOptions } from '../../../machines/tooling/walk';
import { messages } from '../../../src/shared/messages';
import type { ServiceHolder, ServiceStage, ServiceStep } from '../../../src/shared/schemas/service-request';
import { signedUploads } from './brand-wizard-models';

export type ServiceType = 4 | 5 | 6;
export const typeNames: Record<ServiceType, string> = { 4: 'Busca', 5: 'Oposição', 6: 'Recurso' };

/** Keeps walk path names short: the sample reads as its label in them (JSON), and is otherwise unchanged. */
function labelled<T extends object>(label: string, value: T): T {
  Object.defineProperty(value, 'toJSON', { value: () => label, enumerable: false });
  return value;
}

/** Each service's form as a customer fills it, and the ways it is refused before any call. */
export const forms: Record<ServiceType, ServiceAnswers> = {
  4: { nomeMarca: 'Café Serra Azul', segmento: '30', marcaJaUtilizada: true, tempoUsada: '2 anos' },
  5: {
    nomeMarca: 'Café Serra Azul',
    segmento: '30',
    tempoUsada: '3 anos',
    cadastroInpi: true,
    processoInpi: '912345678',
  },
  6: { nomeMarca: 'Pão de Mel da Vovó', segmento: '30', processoInpi: '923456789' },
};

export const formSamples = (plan: ServiceType) => ({
  filled: labelled('filled', { ...forms[plan] }),
  withoutName: labelled('without nome_marca', { ...forms[plan], nomeMarca: '' }),
  badProcess: labelled('process number of 8 digits', { ...forms[plan], processoInpi: '12345678' }),
});

/** A holder the procuração qualifies in full (Oposição, Recurso). */
export const qualifiedHolder: ServiceHolder = {
  pessoaJuridica: false,
  Nacionalidade: 'brasileira',
  CEP: '01310100',
  Endereco: 'Avenida Paulista',
  Numero: '1000',
  Complemento: '',
  Bairro: 'Bela Vista',
  Cidade: 'São Paulo',
  Estado: 'SP',
};

const STEPS: ServiceStep[] = ['formulario', 'procuracao', 'confirmacao'];

/** The resume data of a request of type `plan` whose steps before `etapa` are finished. */
export function requestAt(plan: ServiceType, etapa: ServiceStage): ServiceRequest {
  const done = (step: ServiceStep) =>
    etapa === 'concluido' ||
    STEPS.indexOf(step) < STEPS.indexOf(etapa as ServiceStep) ||
    (step === 'procuracao' && plan === 4);
  const signed = done('procuracao') && plan !== 4;
  return labelled(`${typeNames[plan]} at ${etapa}`, {
    servicoID: 7,
    planId: plan,
    nome: done('formulario') ? typeNames[plan] : '',
    etapa,
    etapasConcluidas: {
      formulario: done('formulario'),
      procuracao: done('procuracao'),
      confirmacao: etapa === 'concluido',
    },
    dados: done('formulario') ? forms[plan] : {},
    titular: plan === 4 ? null : qualifiedHolder,
    procuracao: signed
      ? { enviada: true, ...signedUploads.signed }
      : { enviada: false, assinadaDigitalmente: false, arquivo: null },
    confirmadoEm: etapa === 'concluido' ? '2026-03-02T14:00:00.000Z' : null,
  });
}

export function reviewOf(plan: number, dados: ServiceAnswers): ServiceReview {
  return labelled(`review of plan ${plan}${dados.nomeMarca ? '' : ', empty'}`, {
    id: 7,
    numProtocolo: null,
    nome: typeNames[plan as ServiceType] ?? '',
    planId: plan,
    status: 'Pendente',
    statusPagamento: 'Pago',
    mensagem: null,
    procuracaoAssinada: plan !== 4,
    dados,
  });
}

const failure = (status: number | undefined, message?: string) => ({ status, message });

export const formRefusal = messages.services.processNumberInvalid;

type Snapshot = { context: ServiceRequestContext; matches: (value: never) => boolean };
const when =
  <T>(condition: (context: ServiceRequestContext, snapshot: Snapshot) => boolean, samples: T[]) =>
  (snapshot: unknown) =>
    condition((snapshot as Snapshot).context, snapshot as Snapshot) ? samples : [];
const onForm = (snapshot: Snapshot, form: 'saved' | 'unsaved') => snapshot.matches({ editing: { form } } as never);

/**
 * The model of one service type. The walk stays small while every transition it can reach is taken:
 * GO right after a load (before any message), SUBMIT only on a form not yet accepted and carrying no error (a
 * retry after an error is the same submit again), EDITED on an accepted form.
 */
export function serviceRequestModel(plan: ServiceType) {
  const loads = {
    fresh: requestAt(plan, 'formulario'),
    ...(plan === 4 ? {} : { atPowerOfAttorney: requestAt(plan, 'procuracao') }),
    atReview: requestAt(plan, 'confirmacao'),
    concluded: requestAt(plan, 'concluido'),
  } as Record<string, ServiceRequest>;
  const samples = formSamples(plan);
  const loaded = Object.values(loads);
  const reviews = {
    filled: reviewOf(plan, forms[plan]),
    empty: reviewOf(plan, {}),
    unknownService: reviewOf(9, forms[plan]),
  };
  return {
    loads,
    samples,
    reviews,
    model: {
      machine: serviceRequestMachine,
      inputs: [{ name: `${typeNames[plan]} (plano ${plan}), serviço 7`, input: { servicoId: 7 } }],
      events: {
        GO: when(
          (context) =>
            loaded.includes(context.request!) && !context.error && !context.notice && context.review === null,
          STEPS.map((step) => ({ type: 'GO' as const, step })),
        ),
        SUBMIT: when(
          (context, snapshot) => onForm(snapshot, 'unsaved') && !context.error && !context.notice,
          [
            { type: 'SUBMIT' as const, dados: samples.filled },
            { type: 'SUBMIT' as const, dados: samples.withoutName },
            ...(plan === 4 ? [] : [{ type: 'SUBMIT' as const, dados: samples.badProcess }]),
          ],
        ),
        EDITED: when((_, snapshot) => onForm(snapshot, 'saved'), [{ type: 'EDITED' as const }]),
      },
      actors: {
        loadRequest: {
          done: loads,
          error: {
            sessionExpired: failure(401, messages.http.unauthenticated),
            notFound: failure(404, messages.orders.notFound),
            unpaid: failure(409, messages.services.unpaid),
            offline: failure(undefined),
          },
        },
        saveForm: {
          done: { saved: requestAt(plan, plan === 4 ? 'confirmacao' : 'procuracao') },
          error: {
            sessionExpired: failure(401),
            refused: failure(400, formRefusal),
            alreadySent: failure(409, messages.services.alreadyConfirmed),
            serverFailed: failure(500),
            offline: failure(undefined),
          },
        },
        ...(plan === 4 ? {} : { powerOfAttorney: { done: signedUploads } }),
        loadReview: {
          done: reviews,
          error: { sessionExpired: failure(401), offline: failure(undefined) },
        },
        confirm: {
          done: { confirmed: requestAt(plan, 'concluido') },
          error: {
            sessionExpired: failure(401),
            refused: failure(409, messages.wizard.procuracaoMissing),
            offline: failure(undefined),
          },
        },
      },
    } satisfies WalkOptions<typeof serviceRequestMachine>,
  };
}
