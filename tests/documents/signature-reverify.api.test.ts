import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../src/server/db/schema';
import { VERIFIER_VERSION } from '../../src/server/documents/pdf-signature';
import { procuracaoSignedByEveryOutorgante } from '../../src/server/documents/signatures/owner-signatures';
import { reverifyStoredPowerOfAttorneys } from '../../src/server/documents/signatures/reverify-stored';
import { filesOf } from '../../src/server/documents/storage';
import { messages } from '../../src/shared/messages';
import { signedPdf, TEST_TRUST } from '../support/documents/signed-pdfs';
import { infoNamesContent } from '../support/documents/signatures/pdf-forgeries';
import { documentRows, paidCustomer, personOwner, upload } from '../support/api/brand-wizard';
import { paidServiceCustomer, submitForm } from '../support/api/services';
import { signedProcuracao } from '../support/api/signed-procuracao';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

/**
 * Stores `pdf` as the request's procuração, then leaves its row as an older verifier wrote it: "assinada" (by
 * default as the first version did, signers without a chain; `row` for what a later one wrote).
 */
async function storedByTheOldVerifier(
  path: string,
  token: string,
  pdf: Uint8Array,
  where: ReturnType<typeof eq>,
  row: Partial<typeof documents.$inferInsert> = {
    signers: [{ nome: 'JOAO DA SILVA', cpf: '12345678909' }],
    verifierVersion: 0,
  },
) {
  const sent = await upload(t, path, { procuracao: { bytes: pdf, name: 'p.pdf', type: 'application/pdf' } }, token);
  expect(sent.status).toBe(200);
  await t.db
    .update(documents)
    .set({ signatureStatus: 'assinada', ...row })
    .where(where);
}

const reverify = () =>
  reverifyStoredPowerOfAttorneys(t.db, filesOf({ config: t.config }), t.config, { trust: TEST_TRUST });

describe('procurações stored before the upgrade are verified again, as an upload is now', () => {
  it('a self-signed signature on the request\'s own procuração, called "assinada" then, becomes "nao_reconhecida"', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const pdf = await signedProcuracao(t, `/api/procuracao/${marcaID}`, token, {
      name: 'JOAO DA SILVA:12345678909',
      cpf: '',
      style: 'plain',
    });
    await storedByTheOldVerifier(`/api/${marcaID}/procuracao`, token, pdf, eq(documents.marcaId, marcaID));
    expect(await reverify()).toBeGreaterThanOrEqual(1);
    const [after] = await documentRows(t, marcaID);
    expect(after).toMatchObject({ signatureStatus: 'nao_reconhecida', signers: [{ cadeia: null }] });
  }, 60_000);

  it('a file stored whole, with an update after its signature, is replaced by its signed revision and reads "alterada"', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const signed = await signedProcuracao(t, `/api/procuracao/${marcaID}`, token);
    await storedByTheOldVerifier(`/api/${marcaID}/procuracao`, token, signed, eq(documents.marcaId, marcaID));
    // As the older verifier stored it: the whole file, the forged update included.
    const forged = await infoNamesContent(signed);
    const [before] = await documentRows(t, marcaID);
    writeFileSync(join(t.dataDir, 'uploads', before.storagePath), forged);
    await reverify();
    const [after] = await documentRows(t, marcaID);
    expect(after).toMatchObject({ signatureStatus: 'alterada', laterBytesDropped: true, sizeBytes: signed.byteLength });
    expect(after.storagePath).not.toBe(before.storagePath);
    expect(readFileSync(join(t.dataDir, 'uploads', after.storagePath))).toEqual(Buffer.from(signed));
    expect(existsSync(join(t.dataDir, 'uploads', before.storagePath))).toBe(false);
  }, 60_000);

  it('each upload is judged once per verifier version: a row a later but older version called "assinada" is judged again, a current one is left', async () => {
    const older = await paidCustomer(t);
    const current = await paidCustomer(t);
    const chained = [{ nome: 'MARIA DA SILVA SOUZA', cpf: '52998224725', cadeia: 'ICP-Brasil' as const }];
    for (const [customer, verifierVersion] of [
      [older, VERIFIER_VERSION - 1],
      [current, VERIFIER_VERSION],
    ] as const)
      await storedByTheOldVerifier(
        `/api/${customer.marcaID}/procuracao`,
        customer.token,
        await signedPdf(),
        eq(documents.marcaId, customer.marcaID),
        { signers: chained, verifierVersion },
      );
    await reverify();
    expect((await documentRows(t, older.marcaID))[0]).toMatchObject({
      signatureStatus: 'documento_diferente',
      verifierVersion: VERIFIER_VERSION,
    });
    expect((await documentRows(t, current.marcaID))[0]).toMatchObject({
      signatureStatus: 'assinada',
      signers: chained,
    });
  }, 60_000);

  it('a recognised signature on a PDF that is not this request\'s procuração: "documento_diferente"', async () => {
    const { token, marcaID } = await paidCustomer(t);
    await storedByTheOldVerifier(
      `/api/${marcaID}/procuracao`,
      token,
      await signedPdf(),
      eq(documents.marcaId, marcaID),
    );
    await reverify();
    expect((await documentRows(t, marcaID))[0].signatureStatus).toBe('documento_diferente');
    expect((await procuracaoSignedByEveryOutorgante(t.db, marcaID)).pendencias).toContain(
      messages.signature.labels.documento_diferente,
    );
  }, 60_000);

  it('the request\'s own procuração signed by its outorgante: "assinada" with the chain; another signer leaves "falta a assinatura de"', async () => {
    const signer = { name: 'MARIA DA SILVA SOUZA', cpf: '52998224725', style: 'icp-brasil' } as const;
    const owned = await paidCustomer(t);
    const other = await paidCustomer(t);
    for (const [customer, cpf] of [
      [owned, signer.cpf],
      [other, '11144477735'],
    ] as const) {
      const owners = [personOwner(cpf, { nome: 'Maria Outorgante' })];
      const saved = await t.call('POST', `/api/marcas/${customer.marcaID}/proprietarios`, {
        token: customer.token,
        body: owners,
      });
      expect(saved.status).toBe(200);
      const pdf = await signedProcuracao(t, `/api/procuracao/${customer.marcaID}`, customer.token, signer);
      await storedByTheOldVerifier(
        `/api/${customer.marcaID}/procuracao`,
        customer.token,
        pdf,
        eq(documents.marcaId, customer.marcaID),
      );
    }
    await reverify();
    expect((await documentRows(t, owned.marcaID))[0]).toMatchObject({
      signatureStatus: 'assinada',
      signers: [{ cpf: signer.cpf, cadeia: 'ICP-Brasil' }],
    });
    expect(await procuracaoSignedByEveryOutorgante(t.db, owned.marcaID)).toEqual({
      completa: true,
      enviada: true,
      pendencias: [],
    });
    expect(await procuracaoSignedByEveryOutorgante(t.db, other.marcaID)).toMatchObject({
      completa: false,
      pendencias: expect.arrayContaining([messages.signature.missingSignature('Maria Outorgante')]),
    });
  }, 90_000);

  it('a service\'s procuração: its own is "assinada", another PDF "documento_diferente"', async () => {
    const results: string[] = [];
    for (const own of [true, false]) {
      const { token, servicoId } = await paidServiceCustomer(t, 5);
      await submitForm(t, token, servicoId, 5);
      const path = `/api/servicos/${servicoId}/procuracao`;
      const pdf = own ? await signedProcuracao(t, path, token) : await signedPdf();
      await storedByTheOldVerifier(path, token, pdf, eq(documents.servicoId, servicoId));
      await reverify();
      const [row] = await t.db.select().from(documents).where(eq(documents.servicoId, servicoId));
      results.push(row.signatureStatus);
    }
    expect(results).toEqual(['assinada', 'documento_diferente']);
  }, 90_000);
});
