import { fromPromise } from 'xstate';
import type { ServiceHolderInput } from '../../src/shared/schemas/service-request';
import { powerOfAttorneyMachine } from '../power-of-attorney/power-of-attorney';
import type { ServiceAnswers } from './service-answers';
import type { ServiceRequest, ServiceReview } from './service-request-steps';

/** The service flow's actors, named in its setup(): the web app provides them with the API (src/web/service-request/service-request-on-api.ts), tests with answers. */
export const serviceRequestActors = {
  // Provided by the web app (the API) or by tests.
  loadRequest: fromPromise<ServiceRequest, { servicoId: number }>(async () => {
    throw new Error('loadRequest não fornecido');
  }),
  saveForm: fromPromise<
    ServiceRequest,
    { servicoId: number; planoId: number; dados: ServiceAnswers; titular?: Partial<ServiceHolderInput> }
  >(async () => {
    throw new Error('saveForm não fornecido');
  }),
  // The web app provides it with the service's endpoints.
  powerOfAttorney: powerOfAttorneyMachine,
  loadReview: fromPromise<ServiceReview, { servicoId: number }>(async () => {
    throw new Error('loadReview não fornecido');
  }),
  confirm: fromPromise<ServiceRequest, { servicoId: number }>(async () => {
    throw new Error('confirm não fornecido');
  }),
};
