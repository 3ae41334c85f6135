import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignatureVerdict = { valid: true; ts: string } | { valid: false; reason: string };

export interface SignedNotification {
  /** The x-signature header: "ts=…,v1=…". */
  signature: string | undefined;
  /** The x-request-id header. */
  requestId: string | undefined;
  /** data.id of the notification (query string, else body). */
  dataId: string | undefined;
  secret: string | undefined;
  now?: number;
  toleranceSeconds?: number;
}

/** Mercado Pago's manifest: absent parts are left out; an alphanumeric id is signed in lowercase. */
export function signatureManifest(dataId: string | undefined, requestId: string | undefined, ts: string): string {
  const parts = [
    dataId ? `id:${dataId.toLowerCase()}` : '',
    requestId ? `request-id:${requestId}` : '',
    `ts:${ts}`,
  ].filter(Boolean);
  return `${parts.join(';')};`;
}

/** Checks x-signature: HMAC-SHA256 of the manifest with the webhook secret, compared in constant time, and a recent ts. */
export function verifySignature({
  signature,
  requestId,
  dataId,
  secret,
  now = Date.now(),
  toleranceSeconds = 300,
}: SignedNotification): SignatureVerdict {
  if (!secret) return { valid: false, reason: 'MP_WEBHOOK_SECRET não configurado' };
  if (!signature) return { valid: false, reason: 'sem x-signature' };
  const fields = new Map(
    signature.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()] as const;
    }),
  );
  const ts = fields.get('ts') ?? '';
  const v1 = fields.get('v1') ?? '';
  if (!/^\d{1,13}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) return { valid: false, reason: 'x-signature malformado' };
  // Documented in seconds; a 13-digit value is read as milliseconds rather than refused as far in the future.
  const tsMs = ts.length === 13 ? Number(ts) : Number(ts) * 1000;
  if (Math.abs(now - tsMs) > toleranceSeconds * 1000) return { valid: false, reason: 'ts fora da janela' };
  const expected = createHmac('sha256', secret)
    .update(signatureManifest(dataId, requestId, ts))
    .digest();
  const given = Buffer.from(v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { valid: false, reason: 'assinatura não confere' };
  return { valid: true, ts };
}
