import { type CatalogueEntry, findEntry } from '../../shared/catalogue';
import { documentTypeOf, onlyDigits } from '../../shared/documents';
import { isUf } from '../../shared/schemas/text-rules';
import { messages } from '../../shared/messages';
import { isPaid } from '../../shared/schemas/checkout';
import { ApiError } from '../http/errors';
import type { CustomerOrder } from '../orders/customer-orders';
import type { CheckedSubmission, Payer } from './submission';

/** The catalogue entry whose price this order must be paid at; only an unpaid order can be paid. */
export function chargeableEntry(order: CustomerOrder): CatalogueEntry & { priceCents: number } {
  if (isPaid(order.statusPagamento)) throw new ApiError(409, messages.payments.alreadyPaid);
  const entry = findEntry(order.planoId);
  if (!entry || entry.priceCents === null || entry.kind !== order.kind)
    throw new ApiError(400, messages.register.planUnknown);
  return entry as CatalogueEntry & { priceCents: number };
}

const filled = (value: string | undefined) => (value ?? '').trim().length > 0;

function checkBoletoPayer(payer: Payer): void {
  const identification = payer.identification;
  if (!identification || documentTypeOf(identification.number) !== identification.type.toLowerCase()) {
    throw new ApiError(400, messages.payments.boletoDocument);
  }
  const address = payer.address;
  const complete =
    address &&
    onlyDigits(address.zipCode).length === 8 &&
    [address.streetName, address.streetNumber, address.neighborhood, address.city].every(filled) &&
    isUf(address.federalUnit.trim().toUpperCase());
  if (!complete) throw new ApiError(400, messages.payments.boletoAddress);
}

/** The request's own rules: instalments within the catalogue's, what boleto and cards need. */
export function checkPaymentRequest(
  input: CheckedSubmission,
  entry: CatalogueEntry,
  provider: 'sandbox' | 'mercadopago',
): void {
  if (input.metodo === 'credit_card') {
    if (input.installments > entry.instalments)
      throw new ApiError(400, messages.payments.instalmentsAboveLimit(entry.instalments));
  } else if (input.installments !== 1) {
    throw new ApiError(400, messages.payments.singleInstalment);
  }
  if (input.metodo === 'boleto') checkBoletoPayer(input.payer);
  const card = input.metodo === 'credit_card' || input.metodo === 'debit_card';
  if (card && input.paymentMethodId !== undefined && !/^[a-z0-9_]{2,40}$/.test(input.paymentMethodId)) {
    throw new ApiError(400, messages.payments.cardBrandMissing);
  }
  if (card && provider === 'mercadopago') {
    if (!filled(input.token)) throw new ApiError(400, messages.payments.cardTokenMissing);
    if (!input.paymentMethodId) throw new ApiError(400, messages.payments.cardBrandMissing);
  }
}

/** Mercado Pago's boleto methods: Bradesco's registered boleto, and the lottery-house slip (Caixa). */
const boletoMethods = ['bolbradesco', 'pec'] as const;

/** Whether the provider's payment method id is one of the boletos we sell. */
export const isBoletoMethodId = (id: string) => (boletoMethods as readonly string[]).includes(id);

/** The boleto method the customer chose in the Brick; Bradesco's when none (or an unknown one) came. */
export function boletoMethodId(chosen: string | undefined): string {
  return isBoletoMethodId(chosen ?? '') ? chosen! : 'bolbradesco';
}

/** Mercado Pago's method id as we record it before the provider answers. */
export function initialPaymentMethodId(input: CheckedSubmission): string {
  if (input.metodo === 'pix') return 'pix';
  if (input.metodo === 'boleto') return boletoMethodId(input.paymentMethodId);
  return input.paymentMethodId ?? input.metodo;
}
