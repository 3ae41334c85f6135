import { fromPromise } from 'xstate';
import type { BrandData, BrandDataInput, CepAddress } from '../../src/shared/schemas/brand-wizard';
import type { Profile } from '../../src/shared/schemas/profile';
import { brandDocumentsMachine } from './brand-documents';
import type { BrandWizard, Owner, OwnerInput } from './owner-names';
import type { AddressInput } from './brand-wizard-steps';
import { powerOfAttorneyMachine } from '../power-of-attorney/power-of-attorney';

/** The brand wizard's actors, named in its setup(): the web app provides them with the API (src/web/brand-wizard/brand-wizard-on-api.ts), tests with answers. */
export const brandWizardActors = {
  loadWizard: fromPromise<BrandWizard, { marcaId: number }>(async () => {
    throw new Error('loadWizard não fornecido');
  }),
  lookupCep: fromPromise<CepAddress, { cep: string }>(async () => {
    throw new Error('lookupCep não fornecido');
  }),
  saveAddress: fromPromise<Profile, { address: AddressInput }>(async () => {
    throw new Error('saveAddress não fornecido');
  }),
  saveOwners: fromPromise<Owner[], { marcaId: number; owners: OwnerInput[] }>(async () => {
    throw new Error('saveOwners não fornecido');
  }),
  // The web app provides it with the brand's endpoints; the service flow uses the same machine with its own.
  powerOfAttorney: powerOfAttorneyMachine,
  saveBrand: fromPromise<BrandData, { marcaId: number; brand: BrandDataInput }>(async () => {
    throw new Error('saveBrand não fornecido');
  }),
  // The web app provides it with the upload call.
  documents: brandDocumentsMachine,
  confirm: fromPromise<BrandWizard, { marcaId: number }>(async () => {
    throw new Error('confirm não fornecido');
  }),
};
