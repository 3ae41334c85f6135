import { documentTypeOf } from '../../../shared/documents';
import { OPPOSITION_PLAN, type ServiceData } from '../../../shared/schemas/service-request';
import type { ServerConfig } from '../../config';
import type { UserRow } from '../../context';
import { type PowerOfAttorneyContent, powerOfAttorneyContent } from './content';
import { renderPowerOfAttorney } from './render-pdf';

export interface ServiceForPowerOfAttorney {
  id: number;
  planoId: number;
  dados: ServiceData;
}

const SERVICE_POWERS = [
  'protocolar a petição e os documentos que a acompanham;',
  'acompanhar o processo administrativo em todas as suas fases;',
  'cumprir exigências e responder a despachos e notificações do INPI;',
  'receber notificações, intimações e demais comunicações;',
  'emitir guias e pagar taxas e retribuições oficiais;',
  'praticar todos os demais atos necessários ao fiel cumprimento deste mandato.',
];

/** What the mandate is for: the opposition against, or the appeal in, the process the customer named. */
function purpose(service: ServiceForPowerOfAttorney): string {
  const process = service.dados.numero_proc_inpi ? `processo nº ${service.dados.numero_proc_inpi}` : `pedido nº ${service.id}`;
  const brand = service.dados.nome_marca ? `, em defesa da marca "${service.dados.nome_marca}"` : '';
  return service.planoId === OPPOSITION_PLAN
    ? `apresentar oposição ao pedido de registro de marca objeto do ${process}${brand}`
    : `interpor recurso administrativo contra a decisão proferida no ${process}${brand}`;
}

/**
 * The service's wording: the grantor and the agent are qualified as in the brand's power of attorney (its
 * generator writes those sections); the powers are limited to the opposition or the appeal.
 */
export function servicePowerOfAttorneyContent(brandContent: PowerOfAttorneyContent, service: ServiceForPowerOfAttorney): PowerOfAttorneyContent {
  const parties = brandContent.sections.filter((section) => !section.heading.startsWith('PODERES'));
  return {
    ...brandContent,
    sections: [
      ...parties,
      {
        heading: 'PODERES',
        paragraphs: [
          `Pelo presente instrumento particular de mandato, o(a) outorgante acima qualificado(a) nomeia e constitui seu bastante procurador o outorgado, a quem confere poderes para, perante o Instituto Nacional da Propriedade Industrial (INPI), ${purpose(service)}, podendo, para tanto:`,
          ...SERVICE_POWERS.map((power, index) => `${String.fromCharCode(97 + index)}) ${power}`),
        ],
      },
    ],
  };
}

/** The power of attorney of one service request (Oposição or Recurso), granted by the holder. */
export function servicePowerOfAttorneyPdf(config: ServerConfig, user: UserRow, service: ServiceForPowerOfAttorney, date = new Date()): Promise<Uint8Array> {
  const brandContent = powerOfAttorneyContent({
    grantors: [{ nome: user.fullName, tipoDoc: documentTypeOf(user.cpf) ?? 'cpf', docNum: user.cpf }],
    address: user,
    agent: { name: config.public.companyName, cnpj: config.public.companyCnpj, city: config.public.companyCity },
    marcaId: service.id,
    brandName: service.dados.nome_marca ?? null,
    niceClass: null,
    date,
  });
  const content = servicePowerOfAttorneyContent(brandContent, service);
  return renderPowerOfAttorney(content, { title: `Procuração - serviço ${service.id}`, author: config.public.appName });
}
