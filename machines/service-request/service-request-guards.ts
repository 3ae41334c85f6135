import { needsPowerOfAttorney, type ServiceStep } from '../../src/shared/schemas/service-request';
import { requestUnavailable, sessionExpired } from '../shared/api-failure';
import {
  finished,
  formProblem,
  planOf,
  resumesAt,
  reviewReady,
  type FormAnswers,
  type ServiceRequestContext,
  type ServiceRequestEvent,
} from './service-request-steps';

type Guarded = { context: ServiceRequestContext; event: ServiceRequestEvent };

/** The service flow's guards, named in its setup(): every rule of the flow's steps. */
export const serviceRequestGuards = {
  concluded: ({ context }: Guarded) => context.request?.etapa === 'concluido',
  sessionExpired: ({ event }: Guarded) => sessionExpired(event),
  requestUnavailable: ({ event }: Guarded) => requestUnavailable(event),
  resumesAtForm: resumesAt('formulario'),
  resumesAtPowerOfAttorney: resumesAt('procuracao'),
  formSaved: ({ context }: Guarded) => finished(context, 'formulario'),
  needsPowerOfAttorney: ({ context }: Guarded) => needsPowerOfAttorney(planOf(context)),
  formValid: ({ context }: Guarded, params: FormAnswers) => formProblem(context, params.dados, params.titular) === null,
  opensForm: (_: Guarded, params: { step: ServiceStep }) => params.step === 'formulario',
  opensPowerOfAttorney: ({ context }: Guarded, params: { step: ServiceStep }) =>
    params.step === 'procuracao' && needsPowerOfAttorney(planOf(context)) && finished(context, 'formulario'),
  opensReview: ({ context }: Guarded, params: { step: ServiceStep }) =>
    params.step === 'confirmacao' && finished(context, 'formulario') && finished(context, 'procuracao'),
  reviewReady: ({ context }: Guarded) => reviewReady(context.review),
};
