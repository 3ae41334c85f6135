import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPdf } from '../../src/server/documents/signatures/verify-pdf';
import { unsignedPdf } from '../support/documents/samples';
import { appendSignature } from '../support/documents/signatures/pdf-updates';
import {
  cmsSignature,
  type Hierarchy,
  icpBrasilHierarchy,
  icpSigner,
  issue,
  type Issued,
  storeOf,
} from '../support/documents/signatures/test-pki';
import {
  makeTimestampToken,
  signerSignatureValue,
  withTimestamp,
} from '../support/documents/signatures/test-revocation';

const DAY = 24 * 60 * 60 * 1000;
let icp: Hierarchy;
let trust: ReturnType<typeof storeOf>;
let expired: Issued;
let base: Uint8Array;

beforeAll(async () => {
  icp = icpBrasilHierarchy();
  trust = storeOf(icp);
  // Valid until yesterday: signed (and stamped) ten days ago, uploaded today.
  expired = icpSigner(icp, 'MARIA DA SILVA SOUZA', '52998224725', {
    notBefore: new Date(Date.now() - 400 * DAY),
    notAfter: new Date(Date.now() - DAY),
  });
  base = await unsignedPdf();
}, 60_000);

/** Signed by `signer`, the CMS carrying a timestamp token of `authority` over `stamped` (by default its own signature). */
const stampedBy = (authority: Issued, genTime: Date, stamped?: Uint8Array) =>
  appendSignature(base, (parts) => {
    const cms = cmsSignature(Buffer.concat(parts), expired);
    return withTimestamp(cms, makeTimestampToken(authority, stamped ?? signerSignatureValue(cms), genTime));
  });

describe('an RFC 3161 signature timestamp', () => {
  it('from an authority chained to a recognised anchor: validity is judged at its time ("assinada")', async () => {
    const tsa = issue({ commonName: 'AC Carimbo do Tempo Teste', issuer: icp.root, timeStamping: true });
    const genTime = new Date(Math.floor((Date.now() - 10 * DAY) / 1000) * 1000);
    const result = await verifyPdf(await stampedBy(tsa, genTime), { trust });
    expect(result.situacao).toBe('assinada');
    expect(result.signatarios[0]).toMatchObject({ veredito: 'valida', carimboDoTempo: genTime.toISOString() });
  }, 60_000);

  it('from an authority no anchor recognises: ignored, the certificate is "vencida" at the upload', async () => {
    const ownTsa = issue({ commonName: 'Carimbo do Tempo Caseiro', timeStamping: true });
    const result = await verifyPdf(await stampedBy(ownTsa, new Date(Date.now() - 10 * DAY)), { trust });
    expect(result.situacao).toBe('vencida');
    expect(result.signatarios[0]).toMatchObject({ carimboDoTempo: null });
  }, 60_000);

  it('stamping another signature, or from a certificate not for time-stamping, or after the upload: ignored', async () => {
    const tsa = issue({ commonName: 'AC Carimbo do Tempo Teste', issuer: icp.root, timeStamping: true });
    const earlier = new Date(Date.now() - 10 * DAY);
    const other = await stampedBy(tsa, earlier, Buffer.from('outra assinatura'));
    expect((await verifyPdf(other, { trust })).situacao).toBe('vencida');
    const notTsa = issue({ commonName: 'AC Qualquer', issuer: icp.root });
    expect((await verifyPdf(await stampedBy(notTsa, earlier), { trust })).situacao).toBe('vencida');
    const future = await stampedBy(tsa, new Date(Date.now() + DAY));
    expect((await verifyPdf(future, { trust })).situacao).toBe('vencida');
  }, 60_000);

  it('the same signature without a timestamp is "vencida": the claimed signing time is never used', async () => {
    const plain = await appendSignature(base, (parts) => cmsSignature(Buffer.concat(parts), expired));
    expect((await verifyPdf(plain, { trust })).situacao).toBe('vencida');
  }, 60_000);
});
