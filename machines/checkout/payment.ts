import type {
  OrderKind,
  OrderSummary as OrderSummaryAnswer,
  PaymentMethodChoice,
  PaymentStatusLabel,
  ProviderPaymentStatus,
} from '../../src/shared/schemas/checkout';

/**
 * What the checkout sees of a payment and of an order, in camelCase: src/web/api/payments.ts and orders.ts map the
 * spec's names (Mercado Pago's `status_detail`, `transaction_amount`…) to these where they are fetched and sent.
 */

/** A payment attempt as the server last reported it. */
export interface Payment {
  /** Our payment attempt id (also the id used by the status and sandbox calls). */
  id: number;
  status: ProviderPaymentStatus;
  statusDetail: string;
  paymentMethodId: string;
  metodo: PaymentMethodChoice;
  installments: number;
  /** In reais, as Mercado Pago answers; the order's catalogue price. */
  transactionAmount: number;
  dateOfExpiration: string | null;
  pedido: { id: number; tipo: OrderKind; statusPagamento: PaymentStatusLabel };
  /** Pix only: the code to copy and its QR image (base64 PNG). */
  pix?: { qrCode: string; qrCodeBase64: string };
  /** Boleto only: the 47-digit line and a link to the printable boleto. */
  digitableLine?: string;
  link?: string;
}

/** The address a registered boleto needs. */
export interface PayerAddress {
  zipCode: string;
  streetName: string;
  streetNumber: string;
  neighborhood?: string;
  city: string;
  federalUnit: string;
}

/** One payment attempt as the checkout sends it; its idempotency key makes a repeat answer the first attempt. */
export interface PaymentSubmission {
  id: number;
  tipo: OrderKind;
  metodo: PaymentMethodChoice;
  /** Card brand or provider method id (visa, master, pix, bolbradesco); informative. */
  paymentMethodId?: string;
  installments?: number;
  /** The card issuer the Brick chose; optional. */
  issuerId?: string | number;
  /** Card token: from Mercado Pago's Brick, or the sandbox form's stand-in. */
  token?: string;
  cardholderName?: string;
  idempotencyKey: string;
  payer: {
    firstName: string;
    lastName?: string;
    email: string;
    identification?: { type: 'CPF' | 'CNPJ'; number: string };
    address?: PayerAddress;
  };
}

/** One of the customer's orders as the checkout screens show it, with its latest payment attempt. */
export type OrderSummary = Omit<OrderSummaryAnswer, 'planoID' | 'pagamento'> & {
  planId: number;
  pagamento: Payment | null;
};
