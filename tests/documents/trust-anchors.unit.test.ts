import { describe, expect, it } from 'vitest';
import { shippedTrustStore, SHIPPED_ANCHORS } from '../../src/server/documents/signatures/trust-store';

/** Each shipped root, pinned: a changed file must be a decision, not an accident. */
const PINNED: Record<string, string> = {
  'AutoridadeCertificadoraRaizdoGovernoFederaldoBrasilv1.crt':
    '16:3B:D0:03:BC:0D:F2:BE:AB:88:17:4B:6D:5B:45:0B:6E:1D:C9:73:A6:4B:2D:C2:A3:32:18:54:4F:49:EF:4E',
  'ICP-Brasilv5.crt': 'CA:A5:3F:C6:09:1C:69:51:88:7C:97:6E:37:8F:6E:F8:9A:A6:37:7C:55:D9:7B:64:75:42:2B:71:ED:7E:9B:17',
  'ICP-Brasilv10.crt':
    '6E:0B:FF:06:9A:26:99:4C:15:DE:2C:48:88:CC:54:AF:84:88:2E:54:95:B7:FB:F6:6B:E9:CC:FF:EC:74:89:F6',
  'ICP-Brasilv11.crt':
    '14:06:71:00:58:18:0F:A4:08:1A:AB:3F:24:6F:17:02:42:9C:55:2A:11:FA:31:43:B8:4C:88:CB:3A:B8:E5:E7',
  'ICP-Brasilv12.crt':
    'D8:47:8E:37:CE:19:C6:90:CF:65:73:81:E6:8F:E6:00:E4:E1:A0:42:53:68:30:F0:68:47:E0:3E:55:4C:4B:01',
  'ICP-Brasilv13.crt':
    '2B:07:D0:BC:02:C4:A6:E0:47:8E:D2:2D:0D:99:E8:F9:7E:18:27:B2:69:09:76:96:A7:FE:B6:AA:D3:0C:3A:C8',
};

describe('the shipped trust anchors', () => {
  const store = shippedTrustStore();

  it('are exactly the pinned roots, by SHA-256 fingerprint, each with its hierarchy', () => {
    expect(Object.keys(SHIPPED_ANCHORS).sort()).toEqual(Object.keys(PINNED).sort());
    expect(store.anchors.map((anchor) => anchor.certificate.fingerprint256).sort()).toEqual(
      Object.values(PINNED).sort(),
    );
    const govBr = store.anchors.filter((anchor) => anchor.chain === 'gov.br');
    expect(govBr.map((anchor) => anchor.certificate.subject)).toEqual([
      expect.stringContaining('CN=Autoridade Certificadora Raiz do Governo Federal do Brasil v1'),
    ]);
  });

  it('are self-signed roots that verify with their own key, v13 included (an elliptic-curve key)', () => {
    for (const { certificate } of store.anchors) {
      expect(certificate.ca).toBe(true);
      expect(certificate.verify(certificate.publicKey)).toBe(true);
    }
    const v13 = store.anchors.find((anchor) => anchor.certificate.subject.includes('v13'))!;
    expect(v13.certificate.publicKey.asymmetricKeyType).toBe('ec');
  });

  it('bundle the gov.br ACs and the ICP-Brasil intermediates; gov.br AC Final chains to the gov.br root', () => {
    expect(store.intermediates.length).toBeGreaterThan(300);
    const final = store.intermediates.find((certificate) =>
      certificate.subject.includes('CN=AC Final do Governo Federal do Brasil v1'),
    )!;
    const middle = store.intermediates.find((certificate) => certificate.subject.includes('CN=AC Intermediaria'))!;
    const root = store.anchors.find((anchor) => anchor.chain === 'gov.br')!.certificate;
    expect(final.verify(middle.publicKey)).toBe(true);
    expect(middle.verify(root.publicKey)).toBe(true);
  });
});
