import type { Payment, PaymentSubmission } from '../../../machines/checkout/payment';
import type { PaymentData, PaymentRequest } from '../../shared/schemas/checkout';
import { api } from './client';

/** The spec's payment data (Mercado Pago's names) as the checkout reads it. */
export function paymentOf(data: PaymentData): Payment {
  const qr = data.point_of_interaction?.transaction_data;
  return {
    id: data.id,
    status: data.status,
    statusDetail: data.status_detail,
    paymentMethodId: data.payment_method_id,
    metodo: data.metodo,
    installments: data.installments,
    transactionAmount: data.transaction_amount,
    dateOfExpiration: data.date_of_expiration,
    pedido: data.pedido,
    ...(qr && { pix: { qrCode: qr.qr_code, qrCodeBase64: qr.qr_code_base64 } }),
    ...(data.digitable_line !== undefined && { digitableLine: data.digitable_line }),
    ...(data.link !== undefined && { link: data.link }),
  };
}

/** The body of POST /api/pagamentos/prod, in the spec's names. */
export function paymentRequestOf(submission: PaymentSubmission): PaymentRequest {
  const { paymentMethodId, issuerId, payer, ...rest } = submission;
  const { firstName, lastName, address, ...person } = payer;
  return {
    ...rest,
    ...(paymentMethodId !== undefined && { payment_method_id: paymentMethodId }),
    ...(issuerId !== undefined && { issuer_id: issuerId }),
    payer: {
      first_name: firstName,
      ...(lastName !== undefined && { last_name: lastName }),
      ...person,
      ...(address && {
        address: {
          zip_code: address.zipCode,
          street_name: address.streetName,
          street_number: address.streetNumber,
          ...(address.neighborhood !== undefined && { neighborhood: address.neighborhood }),
          city: address.city,
          federal_unit: address.federalUnit,
        },
      }),
    },
  };
}

/** One payment attempt; its idempotency key makes a repeated request answer the first attempt instead of charging again. */
export const submitPayment = (submission: PaymentSubmission) =>
  api<PaymentData>('/pagamentos/prod', { method: 'POST', body: paymentRequestOf(submission) }).then(paymentOf);

/** The attempt as the provider last reported it (the server asks the provider; the browser never sets a status). */
export const getPayment = (id: number) => api<PaymentData>(`/pagamentos/${id}`).then(paymentOf);
