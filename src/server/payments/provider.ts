import type { PaymentMethodChoice } from '../../shared/schemas/checkout';
import type { PaymentRow } from './payment-data';
import type { Payer } from './submission';

/** What we ask a provider to charge: everything here comes from our side (catalogue, order, attempt). */
export interface ChargeRequest {
  attempt: PaymentRow;
  method: PaymentMethodChoice;
  /** Catalogue title of the plan or service. */
  description: string;
  /** The order's reference (`externalReferenceOf`); the provider echoes it and we check it. */
  externalReference: string;
  /** Per attempt and per user, so two customers' keys never meet at the provider. */
  idempotencyKey: string;
  payer: Payer;
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
  /** Our attempt's id as we sent it in the payment's metadata, when the provider echoes it. */
  attemptId: number | null;
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
  /**
   * For an attempt whose charge answer never got recorded (the process stopped mid-call): the payment the
   * provider made for it, found by the order's external_reference, or null when it made none.
   */
  findByReference(attempt: PaymentRow, externalReference: string): Promise<ProviderPayment | null>;
  /** Cancels a pending Pix or boleto, so a replaced attempt can no longer be paid; answers the payment as it is now. */
  cancel(attempt: PaymentRow): Promise<ProviderPayment | null>;
  /** Gives the whole amount back (a duplicate payment); answers the payment as it is now. */
  refund(attempt: PaymentRow): Promise<ProviderPayment | null>;
}

/**
 * The provider refused or could not be reached. `refused`: the input was at fault and nothing was made;
 * `unavailable`: the provider turned the call away (our credentials, its gate) and made nothing; `uncertain`: the
 * call ended without an answer we can trust (a 5xx, a time-out, a dropped connection, the same key still at work
 * there), so it may have charged.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'refused' | 'unavailable' | 'uncertain',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
