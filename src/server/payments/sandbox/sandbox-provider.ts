import { boletoLine } from '../../../shared/payments/boleto';
import { cityForPix, pixCode } from '../../../shared/payments/pix';
import { isAwaitingPayment } from '../../../shared/payments/status';
import type { PublicConfig } from '../../../shared/public-config';
import type { PaymentRow } from '../payment-data';
import { externalReferenceOf } from '../external-reference';
import type { ChargeRequest, PaymentProvider, ProviderPayment } from '../provider';
import { sandboxCardOutcome } from './card-outcomes';
import { addDays, endOfBrazilDay, todayInBrazil } from '../../../shared/time/brasilia';

/**
 * A random key (EVP) that belongs to nobody: a sandbox BR Code is valid but must never be payable
 * for real, so it cannot carry the company's own key.
 */
export const SANDBOX_PIX_KEY = '7d9f0335-8dcc-4054-9bf9-0dbd61d36906';
/** The bank whose boleto each method reports: Bradesco (237) for bolbradesco, Caixa (104) for the lottery slip. */
export const SANDBOX_BOLETO_BANKS: Record<string, string> = { bolbradesco: '237', pec: '104' };
const PIX_LIFETIME_MS = 30 * 60 * 1000;
const BOLETO_DAYS_TO_PAY = 3;

/** The attempt as the sandbox sees it, with a new status. */
export function sandboxView(attempt: PaymentRow, status: string, statusDetail: string): ProviderPayment {
  return {
    providerPaymentId: attempt.providerPaymentId ?? `sandbox-${attempt.id}`,
    status,
    statusDetail,
    paymentMethodId: attempt.paymentMethodId,
    amountCents: attempt.amountCents,
    currency: 'BRL',
    externalReference: externalReferenceOf(attempt.orderKind, attempt.orderId),
    attemptId: attempt.id,
    installments: attempt.installments,
    expiresAt: attempt.expiresAt,
  };
}

export function boletoPagePath(attempt: Pick<PaymentRow, 'publicId' | 'boletoToken'>): string {
  return `/api/pagamentos/${attempt.publicId}/boleto?token=${attempt.boletoToken}`;
}

/** Offline provider: real Pix and boleto codes that no bank will ever settle, and Mercado Pago's test-card names. */
export function createSandboxProvider(config: PublicConfig): PaymentProvider {
  return {
    name: 'sandbox',
    pollIntervalMs: 0,

    async charge({ attempt, method, card }: ChargeRequest): Promise<ProviderPayment> {
      const base = { ...sandboxView(attempt, 'pending', ''), providerPaymentId: `sandbox-${attempt.id}` };
      if (method === 'pix') {
        const qrCode = pixCode({
          key: SANDBOX_PIX_KEY,
          merchantName: config.companyName,
          merchantCity: cityForPix(config.companyCity),
          amountCents: attempt.amountCents,
          txid: `SANDBOX${attempt.publicId}`,
          description: 'Teste - nao pagar',
        });
        // qrcode loads with the first Pix charge, not at start.
        const { default: QRCode } = await import('qrcode');
        const png = await QRCode.toBuffer(qrCode, { type: 'png', margin: 1, width: 320, errorCorrectionLevel: 'M' });
        return {
          ...base,
          paymentMethodId: 'pix',
          statusDetail: 'pending_waiting_transfer',
          expiresAt: new Date(Date.now() + PIX_LIFETIME_MS),
          pix: { qrCode, qrCodeBase64: png.toString('base64') },
        };
      }
      if (method === 'boleto') {
        const dueDate = addDays(todayInBrazil(), BOLETO_DAYS_TO_PAY);
        const digitableLine = boletoLine({
          bankCode: SANDBOX_BOLETO_BANKS[attempt.paymentMethodId] ?? SANDBOX_BOLETO_BANKS.bolbradesco!,
          amountCents: attempt.amountCents,
          dueDate,
          freeField: String(attempt.id).padStart(25, '0'),
        });
        return {
          ...base,
          statusDetail: 'pending_waiting_payment',
          expiresAt: endOfBrazilDay(dueDate),
          boleto: { digitableLine, url: boletoPagePath(attempt) },
        };
      }
      const outcome = sandboxCardOutcome(card.cardholderName);
      return { ...base, status: outcome.status, statusDetail: outcome.statusDetail, expiresAt: null };
    },

    async lookup(attempt) {
      const expired = attempt.expiresAt !== null && attempt.expiresAt.getTime() < Date.now();
      if (isAwaitingPayment(attempt.status) && (attempt.method === 'pix' || attempt.method === 'boleto') && expired) {
        return sandboxView(attempt, 'cancelled', 'expired');
      }
      return null;
    },

    // The sandbox charges within the request, so an attempt left unanswered was never charged.
    async findByReference() {
      return null;
    },

    async cancel(attempt) {
      return isAwaitingPayment(attempt.status) ? sandboxView(attempt, 'cancelled', 'by_collector') : null;
    },

    async refund(attempt) {
      return attempt.status === 'approved' ? sandboxView(attempt, 'refunded', 'refunded') : null;
    },
  };
}
