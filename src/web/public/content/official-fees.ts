import {
  findInpiFee,
  inpiFeeTable,
  REGISTRATION_VALIDITY_YEARS,
  TYPICAL_PROCESSING_MONTHS,
} from '../../../shared/inpi-fees';
import { formatCents } from '../../../shared/money';
import { formatShortDatePtBr } from './format-date';

/** Sentences about INPI's fees, written from the dated fee table so no amount is typed by hand. */
const preApproved = findInpiFee('deposito-pre-aprovada');
const free = findInpiFee('deposito-livre');

export const feeTableDate = formatShortDatePtBr(inpiFeeTable.effectiveFrom);
export const feeTableVerifiedAt = formatShortDatePtBr(inpiFeeTable.verifiedAt);

export const filingFeesSentence =
  `Pela tabela do INPI em vigor desde ${feeTableDate}, o pedido de registro com especificação pré-aprovada custa ` +
  `${formatCents(preApproved.fullCents)} por classe (${formatCents(preApproved.discountedCents)} com o desconto de ` +
  `${inpiFeeTable.discountPercent}%), e o pedido com especificação de livre preenchimento custa ` +
  `${formatCents(free.fullCents)} por classe (${formatCents(free.discountedCents)} com desconto).`;

export const firstDecenniumSentence =
  'Desde essa tabela, o valor pago no depósito já inclui o primeiro decênio de vigência e a expedição do certificado: ' +
  'para pedidos novos não existe mais uma segunda guia de concessão para pagar depois do deferimento.';

export const discountSentence =
  `Têm direito ao desconto de ${inpiFeeTable.discountPercent}%: ${inpiFeeTable.discountHolders.join('; ')}. ` +
  `O desconto vale quando o titular do pedido se enquadra nessas categorias. ${inpiFeeTable.exemption}`;

export const validitySentence =
  `O registro vale por ${REGISTRATION_VALIDITY_YEARS} anos e pode ser prorrogado por períodos iguais e sucessivos, ` +
  'quantas vezes o titular quiser. A prorrogação tem taxa própria, paga no último ano de vigência, conforme a tabela oficial da época.';

export const processingSentence =
  `Quando não há oposição nem exigências, o INPI costuma decidir em ${TYPICAL_PROCESSING_MONTHS.min} a ` +
  `${TYPICAL_PROCESSING_MONTHS.max} meses a partir do depósito. Com oposição, exigência ou recurso, o prazo pode ser bem maior, ` +
  'e nós avisamos você a cada publicação.';

export const feeSourceNote =
  `Fonte: ${inpiFeeTable.source}, vigente desde ${feeTableDate} (conferida em ${feeTableVerifiedAt}). ` +
  'As taxas podem mudar: confira sempre a tabela oficial no site do INPI.';

export const feeSourceLink = {
  label: 'Tabela oficial e serviços de marcas no site do INPI',
  href: inpiFeeTable.sourceUrl,
};
