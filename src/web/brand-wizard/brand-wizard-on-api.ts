import { fromPromise } from 'xstate';
import { brandDocumentsMachine } from '../../../machines/brand-wizard/brand-documents';
import { brandRegistrationMachine } from '../../../machines/brand-wizard/brand-registration';
import { powerOfAttorneyMachine } from '../../../machines/power-of-attorney/power-of-attorney';
import * as wizardApi from '../api/brand-wizard';
import { call } from '../api/client';
import { updateProfile } from '../api/profile';
import { saveUser } from '../session';

/** The power of attorney on the brand request's endpoints (the service flow provides its own). */
export const brandPowerOfAttorneyMachine = powerOfAttorneyMachine.provide({
  actors: {
    downloadPdf: fromPromise(({ input }) => call(() => wizardApi.downloadPowerOfAttorney(input.id))),
    // The event carries the browser's File; the machine only reads its name, type and size.
    uploadSigned: fromPromise(({ input }) =>
      call(async () => {
        const answer = await wizardApi.uploadPowerOfAttorney(input.id, input.file as File, input.onProgress);
        return {
          assinadaDigitalmente: answer.assinadaDigitalmente,
          assinatura: answer.assinatura,
          arquivo: answer.arquivo,
        };
      }),
    ),
  },
});

/** The brand-registration wizard on the real API. */
export const providedBrandRegistrationMachine = brandRegistrationMachine.provide({
  actors: {
    loadWizard: fromPromise(({ input }) => call(() => wizardApi.getWizard(input.marcaId))),
    lookupCep: fromPromise(({ input }) => call(() => wizardApi.lookupCep(input.cep))),
    // PATCH /api/profile/ with the address only: the holder's identity fields stay as they are.
    saveAddress: fromPromise(({ input }) =>
      call(async () => {
        const { CEP, Endereco, Numero, Complemento, Bairro, Cidade, Estado } = input.address;
        const profile = await updateProfile({
          CEP: CEP.replace(/\D/g, ''),
          Endereco: Endereco.trim(),
          Numero: Numero.trim(),
          Complemento: Complemento.trim(),
          Bairro: Bairro.trim(),
          Cidade: Cidade.trim(),
          Estado: Estado.trim().toUpperCase(),
        });
        saveUser(profile);
        return profile;
      }),
    ),
    saveOwners: fromPromise(({ input }) => call(() => wizardApi.saveOwners(input.marcaId, input.owners))),
    powerOfAttorney: brandPowerOfAttorneyMachine,
    saveBrand: fromPromise(({ input }) => call(() => wizardApi.saveBrandData(input.marcaId, input.brand))),
    documents: brandDocumentsMachine.provide({
      actors: {
        uploadDocuments: fromPromise(({ input }) =>
          call(() => wizardApi.uploadDocuments(input.marcaId, input.files as Record<string, File>, input.onProgress)),
        ),
      },
    }),
    confirm: fromPromise(({ input }) => call(() => wizardApi.confirmRegistration(input.marcaId))),
  },
});
