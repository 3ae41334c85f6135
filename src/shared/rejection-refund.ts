import { messages } from './messages';

/**
 * What a rejection does with the money paid for the request, in one place (the server's refund, the customer's row
 * and the rejection e-mail read it). The terms of use: "Depois que o pedido é protocolado no INPI não há reembolso";
 * before the filing, a request we refuse is refunded in full (docs/decisions/027-devolver-para-correcao.md).
 */
export type RejectionMoney = 'refund' | 'noRefundAfterFiling' | 'nothingPaid';

export function rejectionMoney(facts: { paid: boolean; filed: boolean }): RejectionMoney {
  if (facts.filed) return 'noRefundAfterFiling';
  return facts.paid ? 'refund' : 'nothingPaid';
}

/** The words the customer reads about the money (null when nothing was paid). */
export function rejectionMoneyText(money: RejectionMoney): string | null {
  const text = messages.corrections;
  if (money === 'refund') return text.refundBeforeFiling;
  if (money === 'noRefundAfterFiling') return text.noRefundAfterFiling(text.termsNoRefund);
  return null;
}
