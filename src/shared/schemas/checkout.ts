import type { CorrectionPart } from '../request-statuses';
import type { RejectionMoney } from '../rejection-refund';
import type { BrandInpiSummary } from './inpi';
import * as v from 'valibot';
import { planIdField } from './fields';

/**
 * The checkout API contract, shared by the server (src/server/payments, src/server/orders) and the
 * checkout screens. Field names follow the spec (section 7) and Mercado Pago's payment object.
 */

export type OrderKind = 'marca' | 'servico';
export type PaymentStatusLabel = 'Pendente' | 'Pago';
/** The paid rule, in one place: an order is paid when its stored payment status is "Pago". */
export const PAID = 'Pago' satisfies PaymentStatusLabel;
export const isPaid = (status: string | null | undefined): boolean => status === PAID;
export const paymentStatusLabel = (status: string | null | undefined): PaymentStatusLabel =>
  isPaid(status) ? PAID : 'Pendente';
/** Mercado Pago's payment statuses; the sandbox answers the same. */
export type ProviderPaymentStatus = 'approved' | 'pending' | 'in_process' | 'rejected' | 'cancelled' | 'refunded';
export type PaymentMethodChoice = 'pix' | 'boleto' | 'credit_card' | 'debit_card';

/** GET /api/marcas/ → { marcas: CustomerBrand[] } */
export interface CustomerBrand {
  id: number;
  /** The catalogue title (Essencial, Premium). */
  plano: string;
  planoID: number;
  nome: string | null;
  statusPagamento: PaymentStatusLabel;
  status: string;
  /** The customer confirmed the registration wizard (the name alone is saved two steps before the end). */
  concluido: boolean;
  /** Where the process stands at the INPI, once staff recorded its number (GET /api/marcas/ only). */
  inpi?: BrandInpiSummary | null;
  /** Present (true) while a card payment of the unpaid order is under the provider's analysis. */
  pagamentoEmAnalise?: boolean;
  /** A Rejeitada or Devolvida request: the reason staff gave (GET /api/marcas/ only; null when they wrote none). */
  mensagem?: string | null;
  /** Returned for correction: the parts the customer may change. */
  correcao?: CorrectionPart[];
  /** Rejected: what happens to the money paid (a full refund before filing, none after). */
  reembolso?: RejectionMoney;
  /** Sent, waiting for the procuração's signature: who still has to sign ("falta a assinatura de {nome}"). */
  aguardandoAssinatura?: string[];
}

/** GET /api/servicos/ → { servicos: CustomerService[] } */
export interface CustomerService {
  id: number;
  num_protocolo: string | null;
  nome: string;
  plano_id: number;
  status: string;
  status_pagamento: PaymentStatusLabel;
  mensagem: string | null;
  procuracao_assinada: boolean;
  dados: Record<string, unknown>;
  /** The customer sent the request from its review (until then it can be finished from /servicos). */
  concluido: boolean;
  /** Sent, waiting for the procuração's signature: who still has to sign ("falta a assinatura de {nome}"). */
  aguardandoAssinatura?: string[];
  /** Present (true) while a card payment of the unpaid order is under the provider's analysis. */
  pagamentoEmAnalise?: boolean;
  /** Returned for correction: the parts the customer may change. */
  correcao?: CorrectionPart[];
  /** Rejected: what happens to the money paid (a full refund before filing, none after). */
  reembolso?: RejectionMoney;
}

/** PUT /api/marcas/ {planoID} and POST /api/servicos/ {plano_id} → { marcaID } (the new or reused order's id). */
export interface OrderCreated {
  marcaID: number;
}

/** GET /api/pedidos/{tipo}/{id} (addition): what the checkout screens show about one of the caller's orders. */
export interface OrderSummary {
  id: number;
  tipo: OrderKind;
  planoID: number;
  titulo: string;
  valorCents: number;
  parcelas: number;
  statusPagamento: PaymentStatusLabel;
  /** The latest payment attempt, if any. */
  pagamento: PaymentData | null;
}

/** POST /api/pagamentos/prod, GET /api/pagamentos/{id}: the spec's "payment data". */
export interface PaymentData {
  /** Our payment attempt id (also the id used by the status and sandbox calls). */
  id: number;
  status: ProviderPaymentStatus;
  status_detail: string;
  payment_method_id: string;
  metodo: PaymentMethodChoice;
  installments: number;
  /** In reais, as Mercado Pago answers; the order's catalogue price. */
  transaction_amount: number;
  date_of_expiration: string | null;
  pedido: { id: number; tipo: OrderKind; statusPagamento: PaymentStatusLabel };
  /** Pix only. */
  point_of_interaction?: { transaction_data: { qr_code: string; qr_code_base64: string } };
  /** Boleto only: the 47-digit line and a link to the printable boleto. */
  digitable_line?: string;
  link?: string;
}

/** PUT /api/marcas/ body: the brand plan (1 Essencial, 2 Premium). */
export const brandOrderSchema = v.object({ planoID: planIdField });
/** POST /api/servicos/ body: the service (4 Busca, 5 Oposição, 6 Recurso, 7 Prorrogação). */
export const serviceOrderSchema = v.object({ plano_id: planIdField });

const nonEmpty = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(200, message));

/** POST /api/pagamentos/prod body. Amount and instalment limits are the catalogue's; `transaction_amount` is ignored. */
export const paymentRequestSchema = v.object({
  id: v.pipe(
    v.number('Pedido inválido.'),
    v.integer('Pedido inválido.'),
    v.minValue(1, 'Pedido inválido.'),
    v.maxValue(2_147_483_647, 'Pedido inválido.'),
  ),
  tipo: v.picklist(['marca', 'servico'], 'Tipo de pedido inválido.'),
  metodo: v.picklist(['pix', 'boleto', 'credit_card', 'debit_card'], 'Escolha uma forma de pagamento.'),
  /** Card brand or provider method id (e.g. visa, master, pix, bolbradesco); informative. */
  payment_method_id: v.optional(v.pipe(v.string(), v.maxLength(40))),
  installments: v.optional(
    v.pipe(
      v.number('Número de parcelas inválido.'),
      v.integer('Número de parcelas inválido.'),
      v.minValue(1, 'Número de parcelas inválido.'),
      v.maxValue(99, 'Número de parcelas inválido.'),
    ),
    1,
  ),
  /** The card issuer the Brick chose (Mercado Pago's issuer_id); optional. */
  issuer_id: v.optional(v.union([v.pipe(v.string(), v.maxLength(20)), v.pipe(v.number(), v.integer())])),
  /** Card token: from Mercado Pago's Brick, or the sandbox form's stand-in. */
  token: v.optional(v.pipe(v.string(), v.maxLength(400))),
  /** Name printed on the card: the sandbox decides by it (APRO approves, OTHE rejects, CONT stays pending). */
  cardholderName: v.optional(v.pipe(v.string(), v.maxLength(120))),
  transaction_amount: v.optional(v.unknown()),
  /** A new key per attempt from the client; a repeated key returns the first answer instead of charging twice. */
  idempotencyKey: v.pipe(
    v.string('Chave de idempotência ausente.'),
    v.minLength(8, 'Chave de idempotência inválida.'),
    v.maxLength(100),
  ),
  payer: v.object({
    first_name: nonEmpty('Informe o nome do pagador.'),
    last_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
    email: v.pipe(
      v.string('E-mail do pagador inválido.'),
      v.trim(),
      v.email('E-mail do pagador inválido.'),
      v.maxLength(254),
    ),
    identification: v.optional(
      v.object({ type: v.picklist(['CPF', 'CNPJ']), number: v.pipe(v.string(), v.maxLength(20)) }),
    ),
    address: v.optional(
      v.object({
        zip_code: v.pipe(v.string(), v.maxLength(9)),
        street_name: v.pipe(v.string(), v.maxLength(200)),
        street_number: v.pipe(v.string(), v.maxLength(20)),
        neighborhood: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
        city: v.pipe(v.string(), v.maxLength(100)),
        federal_unit: v.pipe(v.string(), v.maxLength(2)),
      }),
    ),
  }),
});
export type PaymentRequest = v.InferInput<typeof paymentRequestSchema>;
export type PaymentRequestOutput = v.InferOutput<typeof paymentRequestSchema>;
