import type { PayerAddress, PaymentSubmission } from '../../../machines/checkout/payment';
import type { PaymentRequestOutput } from '../../shared/schemas/checkout';

/**
 * POST /api/pagamentos/prod as checked by its schema, in camelCase: the checkout's `PaymentSubmission` with the
 * schema's defaults filled in. The body's Mercado Pago names (`payment_method_id`, `payer.first_name`…) stop at the
 * route; the Mercado Pago provider names them again for its own API.
 */
export type CheckedSubmission = Omit<PaymentSubmission, 'installments' | 'payer'> & {
  installments: number;
  payer: Omit<PaymentSubmission['payer'], 'lastName' | 'address'> & {
    lastName: string;
    address?: PayerAddress & { neighborhood: string };
  };
};

export type Payer = CheckedSubmission['payer'];

export function checkedSubmissionOf(request: PaymentRequestOutput): CheckedSubmission {
  const { payer } = request;
  const address = payer.address;
  return {
    id: request.id,
    tipo: request.tipo,
    metodo: request.metodo,
    paymentMethodId: request.payment_method_id,
    installments: request.installments,
    issuerId: request.issuer_id,
    token: request.token,
    cardholderName: request.cardholderName,
    idempotencyKey: request.idempotencyKey,
    payer: {
      firstName: payer.first_name,
      lastName: payer.last_name,
      email: payer.email,
      identification: payer.identification,
      address: address && {
        zipCode: address.zip_code,
        streetName: address.street_name,
        streetNumber: address.street_number,
        neighborhood: address.neighborhood,
        city: address.city,
        federalUnit: address.federal_unit,
      },
    },
  };
}
