import { documentTypeOf } from '../../../shared/documents';
import type { ServerConfig } from '../../config';
import type { UserRow } from '../../context';
import type { Database } from '../../db/client';
import { listOwners } from '../../brands/owners';
import type { BrandRequestRow } from '../../brands/wizard-request';
import { type Grantor, powerOfAttorneyContent } from './content';
import { renderPowerOfAttorney } from './render-pdf';

/** The power of attorney for one brand request, granted by its owners (by the holder while none is saved yet). */
export async function powerOfAttorneyPdf(db: Database, config: ServerConfig, user: UserRow, marca: BrandRequestRow, date = new Date()): Promise<Uint8Array> {
  const owners = await listOwners(db, marca.id);
  const grantors: Grantor[] = owners.length
    ? owners.map((owner) => ({ nome: owner.nome, tipoDoc: owner.tipo_doc, docNum: owner.doc_num }))
    : [{ nome: user.fullName, tipoDoc: documentTypeOf(user.cpf) ?? 'cpf', docNum: user.cpf }];
  const content = powerOfAttorneyContent({
    grantors,
    address: user,
    agent: { name: config.public.companyName, cnpj: config.public.companyCnpj, city: config.public.companyCity },
    marcaId: marca.id,
    brandName: marca.nome,
    niceClass: marca.classeNice,
    date,
  });
  return renderPowerOfAttorney(content, { title: `Procuração - pedido ${marca.id}`, author: config.public.appName });
}
