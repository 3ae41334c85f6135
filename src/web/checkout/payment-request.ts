import * as v from 'valibot';
import type { OrderRef } from '../../../machines/checkout/checkout';
import type { PaymentSubmission } from '../../../machines/checkout/payment';
import { documentTypeOf, normalizeDocument, onlyDigits } from '../../shared/documents';
import { messages } from '../../shared/messages';
import type { PaymentMethodChoice } from '../../shared/schemas/checkout';
import { documentField } from '../../shared/schemas/fields';
import type { Profile } from '../../shared/schemas/profile';
import { cardBrand, debitMethodId, isValidCardNumber, isValidExpiry } from './card';

const required = (message: string, max = 200) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, message));

/** The sandbox card form. Number, expiry and CVV are checked here and never leave the browser. */
export const cardFormSchema = v.object({
  cardholderName: v.pipe(required(messages.checkout.cardholderRequired, 120), v.toUpperCase()),
  number: v.pipe(
    v.string(messages.checkout.cardNumberInvalid),
    v.check(isValidCardNumber, messages.checkout.cardNumberInvalid),
  ),
  expiry: v.pipe(
    v.string(messages.checkout.cardExpiryInvalid),
    v.check((value) => isValidExpiry(value), messages.checkout.cardExpiryInvalid),
  ),
  cvv: v.pipe(v.string(messages.checkout.cardCvvInvalid), v.regex(/^\d{3,4}$/, messages.checkout.cardCvvInvalid)),
  installments: v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)),
});
export type CardForm = v.InferOutput<typeof cardFormSchema>;

/** Who pays a boleto and where they live: Mercado Pago requires both for a registered boleto. */
export const boletoFormSchema = v.object({
  document: documentField,
  cep: v.pipe(
    v.string(messages.profile.cepInvalid),
    v.transform(onlyDigits),
    v.check((value) => value.length === 8, messages.profile.cepInvalid),
  ),
  street: required(messages.checkout.addressRequired),
  number: required(messages.checkout.addressRequired, 20),
  neighborhood: required(messages.checkout.addressRequired, 100),
  city: required(messages.checkout.addressRequired, 100),
  uf: v.pipe(
    v.string(messages.profile.stateInvalid),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{2}$/, messages.profile.stateInvalid),
  ),
});
export type BoletoForm = v.InferOutput<typeof boletoFormSchema>;

export type PaymentChoice =
  | { metodo: 'pix' }
  | { metodo: 'boleto'; boleto: BoletoForm }
  | { metodo: 'credit_card' | 'debit_card'; card: CardForm };

/** "Maria da Silva Souza" → Maria / da Silva Souza. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

function payerOf(profile: Profile) {
  return { ...splitName(profile.fullName), email: profile.Email };
}

/**
 * The body of POST /api/pagamentos/prod for the sandbox form. The amount is the server's (from the
 * catalogue); a card goes as its holder name, brand and a stand-in token, never its number or CVV.
 */
export function paymentRequest(
  order: OrderRef,
  profile: Profile,
  choice: PaymentChoice,
  idempotencyKey: string,
): PaymentSubmission {
  const base = { id: order.id, tipo: order.tipo, idempotencyKey, payer: payerOf(profile) };
  if (choice.metodo === 'pix') return { ...base, metodo: 'pix', paymentMethodId: 'pix', installments: 1 };
  if (choice.metodo === 'boleto') {
    const { boleto } = choice;
    const number = normalizeDocument(boleto.document);
    return {
      ...base,
      metodo: 'boleto',
      paymentMethodId: 'bolbradesco',
      installments: 1,
      payer: {
        ...base.payer,
        identification: { type: documentTypeOf(number) === 'cnpj' ? 'CNPJ' : 'CPF', number },
        address: {
          zipCode: boleto.cep,
          streetName: boleto.street,
          streetNumber: boleto.number,
          neighborhood: boleto.neighborhood,
          city: boleto.city,
          federalUnit: boleto.uf,
        },
      },
    };
  }
  const brand = cardBrand(choice.card.number) ?? 'visa';
  const debit = choice.metodo === 'debit_card';
  return {
    ...base,
    metodo: choice.metodo,
    paymentMethodId: debit ? debitMethodId(brand) : brand,
    installments: debit ? 1 : choice.card.installments,
    token: 'sandbox',
    cardholderName: choice.card.cardholderName,
  };
}

/** What Mercado Pago's Payment Brick hands to onSubmit (only the fields we read), in the SDK's own names. */
export interface BrickSubmission {
  selectedPaymentMethod?: string;
  paymentType?: string;
  formData: {
    token?: string;
    issuer_id?: string | number;
    payment_method_id?: string;
    installments?: number;
    payer?: {
      email?: string;
      first_name?: string;
      last_name?: string;
      identification?: { type?: string; number?: string };
      address?: {
        zip_code?: string;
        street_name?: string;
        street_number?: string;
        neighborhood?: string;
        city?: string;
        federal_unit?: string;
      };
    };
  };
}

const brickMethods: Record<string, PaymentMethodChoice> = {
  credit_card: 'credit_card',
  creditCard: 'credit_card',
  debit_card: 'debit_card',
  debitCard: 'debit_card',
  prepaid_card: 'debit_card',
  prepaidCard: 'debit_card',
  bank_transfer: 'pix',
  ticket: 'boleto',
};

/** The Brick's submission as our payment attempt; null for a method we do not sell through (ATM, wallet). */
export function brickPaymentRequest(
  order: OrderRef,
  profile: Profile,
  submission: BrickSubmission,
  idempotencyKey: string,
): PaymentSubmission | null {
  const metodo = brickMethods[submission.selectedPaymentMethod ?? submission.paymentType ?? ''];
  if (!metodo) return null;
  const { formData } = submission;
  const payer = formData.payer ?? {};
  const documentType = payer.identification?.type;
  const identification =
    payer.identification?.number && (documentType === 'CPF' || documentType === 'CNPJ')
      ? { type: documentType as 'CPF' | 'CNPJ', number: normalizeDocument(payer.identification.number) }
      : undefined;
  const address = payer.address
    ? {
        zipCode: onlyDigits(payer.address.zip_code ?? ''),
        streetName: payer.address.street_name ?? '',
        streetNumber: payer.address.street_number ?? '',
        neighborhood: payer.address.neighborhood ?? '',
        city: payer.address.city ?? '',
        federalUnit: payer.address.federal_unit ?? '',
      }
    : undefined;
  const names = payer.first_name
    ? { firstName: payer.first_name, lastName: payer.last_name ?? '' }
    : splitName(profile.fullName);
  return {
    id: order.id,
    tipo: order.tipo,
    metodo,
    paymentMethodId: formData.payment_method_id,
    installments: metodo === 'credit_card' ? (formData.installments ?? 1) : 1,
    ...(formData.token ? { token: formData.token } : {}),
    ...(formData.issuer_id !== undefined ? { issuerId: formData.issuer_id } : {}),
    idempotencyKey,
    payer: {
      ...names,
      email: payer.email || profile.Email,
      ...(identification ? { identification } : {}),
      ...(address ? { address } : {}),
    },
  };
}
