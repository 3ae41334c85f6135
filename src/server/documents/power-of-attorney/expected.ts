import type { ServerConfig } from '../../config';
import type { UserRow } from '../../context';
import type { Database, Tx } from '../../db/client';
import type { BrandRequestRow } from '../../brands/wizard-request';
import { type ExpectedDocument, powerOfAttorneyReference } from '../signatures/document-reference';
import { brandPowerOfAttorney } from './generate';
import { type ServiceForPowerOfAttorney, servicePowerOfAttorney } from './service';

/** What a signed upload for this brand request must be: its procuração, as we generate it. */
export const expectedBrandPowerOfAttorney = (
  db: Database | Tx,
  config: ServerConfig,
  user: UserRow,
  marca: BrandRequestRow,
): ExpectedDocument => ({
  referencia: powerOfAttorneyReference('marca', marca.id),
  gerar: async (date) => (await brandPowerOfAttorney(db, config, user, marca, date)).pdf,
});

/** What a signed upload for this service request (Oposição, Recurso) must be. */
export const expectedServicePowerOfAttorney = (
  config: ServerConfig,
  user: UserRow,
  service: ServiceForPowerOfAttorney,
): ExpectedDocument => ({
  referencia: powerOfAttorneyReference('servico', service.id),
  gerar: async (date) => (await servicePowerOfAttorney(config, user, service, date)).pdf,
});
