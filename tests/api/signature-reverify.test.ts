import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../src/server/db/schema';
import { reverifyStoredPowerOfAttorneys } from '../../src/server/documents/signatures/reverify-stored';
import { filesOf } from '../../src/server/documents/storage';
import { signPdf } from '../unit/documents/signed-pdfs';
import { documentRows, paidCustomer, upload } from './support/brand-wizard';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

describe('procurações stored before the upgrade are verified again', () => {
  it('a self-signed upload the old verifier called "assinada" becomes "nao_reconhecida"', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const pdf = await signPdf({ name: 'JOAO DA SILVA:12345678909', cpf: '', style: 'plain' });
    await upload(
      t,
      `/api/${marcaID}/procuracao`,
      { procuracao: { bytes: pdf, name: 'p.pdf', type: 'application/pdf' } },
      token,
    );
    const [row] = await documentRows(t, marcaID);
    // As the old verifier left it: "assinada", signers without a chain.
    await t.db
      .update(documents)
      .set({ signatureStatus: 'assinada', signers: [{ nome: 'JOAO DA SILVA', cpf: '12345678909' }] })
      .where(eq(documents.id, row.id));
    const changed = await reverifyStoredPowerOfAttorneys(t.db, filesOf({ config: t.config }));
    expect(changed).toBeGreaterThanOrEqual(1);
    const [after] = await documentRows(t, marcaID);
    expect(after).toMatchObject({ signatureStatus: 'nao_reconhecida', signers: [{ cadeia: null }] });
  }, 60_000);
});
