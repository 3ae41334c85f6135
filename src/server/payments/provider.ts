import type { PaymentMethodChoice, PaymentRequestOutput } from '../../shared/schemas/checkout';
import type { PaymentRow } from './payment-data';

/** What we ask a provider to charge: everything here comes from our side (catalogue, order, attempt). */
export interface ChargeRequest {
  attempt: PaymentRow;
  method: PaymentMethodChoice;
  /** Catalogue title of the plan or service. */
  description: string;
  /** `${tipo}:${id}` of the order; the provider echoes it and we check it. */
  externalReference: string;
  /** Per attempt and per user, so two customers' keys never meet at the provider. */
  idempotencyKey: string;
  payer: PaymentRequestOutput['payer'];
  card: { token?: string; paymentMethodId?: string; issuerId?: string | number; cardholderName?: string };
}

/** The provider's word on a payment. */
export interface ProviderPayment {
  providerPaymentId: string;
  /** The provider's raw status (normalized by settlement). */
  status: string;
  statusDetail: string;
  paymentMethodId: string;
  amountCents: number;
  currency: string;
  externalReference: string | null;
  installments: number;
  expiresAt: Date | null;
  pix?: { qrCode: string; qrCodeBase64: string };
  boleto?: { digitableLine: string; url?: string };
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'mercadopago';
  /** Shortest time between two status queries of one payment while the customer polls. */
  readonly pollIntervalMs: number;
  charge(request: ChargeRequest): Promise<ProviderPayment>;
  /** The provider's current word on an attempt, or null when it has nothing new to say. */
  lookup(attempt: PaymentRow): Promise<ProviderPayment | null>;
}

/** The provider refused or could not be reached; `refused` means the input was at fault. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'refused' | 'unavailable' | 'busy',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
