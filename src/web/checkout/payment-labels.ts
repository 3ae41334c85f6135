import type { Payment } from '../../../machines/checkout/payment';
import { formatInstalments } from '../../shared/money';
import { messages } from '../../shared/messages';

export { paymentMethodNames as methodNames } from '../../shared/payments/method-names';
import { paymentMethodNames as methodNames } from '../../shared/payments/method-names';

/** "10x de R$ 99,90 sem juros" for each number of instalments up to the catalogue's limit. */
export function instalmentOptions(totalCents: number, maxInstalments: number): Array<{ value: string; label: string }> {
  return Array.from({ length: maxInstalments }, (_, index) => {
    const count = index + 1;
    const label =
      count === 1
        ? `${formatInstalments(totalCents, 1)} (à vista)`
        : `${formatInstalments(totalCents, count)} sem juros`;
    return { value: String(count), label };
  });
}

/** "Cartão de crédito em 10x de R$ 99,90 sem juros", "Pix". */
export function paymentMethodLabel(payment: Payment, totalCents: number): string {
  const name = methodNames[payment.metodo];
  if (payment.metodo !== 'credit_card' || payment.installments <= 1) return name;
  return `${name} em ${formatInstalments(totalCents, payment.installments)} sem juros`;
}

export type PaymentStanding = { color: 'green' | 'yellow' | 'blue'; text: string };

/** How the payment stands, in the customer's words, on the review page. */
export function paymentStanding(payment: Payment | null, orderPaid: boolean): PaymentStanding | null {
  if (orderPaid || payment?.status === 'approved')
    return { color: 'green', text: messages.payments.statusDetail.accredited };
  if (!payment) return null;
  if (payment.metodo === 'pix') return { color: 'blue', text: messages.checkout.pixAwaiting };
  if (payment.metodo === 'boleto') return { color: 'blue', text: messages.checkout.boletoAwaiting };
  return {
    color: 'yellow',
    text: messages.payments.statusDetail[payment.statusDetail] ?? messages.payments.statusDetail.pending_review_manual,
  };
}

/** 47 digits as banks print them: 00000.00000 00000.000000 00000.000000 0 00000000000000. */
export function formatDigitableLine(line: string): string {
  const digits = line.replace(/\D/g, '');
  if (digits.length !== 47) return line;
  return `${digits.slice(0, 5)}.${digits.slice(5, 10)} ${digits.slice(10, 15)}.${digits.slice(15, 21)} ${digits.slice(21, 26)}.${digits.slice(26, 32)} ${digits.slice(32, 33)} ${digits.slice(33)}`;
}

/** A fresh key per payment attempt; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
