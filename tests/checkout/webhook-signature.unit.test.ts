import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureManifest, verifySignature } from '../../src/server/payments/mercadopago/signature';

const secret = 'segredo-do-webhook';
const now = Date.UTC(2026, 0, 10, 12, 0, 0);
const ts = String(Math.floor(now / 1000));
const sign = (manifest: string, key = secret) => createHmac('sha256', key).update(manifest).digest('hex');

describe('Mercado Pago x-signature', () => {
  it("follows Mercado Pago's template, the alphanumeric id in lowercase and absent parts left out", () => {
    expect(signatureManifest('123456', 'req-1', '1704908010')).toBe('id:123456;request-id:req-1;ts:1704908010;');
    expect(signatureManifest('ABC123', 'req-1', '1')).toBe('id:abc123;request-id:req-1;ts:1;');
    expect(signatureManifest(undefined, undefined, '1')).toBe('ts:1;');
  });

  it('accepts a good signature and refuses every other', () => {
    const v1 = sign(signatureManifest('987', 'req-9', ts));
    const base = { requestId: 'req-9', dataId: '987', secret, now };
    expect(verifySignature({ ...base, signature: `ts=${ts},v1=${v1}` })).toEqual({ valid: true, ts });
    expect(verifySignature({ ...base, signature: ` v1=${v1} , ts=${ts} ` }).valid).toBe(true);
    expect(verifySignature({ ...base, signature: undefined }).valid).toBe(false);
    expect(verifySignature({ ...base, signature: 'lixo' }).valid).toBe(false);
    expect(verifySignature({ ...base, signature: `ts=${ts}` }).valid).toBe(false);
    expect(
      verifySignature({ ...base, signature: `ts=${ts},v1=${sign(signatureManifest('987', 'req-9', ts), 'outro')}` })
        .valid,
    ).toBe(false);
    expect(verifySignature({ ...base, dataId: '988', signature: `ts=${ts},v1=${v1}` }).valid).toBe(false);
    expect(verifySignature({ ...base, requestId: 'req-8', signature: `ts=${ts},v1=${v1}` }).valid).toBe(false);
    expect(verifySignature({ ...base, secret: undefined, signature: `ts=${ts},v1=${v1}` }).valid).toBe(false);
    expect(verifySignature({ ...base, signature: `ts=${ts},v1=${v1.slice(0, 63)}é` }).valid).toBe(false);
  });

  it('refuses a signature more than five minutes old or ahead', () => {
    const signed = (at: number) => {
      const stamp = String(Math.floor(at / 1000));
      return verifySignature({
        requestId: 'r',
        dataId: '1',
        secret,
        now,
        signature: `ts=${stamp},v1=${sign(signatureManifest('1', 'r', stamp))}`,
      });
    };
    expect(signed(now - 4 * 60 * 1000).valid).toBe(true);
    expect(signed(now - 6 * 60 * 1000)).toEqual({ valid: false, reason: expect.stringContaining('janela') });
    expect(signed(now + 6 * 60 * 1000).valid).toBe(false);
  });
});
