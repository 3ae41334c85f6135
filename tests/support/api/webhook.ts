import { createHmac, randomUUID } from 'node:crypto';
import type { TestApp } from './test-app';

export const WEBHOOK_SECRET = 'segredo-do-webhook-de-teste';

export const mercadoPagoEnv = {
  PAYMENT_PROVIDER: 'mercadopago',
  MP_ACCESS_TOKEN: 'TEST-0000000000000000-000000-00000000000000000000000000000000-000000000',
  MP_PUBLIC_KEY: 'TEST-00000000-0000-0000-0000-000000000000',
  MP_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

/** Headers as Mercado Pago signs a notification: HMAC-SHA256 of "id:…;request-id:…;ts:…;". */
export function signedHeaders(
  dataId: string | number,
  options: { requestId?: string; ts?: number; secret?: string } = {},
) {
  const requestId = options.requestId ?? randomUUID();
  const ts = String(options.ts ?? Math.floor(Date.now() / 1000));
  const manifest = `id:${String(dataId).toLowerCase()};request-id:${requestId};ts:${ts};`;
  const v1 = createHmac('sha256', options.secret ?? WEBHOOK_SECRET)
    .update(manifest)
    .digest('hex');
  return { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId };
}

/** A payment notification the way Mercado Pago posts it: data.id and type in the query and in the body. */
export function notify(
  t: TestApp,
  dataId: string | number,
  headers: Record<string, string>,
  action = 'payment.updated',
) {
  return t.call('POST', `/api/webhooks/mercadopago?data.id=${dataId}&type=payment`, {
    headers,
    body: { action, api_version: 'v1', type: 'payment', live_mode: false, data: { id: String(dataId) } },
  });
}
