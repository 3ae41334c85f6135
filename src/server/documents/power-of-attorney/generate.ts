import { brandClassesOf } from '../../../shared/brand-classes';
import { documentTypeOf } from '../../../shared/documents';
import type { Owner } from '../../../../machines/brand-wizard/owner-names';
import type { ServerConfig } from '../../config';
import type { UserRow } from '../../context';
import type { Database, Tx } from '../../db/client';
import { listOwners } from '../../brands/owners';
import type { BrandRequestRow } from '../../brands/wizard-request';
import { powerOfAttorneyReference } from '../signatures/document-reference';
import {
  brandObject,
  type Grantor,
  type PowerOfAttorneyContent,
  type PowerOfAttorneyInput,
  powerOfAttorneyContent,
  powerOfAttorneyText,
} from './content';

export interface PowerOfAttorneyDocument {
  content: PowerOfAttorneyContent;
  text: string;
  pdf: Uint8Array;
}

/** Any power of attorney, brand or service: the wording, its plain text and the PDF. */
export async function powerOfAttorneyDocument(
  input: PowerOfAttorneyInput,
  meta: { title: string; author: string; reference?: string },
): Promise<PowerOfAttorneyDocument> {
  const content = powerOfAttorneyContent(input);
  // pdf-lib (~0.4 s to load) comes in with the first power of attorney, not at start.
  const { renderPowerOfAttorney } = await import('./render-pdf');
  return {
    content,
    text: powerOfAttorneyText(content),
    pdf: await renderPowerOfAttorney(content, { ...meta, date: input.date }),
  };
}

export const ownerGrantor = (owner: Owner): Grantor => ({
  nome: owner.nome,
  tipoDoc: owner.tipoDoc,
  docNum: owner.docNum,
  nacionalidade: owner.nacionalidade,
  endereco: owner.endereco.cep ? owner.endereco : null,
  representante: owner.representante,
});

/** While no owner is saved yet, the holder grants, with the profile's address. */
export const holderGrantor = (user: UserRow): Grantor => ({
  nome: user.fullName,
  tipoDoc: documentTypeOf(user.cpf) ?? 'cpf',
  docNum: user.cpf,
  nacionalidade: user.nacionalidade,
  endereco: user.cep
    ? {
        logradouro: user.endereco,
        numero: user.numero,
        complemento: user.complemento,
        bairro: user.bairro,
        cidade: user.cidade,
        estado: user.estado,
        cep: user.cep,
      }
    : null,
});

/** The brand request's power of attorney as it reads now, granted by its owners. */
export async function brandPowerOfAttorney(
  db: Database | Tx,
  config: ServerConfig,
  user: UserRow,
  marca: BrandRequestRow,
  date = new Date(),
): Promise<PowerOfAttorneyDocument> {
  const owners = await listOwners(db, marca.id);
  return powerOfAttorneyDocument(
    {
      grantors: owners.length ? owners.map(ownerGrantor) : [holderGrantor(user)],
      agent: config.agent,
      object: brandObject({
        name: marca.nome,
        niceClasses: brandClassesOf(marca).map((entry) => entry.classeNice),
      }),
      date,
    },
    {
      title: marca.nome ? `Procuração - marca ${marca.nome}` : 'Procuração - registro de marca',
      author: config.public.appName,
      reference: powerOfAttorneyReference('marca', marca.id),
    },
  );
}
