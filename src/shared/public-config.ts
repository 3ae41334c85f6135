import type { ClientBrand, Testimonial } from './showcase';

/**
 * What is still development sample data, so the site marks it "dados de exemplo": the contacts (CONTACT_PHONE,
 * CONTACT_EMAIL), the company (COMPANY_NAME, COMPANY_CNPJ, COMPANY_ADDRESS) and the testimonials and client logos.
 * A production server refuses to start with sample contacts or company.
 */
export type SampleData = 'contatos' | 'empresa' | 'vitrine';

/** Operator details the web app shows; they come from the server's environment, never from the bundle. */
export interface PublicConfig {
  appName: string;
  companyName: string;
  companyCnpj: string;
  companyCity: string;
  /** The company's registered address (COMPANY_ADDRESS), shown with its name and CNPJ wherever it identifies itself. */
  companyAddress: string;
  /** Digits with country code, e.g. 5582999999999. */
  supportWhatsapp: string;
  contactPhone: string;
  contactEmail: string;
  socialUrl: string;
  developerName: string;
  developerUrl: string;
  publicUrl: string;
  paymentProvider: 'sandbox' | 'mercadopago';
  /** Mercado Pago's public key for the Payment Brick; empty in the sandbox. */
  mercadoPagoPublicKey: string;
  /** Shown on the landing page only when there are some. */
  testimonials: Testimonial[];
  clientBrands: ClientBrand[];
  samples: SampleData[];
}

export const defaultPublicConfig: PublicConfig = {
  appName: 'Registre Sua Marca',
  companyName: 'Registre Sua Marca Assessoria em Propriedade Intelectual Ltda.',
  companyCnpj: '',
  companyCity: 'Maceió/AL',
  companyAddress: '',
  supportWhatsapp: '5582900000000',
  contactPhone: '+55 82 90000-0000',
  contactEmail: 'contato@example.com.br',
  socialUrl: 'https://www.instagram.com/',
  developerName: 'Equipe de Produto',
  developerUrl: '',
  publicUrl: 'http://localhost:3000',
  paymentProvider: 'sandbox',
  mercadoPagoPublicKey: '',
  testimonials: [],
  clientBrands: [],
  samples: [],
};

export const PUBLIC_CONFIG_ELEMENT_ID = 'app-config';

/** A WhatsApp link with a prefilled message. */
export function whatsappLink(config: Pick<PublicConfig, 'supportWhatsapp'>, message: string): string {
  return `https://wa.me/${config.supportWhatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
