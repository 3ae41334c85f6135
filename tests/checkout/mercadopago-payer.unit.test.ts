import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../src/server/mail/outbox-worker';
import { identificationNumber, payerName } from '../../src/server/payments/mercadopago/payer';
import { boletoMethodId } from '../../src/server/payments/payment-rules';
import { orderReference } from '../../src/shared/order-reference';

describe('the payer as Mercado Pago validates it', () => {
  it('keeps an alphanumeric CNPJ whole and uppercase, and a CPF as digits', () => {
    expect(identificationNumber('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(identificationNumber('529.982.247-25')).toBe('52998224725');
  });

  it.each([
    [['Papelaria', ''], { first_name: 'Papelaria', last_name: 'Papelaria' }],
    [['Maria da Silva', ''], { first_name: 'Maria', last_name: 'da Silva' }],
    [['', 'Souza'], { first_name: 'Souza', last_name: 'Souza' }],
    [['Maria', 'Souza'], { first_name: 'Maria', last_name: 'Souza' }],
  ] as const)('gives %j a last name', ([first, last], expected) => {
    expect(payerName(first, last)).toEqual(expected);
  });

  it('sends the boleto method the customer chose, Bradesco when none or an unknown one came', () => {
    expect(boletoMethodId('pec')).toBe('pec');
    expect(boletoMethodId('bolbradesco')).toBe('bolbradesco');
    expect(boletoMethodId(undefined)).toBe('bolbradesco');
    expect(boletoMethodId('visa')).toBe('bolbradesco');
  });
});

describe('order references', () => {
  it('never let a brand and a service order share a number, nor pass for an INPI process number', () => {
    expect(orderReference('marca', 12)).toBe('M-0012');
    expect(orderReference('servico', 12)).toBe('S-0012');
    expect(orderReference('marca', 912345678)).not.toMatch(/^\d{9}$/);
  });
});

describe('outbox retries', () => {
  it('wait longer after each failure, never more than an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(30)).toBe(60 * 60 * 1000);
  });
});
