import { formatDocument } from './documents';
import type { PublicConfig } from './public-config';

type Company = Pick<PublicConfig, 'companyName' | 'companyCnpj' | 'companyAddress'>;

/** The path of the public page where anyone checks whether a boleto or Pix charge was issued by us. */
export const CHARGE_CHECK_PATH = '/confira-cobranca';

/** "CNPJ 12.345.678/0001-95", or a visible gap while the operator has not set it (production refuses to start so). */
export function companyCnpjText(company: Pick<PublicConfig, 'companyCnpj'>): string {
  return company.companyCnpj ? `CNPJ ${formatDocument(company.companyCnpj)}` : 'CNPJ não informado';
}

/** Who is behind the site, in one line: razão social, CNPJ and address, from the COMPANY_* settings. */
export function companyIdentityLine(company: Company): string {
  return [company.companyName, companyCnpjText(company), company.companyAddress].filter(Boolean).join(' · ');
}
