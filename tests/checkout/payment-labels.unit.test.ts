import { describe, expect, it } from 'vitest';
import { findEntry } from '../../src/shared/catalogue';
import { messages } from '../../src/shared/messages';
import type { Payment } from '../../machines/checkout/payment';
import {
  formatDigitableLine,
  instalmentOptions,
  paymentMethodLabel,
  paymentStanding,
} from '../../src/web/checkout/payment-labels';

const payment = (overrides: Partial<Payment>): Payment => ({
  id: 1,
  status: 'pending',
  statusDetail: '',
  paymentMethodId: 'pix',
  metodo: 'pix',
  installments: 1,
  transactionAmount: 999,
  dateOfExpiration: null,
  pedido: { id: 1, tipo: 'marca', statusPagamento: 'Pendente' },
  ...overrides,
});

describe('payment labels', () => {
  it("offers instalments up to the catalogue's limit, priced from the catalogue", () => {
    const essencial = findEntry(1)!;
    const options = instalmentOptions(essencial.priceCents!, essencial.instalments);
    expect(options).toHaveLength(10);
    expect(options[0]).toEqual({ value: '1', label: '1x de R$ 999,00 (à vista)' });
    expect(options[9]).toEqual({ value: '10', label: '10x de R$ 99,90 sem juros' });
    const busca = findEntry(4)!;
    expect(instalmentOptions(busca.priceCents!, busca.instalments).at(-1)!.label).toBe('12x de R$ 9,90 sem juros');
  });

  it('names the method, with the instalments of a credit card', () => {
    expect(paymentMethodLabel(payment({}), 99_900)).toBe('Pix');
    expect(paymentMethodLabel(payment({ metodo: 'credit_card', installments: 10 }), 99_900)).toBe(
      'Cartão de crédito em 10x de R$ 99,90 sem juros',
    );
    expect(paymentMethodLabel(payment({ metodo: 'debit_card' }), 99_900)).toBe('Cartão de débito');
  });

  it('says how the payment stands on the review', () => {
    expect(paymentStanding(payment({ status: 'approved' }), false)).toEqual({
      color: 'green',
      text: messages.payments.statusDetail.accredited,
    });
    expect(paymentStanding(payment({}), true)?.color).toBe('green');
    expect(
      paymentStanding(
        payment({ metodo: 'credit_card', status: 'in_process', statusDetail: 'pending_contingency' }),
        false,
      ),
    ).toEqual({
      color: 'yellow',
      text: messages.payments.statusDetail.pending_contingency,
    });
    expect(paymentStanding(payment({ metodo: 'credit_card', status: 'in_process' }), false)?.text).toBe(
      messages.payments.statusDetail.pending_review_manual,
    );
    expect(paymentStanding(payment({ metodo: 'boleto' }), false)?.text).toBe(messages.checkout.boletoAwaiting);
    expect(paymentStanding(null, false)).toBeNull();
  });

  it('prints a digitable line in the banks’ groups', () => {
    expect(formatDigitableLine('00190000090000000000000000000000164000000118800')).toBe(
      '00190.00009 00000.000000 00000.000000 1 64000000118800',
    );
    expect(formatDigitableLine('123')).toBe('123');
  });
});
