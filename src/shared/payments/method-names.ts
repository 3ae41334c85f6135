import { formatInstalments } from '../money';
import type { PaymentMethodChoice } from '../schemas/checkout';

export const paymentMethodNames: Record<PaymentMethodChoice, string> = {
  pix: 'Pix',
  boleto: 'Boleto bancário',
  credit_card: 'Cartão de crédito',
  debit_card: 'Cartão de débito',
};

/** "Pix", "Cartão de crédito em 10x de R$ 99,90": how a payment was (or is to be) made. */
export function paymentHow(method: PaymentMethodChoice, installments: number, totalCents: number): string {
  const name = paymentMethodNames[method] ?? method;
  return method === 'credit_card' && installments > 1
    ? `${name} em ${formatInstalments(totalCents, installments)}`
    : name;
}
