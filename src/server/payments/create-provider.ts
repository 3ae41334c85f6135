import type { ServerConfig } from '../config';
import { createMercadoPagoProvider } from './mercadopago/mercadopago-provider';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox/sandbox-provider';

/** PAYMENT_PROVIDER picks it; Mercado Pago cannot start without its access token. */
export function createPaymentProvider(config: ServerConfig): PaymentProvider {
  if (config.public.paymentProvider !== 'mercadopago') return createSandboxProvider(config.public);
  if (!config.mercadoPago.accessToken) throw new Error('PAYMENT_PROVIDER=mercadopago exige MP_ACCESS_TOKEN.');
  if (!config.mercadoPago.webhookSecret)
    console.warn('[pagamentos] MP_WEBHOOK_SECRET ausente: as notificações do Mercado Pago serão recusadas.');
  return createMercadoPagoProvider({ accessToken: config.mercadoPago.accessToken, publicUrl: config.public.publicUrl });
}
