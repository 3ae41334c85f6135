import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { paymentRequestSchema } from '../../src/shared/schemas/checkout';
import type { Profile } from '../../src/shared/schemas/profile';
import { paymentOf, paymentRequestOf } from '../../src/web/api/payments';
import { newIdempotencyKey } from '../../src/web/checkout/payment-labels';
import {
  boletoFormSchema,
  brickPaymentRequest,
  cardFormSchema,
  paymentRequest,
  splitName,
} from '../../src/web/checkout/payment-request';

const profile: Profile = {
  userID: 7,
  fullName: 'Maria da Silva Souza',
  Email: 'maria@exemplo.com.br',
  CPF: '52998224725',
  phone: '82998765432',
  IsAdmin: false,
  aceitaWhatsapp: false,
  Nacionalidade: '',
  Endereco: 'Rua do Sol',
  Numero: '100',
  Complemento: '',
  Bairro: 'Centro',
  Cidade: 'Maceió',
  Estado: 'AL',
  CEP: '57035000',
};
const order = { tipo: 'marca' as const, id: 12 };
const key = '5f1c8d0e-7a43-4b5e-9d2c-1e0f3a9b8c7d';
const card = v.parse(cardFormSchema, {
  cardholderName: ' apro ',
  number: '4235 6477 2802 5682',
  expiry: '11/39',
  cvv: '123',
  installments: '10',
});

describe('payment requests from the sandbox form', () => {
  it('sends a Pix for the order, with the payer from the profile and the attempt key', () => {
    const request = paymentRequest(order, profile, { metodo: 'pix' }, key);
    expect(request).toEqual({
      id: 12,
      tipo: 'marca',
      metodo: 'pix',
      paymentMethodId: 'pix',
      installments: 1,
      idempotencyKey: key,
      payer: { firstName: 'Maria', lastName: 'da Silva Souza', email: 'maria@exemplo.com.br' },
    });
    expect(v.safeParse(paymentRequestSchema, paymentRequestOf(request)).success).toBe(true);
  });

  it('sends a card as its holder name, brand, instalments and a stand-in token: never its number, expiry or CVV', () => {
    const request = paymentRequest(order, profile, { metodo: 'credit_card', card }, key);
    expect(request).toMatchObject({
      metodo: 'credit_card',
      paymentMethodId: 'visa',
      installments: 10,
      token: 'sandbox',
      cardholderName: 'APRO',
    });
    const sent = JSON.stringify(request);
    for (const secret of ['4235', '5682', '11/39', '"123"']) expect(sent).not.toContain(secret);
    expect(v.safeParse(paymentRequestSchema, paymentRequestOf(request)).success).toBe(true);
  });

  it('pays a debit card at once, with the debit method id', () => {
    expect(paymentRequest(order, profile, { metodo: 'debit_card', card }, key)).toMatchObject({
      paymentMethodId: 'debvisa',
      installments: 1,
    });
  });

  it('sends a boleto with the payer document (CPF or CNPJ) and address', () => {
    const boleto = v.parse(boletoFormSchema, {
      document: '11.222.333/0001-81',
      cep: '57035-000',
      street: 'Rua do Sol',
      number: '100',
      neighborhood: 'Ponta Verde',
      city: 'Maceió',
      uf: 'al',
    });
    const request = paymentRequest({ tipo: 'servico', id: 3 }, profile, { metodo: 'boleto', boleto }, key);
    expect(request.payer).toEqual({
      firstName: 'Maria',
      lastName: 'da Silva Souza',
      email: 'maria@exemplo.com.br',
      identification: { type: 'CNPJ', number: '11222333000181' },
      address: {
        zipCode: '57035000',
        streetName: 'Rua do Sol',
        streetNumber: '100',
        neighborhood: 'Ponta Verde',
        city: 'Maceió',
        federalUnit: 'AL',
      },
    });
    expect(v.safeParse(paymentRequestSchema, paymentRequestOf(request)).success).toBe(true);
  });

  it('says what is wrong with the card and boleto forms in pt-BR', () => {
    const cardIssues = v.safeParse(cardFormSchema, {
      cardholderName: '',
      number: '1234',
      expiry: '13/20',
      cvv: '1',
      installments: '1',
    }).issues!;
    expect(cardIssues.map((issue) => issue.message)).toEqual([
      messages.checkout.cardholderRequired,
      messages.checkout.cardNumberInvalid,
      messages.checkout.cardExpiryInvalid,
      messages.checkout.cardCvvInvalid,
    ]);
    const boletoIssues = v.safeParse(boletoFormSchema, {
      document: '123',
      cep: '570',
      street: '',
      number: '1',
      neighborhood: 'x',
      city: 'y',
      uf: 'Alagoas',
    }).issues!;
    expect(boletoIssues.map((issue) => issue.message)).toEqual([
      messages.register.invalidDocument,
      messages.profile.cepInvalid,
      messages.checkout.addressRequired,
      messages.profile.stateInvalid,
    ]);
  });

  it('draws a fresh idempotency key for every attempt', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const fresh of keys) expect(fresh.length).toBeGreaterThanOrEqual(8);
  });

  it('splits the holder name into first and last names', () => {
    expect(splitName('  Maria   da Silva ')).toEqual({ firstName: 'Maria', lastName: 'da Silva' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});

describe("payment requests from Mercado Pago's Payment Brick", () => {
  it('maps a card submission, keeping the token and issuer and the chosen instalments', () => {
    const request = brickPaymentRequest(
      order,
      profile,
      {
        selectedPaymentMethod: 'credit_card',
        formData: {
          token: 'tok_123',
          issuer_id: '24',
          payment_method_id: 'master',
          installments: 6,
          payer: { email: 'outra@exemplo.com.br', identification: { type: 'CPF', number: '529.982.247-25' } },
        },
      },
      key,
    );
    expect(request).toMatchObject({
      metodo: 'credit_card',
      token: 'tok_123',
      issuerId: '24',
      paymentMethodId: 'master',
      installments: 6,
      payer: {
        firstName: 'Maria',
        email: 'outra@exemplo.com.br',
        identification: { type: 'CPF', number: '52998224725' },
      },
    });
  });

  it('maps Pix (bank transfer) and boleto (ticket), and refuses methods we do not sell through', () => {
    expect(
      brickPaymentRequest(
        order,
        profile,
        { selectedPaymentMethod: 'bank_transfer', formData: { payment_method_id: 'pix' } },
        key,
      ),
    ).toMatchObject({
      metodo: 'pix',
      installments: 1,
    });
    const boleto = brickPaymentRequest(
      order,
      profile,
      {
        selectedPaymentMethod: 'ticket',
        formData: {
          payment_method_id: 'bolbradesco',
          payer: {
            first_name: 'Maria',
            last_name: 'Souza',
            email: 'maria@exemplo.com.br',
            identification: { type: 'CPF', number: '52998224725' },
            address: {
              zip_code: '57035-000',
              street_name: 'Rua do Sol',
              street_number: '100',
              neighborhood: 'Centro',
              city: 'Maceió',
              federal_unit: 'AL',
            },
          },
        },
      },
      key,
    );
    expect(boleto).toMatchObject({
      metodo: 'boleto',
      payer: { lastName: 'Souza', address: { zipCode: '57035000' } },
    });
    expect(brickPaymentRequest(order, profile, { selectedPaymentMethod: 'atm', formData: {} }, key)).toBeNull();
  });
});

describe("the payment at the API's edge", () => {
  it("sends the spec's (Mercado Pago's) names for the checkout's camelCase attempt", () => {
    const boleto = v.parse(boletoFormSchema, {
      document: '529.982.247-25',
      cep: '57035-000',
      street: 'Rua do Sol',
      number: '100',
      neighborhood: 'Ponta Verde',
      city: 'Maceió',
      uf: 'AL',
    });
    expect(paymentRequestOf(paymentRequest(order, profile, { metodo: 'boleto', boleto }, key))).toEqual({
      id: 12,
      tipo: 'marca',
      metodo: 'boleto',
      payment_method_id: 'bolbradesco',
      installments: 1,
      idempotencyKey: key,
      payer: {
        first_name: 'Maria',
        last_name: 'da Silva Souza',
        email: 'maria@exemplo.com.br',
        identification: { type: 'CPF', number: '52998224725' },
        address: {
          zip_code: '57035000',
          street_name: 'Rua do Sol',
          street_number: '100',
          neighborhood: 'Ponta Verde',
          city: 'Maceió',
          federal_unit: 'AL',
        },
      },
    });
  });

  it("reads the server's payment data in camelCase, the Pix code and image under `pix`", () => {
    expect(
      paymentOf({
        id: 31,
        status: 'pending',
        status_detail: 'pending_waiting_transfer',
        payment_method_id: 'pix',
        metodo: 'pix',
        installments: 1,
        transaction_amount: 999,
        date_of_expiration: '2026-11-22T12:00:00.000Z',
        pedido: { id: 12, tipo: 'marca', statusPagamento: 'Pendente' },
        point_of_interaction: { transaction_data: { qr_code: '000201', qr_code_base64: 'iVBORw0KGgo=' } },
      }),
    ).toEqual({
      id: 31,
      status: 'pending',
      statusDetail: 'pending_waiting_transfer',
      paymentMethodId: 'pix',
      metodo: 'pix',
      installments: 1,
      transactionAmount: 999,
      dateOfExpiration: '2026-11-22T12:00:00.000Z',
      pedido: { id: 12, tipo: 'marca', statusPagamento: 'Pendente' },
      pix: { qrCode: '000201', qrCodeBase64: 'iVBORw0KGgo=' },
    });
  });
});
