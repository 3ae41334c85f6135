import { serviceAnswersOf } from '../../../../machines/service-request/service-answers';
import { OPPOSITION_PLAN, RENEWAL_PLAN, type ServiceData } from '../../../shared/schemas/service-request';
import type { ServerConfig } from '../../config';
import type { UserRow } from '../../context';
import { holderGrantor, powerOfAttorneyDocument, type PowerOfAttorneyDocument } from './generate';
import { powerOfAttorneyReference } from '../signatures/document-reference';

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
  'substabelecer, no todo ou em parte, com ou sem reserva de iguais poderes;',
  'praticar todos os demais atos necessários ao fiel cumprimento deste mandato.',
];

/** What the mandate is for: the opposition against, the appeal in, or the renewal of the process the customer named. */
export function serviceObject(service: ServiceForPowerOfAttorney): string {
  const { processoInpi, nomeMarca } = serviceAnswersOf(service.dados);
  const process = processoInpi ? `ao processo nº ${processoInpi}` : 'ao processo indicado no pedido de serviço';
  const brand = nomeMarca ? `, em defesa da marca "${nomeMarca}"` : '';
  if (service.planoId === OPPOSITION_PLAN)
    return `${process}, para apresentar oposição ao pedido de registro de marca nele depositado${brand}`;
  if (service.planoId === RENEWAL_PLAN)
    return `${process}, para requerer a prorrogação do registro de marca nele concedido${brand}`;
  return `${process}, para interpor recurso administrativo contra a decisão nele proferida${brand}`;
}

/** The power of attorney of one service request (Oposição, Recurso or Prorrogação), granted by the holder, with powers limited to it. */
export function servicePowerOfAttorney(
  config: ServerConfig,
  user: UserRow,
  service: ServiceForPowerOfAttorney,
  date = new Date(),
): Promise<PowerOfAttorneyDocument> {
  const { nomeMarca } = serviceAnswersOf(service.dados);
  return powerOfAttorneyDocument(
    {
      grantors: [holderGrantor(user)],
      agent: config.agent,
      object: serviceObject(service),
      powers: SERVICE_POWERS,
      date,
    },
    {
      title: nomeMarca ? `Procuração - ${nomeMarca}` : 'Procuração - serviço',
      author: config.public.appName,
      reference: powerOfAttorneyReference('servico', service.id),
    },
  );
}
