import type { Payment, PaymentRefund } from 'mercadopago';
import type { PaymentCreateRequest } from 'mercadopago/dist/clients/payment/create/types';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import { onlyDigits } from '../../../shared/documents';
import { boletoMethodId } from '../payment-rules';
import { identificationNumber, payerName } from './payer';
import { digitableLineOf } from '../../../shared/payments/boleto';
import { brazilIsoString } from '../../../shared/time/brasilia';
import type { PaymentRow } from '../payment-data';
import { type ChargeRequest, type PaymentProvider, type ProviderPayment, ProviderError } from '../provider';

const PIX_LIFETIME_MS = 30 * 60 * 1000;
/** While a customer watches the Pix screen we ask Mercado Pago at most this often; webhooks do the rest. */
const POLL_INTERVAL_MS = 5000;

export interface MercadoPagoProvider extends PaymentProvider {
  readonly name: 'mercadopago';
  /** The payment as Mercado Pago has it now, or null when it does not know that id. */
  fetchPayment(providerPaymentId: string): Promise<ProviderPayment | null>;
}

type Sdk = typeof import('mercadopago');

interface Clients {
  payments: Payment;
  refunds: PaymentRefund;
  /** The SDK's error class: its `status` is Mercado Pago's HTTP answer. */
  MercadoPagoError: Sdk['MercadoPagoError'];
}

function providerError(error: unknown, { MercadoPagoError }: Clients): ProviderError {
  const status = error instanceof MercadoPagoError ? error.status : undefined;
  if (status === 400 || status === 402 || status === 404 || status === 422)
    return new ProviderError(error instanceof Error ? error.message : 'recusado', 'refused', { cause: error });
  if (status === 401 || status === 403)
    return new ProviderError(error instanceof Error ? error.message : 'não autorizado', 'unavailable', {
      cause: error,
    });
  // 409/423: the same idempotency key is still being worked on there; 5xx, time-outs and dropped connections say
  // nothing of whether the payment was made.
  return new ProviderError(error instanceof Error ? error.message : 'sem resposta', 'uncertain', { cause: error });
}

function boletoLineOf(payment: PaymentResponse): string | undefined {
  const line = payment.transaction_details?.digitable_line;
  if (line) return onlyDigits(line);
  const barcode =
    payment.transaction_details?.barcode?.content ?? (payment as { barcode?: { content?: string } }).barcode?.content;
  return barcode && /^\d{44}$/.test(barcode) ? digitableLineOf(barcode) : undefined;
}

export function fromMercadoPago(payment: PaymentResponse): ProviderPayment {
  const transaction = payment.point_of_interaction?.transaction_data;
  const line = boletoLineOf(payment);
  return {
    providerPaymentId: String(payment.id ?? ''),
    status: payment.status ?? '',
    statusDetail: payment.status_detail ?? '',
    paymentMethodId: payment.payment_method_id ?? '',
    amountCents: Math.round(Number(payment.transaction_amount) * 100),
    currency: payment.currency_id ?? '',
    externalReference: payment.external_reference ?? null,
    attemptId: Number.isSafeInteger(Number(payment.metadata?.pagamento_id))
      ? Number(payment.metadata?.pagamento_id)
      : null,
    installments: payment.installments ?? 1,
    expiresAt: payment.date_of_expiration ? new Date(payment.date_of_expiration) : null,
    pix: transaction?.qr_code
      ? { qrCode: transaction.qr_code, qrCodeBase64: transaction.qr_code_base64 ?? '' }
      : undefined,
    boleto: line
      ? { digitableLine: line, url: payment.transaction_details?.external_resource_url ?? transaction?.ticket_url }
      : undefined,
  };
}

function paymentMethodIdFor(request: ChargeRequest): string {
  if (request.method === 'pix') return 'pix';
  if (request.method === 'boleto') return boletoMethodId(request.card.paymentMethodId);
  return request.card.paymentMethodId ?? '';
}

function createBody(request: ChargeRequest, publicUrl: string): PaymentCreateRequest {
  const { attempt, payer, card } = request;
  const body: PaymentCreateRequest = {
    transaction_amount: attempt.amountCents / 100,
    description: request.description,
    payment_method_id: paymentMethodIdFor(request),
    external_reference: request.externalReference,
    metadata: { pagamento_id: attempt.id },
    payer: {
      email: payer.email,
      ...payerName(payer.firstName, payer.lastName),
      ...(payer.identification && {
        identification: { type: payer.identification.type, number: identificationNumber(payer.identification.number) },
      }),
      ...(payer.address && {
        address: {
          zip_code: onlyDigits(payer.address.zipCode),
          street_name: payer.address.streetName,
          street_number: payer.address.streetNumber,
          neighborhood: payer.address.neighborhood,
          city: payer.address.city,
          federal_unit: payer.address.federalUnit.toUpperCase(),
        },
      }),
    },
  };
  // Mercado Pago refuses a notification_url it cannot reach (localhost, plain http); those setups rely on polling.
  if (publicUrl.startsWith('https://')) body.notification_url = `${publicUrl}/api/webhooks/mercadopago`;
  if (request.method === 'pix') body.date_of_expiration = brazilIsoString(new Date(Date.now() + PIX_LIFETIME_MS));
  if (request.method === 'credit_card' || request.method === 'debit_card') {
    body.token = card.token;
    body.installments = attempt.installments;
    if (card.issuerId !== undefined && /^\d+$/.test(String(card.issuerId))) body.issuer_id = Number(card.issuerId);
  }
  return body;
}

export function createMercadoPagoProvider(settings: { accessToken: string; publicUrl: string }): MercadoPagoProvider {
  // The SDK is loaded with the first call to Mercado Pago: at start it cost about 60 ms that every start paid, the
  // sandbox's included.
  let loading: Promise<Clients> | undefined;
  const clients = () =>
    (loading ??= import('mercadopago').then(({ MercadoPagoConfig, MercadoPagoError, Payment, PaymentRefund }) => {
      const client = new MercadoPagoConfig({
        accessToken: settings.accessToken,
        options: { timeout: 15_000, maxRetries: 2, initialDelay: 300 },
      });
      return { payments: new Payment(client), refunds: new PaymentRefund(client), MercadoPagoError };
    }));

  async function fetchPayment(providerPaymentId: string): Promise<ProviderPayment | null> {
    const sdk = await clients();
    try {
      return fromMercadoPago(await sdk.payments.get({ id: providerPaymentId }));
    } catch (error) {
      if (error instanceof sdk.MercadoPagoError && error.status === 404) return null;
      throw providerError(error, sdk);
    }
  }

  return {
    name: 'mercadopago',
    pollIntervalMs: POLL_INTERVAL_MS,
    fetchPayment,

    async charge(request) {
      const sdk = await clients();
      try {
        const created = await sdk.payments.create({
          body: createBody(request, settings.publicUrl),
          requestOptions: { idempotencyKey: request.idempotencyKey },
        });
        return fromMercadoPago(created);
      } catch (error) {
        throw providerError(error, sdk);
      }
    },

    async lookup(attempt: PaymentRow) {
      return attempt.providerPaymentId ? fetchPayment(attempt.providerPaymentId) : null;
    },

    async findByReference(attempt, externalReference) {
      const sdk = await clients();
      try {
        const found = await sdk.payments.search({
          options: { external_reference: externalReference, sort: 'date_created', criteria: 'desc', limit: 50 },
        });
        // Several attempts share the order's reference; ours is the one carrying its id in the metadata.
        const mine = (found.results ?? [])
          .map((payment) => fromMercadoPago(payment as PaymentResponse))
          .find((payment) => payment.attemptId === attempt.id);
        return mine ?? null;
      } catch (error) {
        throw providerError(error, sdk);
      }
    },

    async cancel(attempt) {
      if (!attempt.providerPaymentId) return null;
      const sdk = await clients();
      try {
        return fromMercadoPago(
          await sdk.payments.cancel({
            id: attempt.providerPaymentId,
            requestOptions: { idempotencyKey: `cancelar-${attempt.idempotencyKey}` },
          }),
        );
      } catch (error) {
        throw providerError(error, sdk);
      }
    },

    async refund(attempt) {
      if (!attempt.providerPaymentId) return null;
      const sdk = await clients();
      try {
        await sdk.refunds.total({
          payment_id: attempt.providerPaymentId,
          requestOptions: { idempotencyKey: `devolver-${attempt.idempotencyKey}` },
        });
        return await fetchPayment(attempt.providerPaymentId);
      } catch (error) {
        throw providerError(error, sdk);
      }
    },
  };
}
