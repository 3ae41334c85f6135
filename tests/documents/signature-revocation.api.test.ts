import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { revocationLists } from '../../src/server/db/schema';
import { fetchRevocationLists, type FetchState } from '../../src/server/documents/signatures/crl-fetch';
import { RevocationLists } from '../../src/server/documents/signatures/revocation';
import type { TrustStore } from '../../src/server/documents/signatures/trust-store';
import { verifyPdf } from '../../src/server/documents/signatures/verify-pdf';
import { unsignedPdf } from '../support/documents/samples';
import { appendSignature } from '../support/documents/signatures/pdf-updates';
import { cmsSignature, type Hierarchy, icpSigner, issue, type Issued } from '../support/documents/signatures/test-pki';
import { makeCrl } from '../support/documents/signatures/test-revocation';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { type LocalServer, serveLocally } from '../support/local-server';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let server: LocalServer;
let origin: string;
/** What the local distribution point serves, by path; a missing path answers 404. */
const published = new Map<string, Buffer>();
let hits: string[] = [];

let icp: Hierarchy;
let ac: Issued;
let base: Uint8Array;

beforeAll(async () => {
  t = await createTestApp();
  server = await serveLocally((request, response) => {
    hits.push(request.url ?? '');
    const body = published.get(request.url ?? '');
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/pkix-crl' }).end(body);
  });
  origin = server.origin;
  // As in ICP-Brasil, the AC names where its root's list is: every link of a chain can be checked.
  const root = issue({ commonName: 'Autoridade Certificadora Raiz Brasileira v5', ca: true });
  ac = issue({ commonName: 'AC Teste Multipla v5', ca: true, issuer: root, crlUrl: `${origin}/root.crl` });
  icp = { root, intermediates: [ac], issuing: ac, chain: 'ICP-Brasil' };
  base = await unsignedPdf();
}, 120_000);
afterAll(async () => {
  await server.close();
  await t.close();
});
beforeEach(async () => {
  published.clear();
  published.set('/root.crl', makeCrl(icp.root));
  hits = [];
  await t.db.delete(revocationLists);
});

/** A fresh trust store over the hierarchy, with its own (empty) revocation lists, as after a restart. */
const storeNow = (): TrustStore => ({
  anchors: [{ certificate: icp.root.x509, chain: 'ICP-Brasil' }],
  intermediates: [ac.x509],
  revocation: new RevocationLists(),
});

/** A signer whose certificate names `path` on the local server as its CA's list, and a PDF it signed. */
async function signerAt(path: string) {
  const signer = icpSigner(icp, 'MARIA DA SILVA SOUZA', '52998224725', { crlUrl: `${origin}${path}` });
  const pdf = await appendSignature(base, (parts) => cmsSignature(Buffer.concat(parts), signer));
  return { signer, pdf };
}

/** Verify once (which asks for the signer's list), run the job, verify again. */
async function verifyAfterFetch(pdf: Uint8Array, trust: TrustStore, state: FetchState = { loaded: false }) {
  await verifyPdf(pdf, { trust });
  await fetchRevocationLists({ db: t.db, trust }, state);
  return verifyPdf(pdf, { trust });
}

describe('revocation lists fetched on a schedule from the distribution points', () => {
  it('a fresh list of the CA that does not name the signer: "assinada", revocation checked', async () => {
    const { pdf } = await signerAt('/fresh.crl');
    published.set('/fresh.crl', makeCrl(ac));
    const trust = storeNow();
    expect((await verifyPdf(pdf, { trust })).signatarios[0].revogacao).toBe('nao_verificada');
    const result = await verifyAfterFetch(pdf, trust);
    expect(result.situacao).toBe('assinada');
    expect(result.signatarios[0]).toMatchObject({ revogacao: 'verificada' });
    expect(hits).toContain('/fresh.crl');
  }, 60_000);

  it('a fresh list naming the signer: "invalida", because the certificate is revoked', async () => {
    const { signer, pdf } = await signerAt('/revoked.crl');
    published.set(
      '/revoked.crl',
      makeCrl(ac, { revoked: [{ serial: signer.x509.serialNumber, at: new Date(Date.now() - DAY) }] }),
    );
    const result = await verifyAfterFetch(pdf, storeNow());
    expect(result.situacao).toBe('invalida');
    expect(result.signatarios[0]).toMatchObject({
      veredito: 'invalida',
      motivo: 'revoked',
      nome: 'MARIA DA SILVA SOUZA',
    });
  }, 60_000);

  it('a stale list (past its nextUpdate), even naming the signer, is not used: "revogação não verificada"', async () => {
    const { signer, pdf } = await signerAt('/stale.crl');
    published.set(
      '/stale.crl',
      makeCrl(ac, {
        thisUpdate: new Date(Date.now() - 3 * DAY),
        nextUpdate: new Date(Date.now() - DAY),
        revoked: [{ serial: signer.x509.serialNumber, at: new Date(Date.now() - 2 * DAY) }],
      }),
    );
    const result = await verifyAfterFetch(pdf, storeNow());
    expect(result.situacao).toBe('assinada');
    expect(result.signatarios[0].revogacao).toBe('nao_verificada');
  }, 60_000);

  it('an unreachable distribution point blocks nothing: the problem is recorded, revocation stays unchecked', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const signer = icpSigner(icp, 'MARIA DA SILVA SOUZA', '52998224725', { crlUrl: `http://127.0.0.1:${port}/ac.crl` });
    const pdf = await appendSignature(base, (parts) => cmsSignature(Buffer.concat(parts), signer));
    const trust = storeNow();
    await verifyPdf(pdf, { trust });
    // The root's list (named by the AC) comes; the signer's CA's does not.
    expect(await fetchRevocationLists({ db: t.db, trust })).toMatchObject({ fetched: 1, failed: 1 });
    const result = await verifyPdf(pdf, { trust });
    expect(result).toMatchObject({ situacao: 'assinada' });
    expect(result.signatarios[0].revogacao).toBe('nao_verificada');
    const [row] = await t.db
      .select()
      .from(revocationLists)
      .where(eq(revocationLists.url, `http://127.0.0.1:${port}/ac.crl`));
    expect(row).toMatchObject({ der: null, problem: expect.any(String) });
  }, 60_000);

  it("a list signed by another key than the CA's is refused: it revokes nothing and checks nothing", async () => {
    const { signer, pdf } = await signerAt('/forged.crl');
    const impostor = issue({ commonName: 'AC Teste Multipla v5', ca: true });
    published.set(
      '/forged.crl',
      makeCrl(ac, {
        signingKey: impostor.key,
        revoked: [{ serial: signer.x509.serialNumber, at: new Date(Date.now() - DAY) }],
      }),
    );
    const result = await verifyAfterFetch(pdf, storeNow());
    expect(result.situacao).toBe('assinada');
    expect(result.signatarios[0].revogacao).toBe('nao_verificada');
  }, 60_000);

  it('a list kept in the database serves a restart without the network while fresh', async () => {
    const { signer, pdf } = await signerAt('/kept.crl');
    published.set(
      '/kept.crl',
      makeCrl(ac, { revoked: [{ serial: signer.x509.serialNumber, at: new Date(Date.now() - DAY) }] }),
    );
    await verifyAfterFetch(pdf, storeNow());
    published.delete('/kept.crl');
    // Restarted: empty memory; the first pass reads the stored list back, the fetch itself fails (404).
    const restarted = storeNow();
    await verifyPdf(pdf, { trust: restarted });
    await fetchRevocationLists({ db: t.db, trust: restarted });
    expect((await verifyPdf(pdf, { trust: restarted })).signatarios[0].motivo).toBe('revoked');
  }, 60_000);

  it('an intermediate CA revoked on its root\'s list makes its signers\' signatures "invalida"', async () => {
    const root = issue({ commonName: 'Autoridade Certificadora Raiz Brasileira v10', ca: true });
    const revokedAc = issue({ commonName: 'AC Revogada', ca: true, issuer: root, crlUrl: `${origin}/root.crl` });
    const signer = issue({ commonName: 'JOAO PEREIRA LIMA:11144477735', issuer: revokedAc, cpf: '11144477735' });
    published.set(
      '/root.crl',
      makeCrl(root, { revoked: [{ serial: revokedAc.x509.serialNumber, at: new Date(Date.now() - DAY) }] }),
    );
    const trust: TrustStore = {
      anchors: [{ certificate: root.x509, chain: 'ICP-Brasil' }],
      intermediates: [revokedAc.x509],
      revocation: new RevocationLists(),
    };
    // The trust store's own CAs' lists are fetched without any verification asking for them.
    await fetchRevocationLists({ db: t.db, trust });
    const pdf = await appendSignature(base, (parts) => cmsSignature(Buffer.concat(parts), signer));
    expect((await verifyPdf(pdf, { trust })).signatarios[0].motivo).toBe('revoked');
  }, 60_000);
});
