import { fromPromise } from 'xstate';
import { powerOfAttorneyMachine } from '../../../machines/power-of-attorney/power-of-attorney';
import { serviceRequestMachine } from '../../../machines/service-request/service-request';
import { call } from '../api/client';
import * as serviceApi from '../api/service-request';

/** The power of attorney on the service request's endpoints. */
export const servicePowerOfAttorneyMachine = powerOfAttorneyMachine.provide({
  actors: {
    downloadPdf: fromPromise(({ input }) => call(() => serviceApi.downloadServicePowerOfAttorney(input.id))),
    // The event carries the browser's File; the machine only reads its name, type and size.
    uploadSigned: fromPromise(({ input }) =>
      call(async () => {
        const answer = await serviceApi.uploadServicePowerOfAttorney(input.id, input.file as File, input.onProgress);
        return {
          assinadaDigitalmente: answer.assinadaDigitalmente,
          assinatura: answer.assinatura,
          arquivo: answer.arquivo,
        };
      }),
    ),
  },
});

/** The service request flow on the real API. */
export const providedServiceRequestMachine = serviceRequestMachine.provide({
  actors: {
    loadRequest: fromPromise(({ input }) => call(() => serviceApi.getServiceRequest(input.servicoId))),
    saveForm: fromPromise(({ input }) =>
      call(() => serviceApi.saveServiceForm(input.servicoId, input.planoId, input.dados, input.titular)),
    ),
    powerOfAttorney: servicePowerOfAttorneyMachine,
    loadReview: fromPromise(({ input }) => call(() => serviceApi.getServiceDetail(input.servicoId))),
    confirm: fromPromise(({ input }) => call(() => serviceApi.confirmServiceRequest(input.servicoId))),
  },
});
