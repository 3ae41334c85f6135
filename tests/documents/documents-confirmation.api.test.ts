import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandConfirmations, brandOwners, documents } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import type { BrandWizard } from '../../src/shared/schemas/brand-wizard';
import { brandDocumentsForStaff } from '../../src/server/documents/staff-view';
import { pdfText } from '../support/documents/pdf-text';
import { expectRefusal } from '../support/api/accounts';
import {
  completeAddress,
  download,
  paidCustomer,
  personOwner,
  upload,
  uploadBrandFiles,
} from '../support/api/brand-wizard';
import { generateCpf } from '../support/api/people';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { signedProcuracao } from '../support/api/signed-procuracao';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    COMPANY_NAME: 'Agência de Marcas Ltda.',
    COMPANY_CNPJ: '11222333000181',
    COMPANY_ADDRESS: 'Rua do Sol, 50, Maceió/AL',
  });
}, 60_000);
afterAll(() => t.close(), 30_000);

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const procuracao = async (marcaId: number, token: string) =>
  (await download(t, `/api/procuracao/${marcaId}`, token)).bytes;
const textOf = async (bytes: Uint8Array) => (await pdfText(bytes)).text.replace(/\s+/g, ' ');

async function fillEverything(token: string, marcaId: number, ownerName: string) {
  expect((await t.call('PATCH', '/api/profile/', { token, body: completeAddress })).status).toBe(200);
  expect(
    (
      await t.call('POST', `/api/marcas/${marcaId}/proprietarios`, {
        token,
        body: [personOwner(generateCpf(), { nome: ownerName })],
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await upload(
        t,
        `/api/${marcaId}/procuracao`,
        {
          procuracao: { bytes: await signedProcuracao(t, `/api/procuracao/${marcaId}`, token), name: 'procuracao.pdf' },
        },
        token,
      )
    ).status,
  ).toBe(200);
  expect(
    (
      await t.call('PUT', `/api/marcas/${marcaId}`, {
        token,
        body: { nome: 'Café Serra Azul', tipo: 'Mista', classeNice: 30, descricao: 'Café' },
      })
    ).status,
  ).toBe(200);
  await uploadBrandFiles(t, marcaId, token);
}

describe('what the customer confirmed is kept as it was', () => {
  it('before confirmation the procuração follows the data; after it, a profile edit rewrites neither the request nor its procuração', async () => {
    const { token, marcaID } = await paidCustomer(t, { fullName: 'Maria da Silva Souza' });
    await fillEverything(token, marcaID, 'Ana Lima');

    // Still editable: the document reads the data as it is now.
    await t.db.update(brandOwners).set({ nome: 'Ana Lima Prado' }).where(eq(brandOwners.marcaId, marcaID));
    expect(await textOf(await procuracao(marcaID, token))).toContain('Ana Lima Prado');
    await t.db.update(brandOwners).set({ nome: 'Ana Lima' }).where(eq(brandOwners.marcaId, marcaID));

    const confirmed = await t.call<{ assistente: BrandWizard }>('POST', `/api/marcas/${marcaID}/confirmar`, { token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const atConfirmation = await procuracao(marcaID, token);
    const wizardAtConfirmation = (await t.call<BrandWizard>('GET', `/api/marcas/${marcaID}/assistente`, { token }))
      .body;
    expect(await textOf(atConfirmation)).toContain('Ana Lima, brasileira');

    // The holder moves and changes name; someone edits the owner's row behind the API's back.
    const moved = {
      ...completeAddress,
      Endereco: 'Rua Nova',
      Numero: '999',
      Cidade: 'Recife',
      Estado: 'PE',
      CEP: '50010-000',
      fullName: 'Maria Souza Lima',
    };
    expect((await t.call('PATCH', '/api/profile/', { token, body: moved })).status).toBe(200);
    await t.db.update(brandOwners).set({ nome: 'Outro Nome', cidade: 'Natal' }).where(eq(brandOwners.marcaId, marcaID));

    const afterwards = await procuracao(marcaID, token);
    expect(sha(afterwards)).toBe(sha(atConfirmation));
    expect(await textOf(afterwards)).not.toContain('Outro Nome');
    const wizard = (await t.call<BrandWizard>('GET', `/api/marcas/${marcaID}/assistente`, { token })).body;
    expect(wizard.titular).toEqual(wizardAtConfirmation.titular);
    expect(wizard.titular).toMatchObject({
      fullName: 'Maria da Silva Souza',
      Endereco: 'Rua do Comércio',
      Cidade: 'Maceió',
    });
    expect(wizard.proprietarios).toEqual(wizardAtConfirmation.proprietarios);
    expect(wizard.proprietarios[0].nome).toBe('Ana Lima');
    expect(wizard.marca).toEqual(wizardAtConfirmation.marca);
    // And the API still refuses changes.
    expectRefusal(
      await t.call('POST', `/api/marcas/${marcaID}/proprietarios`, { token, body: [personOwner(generateCpf())] }),
      409,
      messages.wizard.alreadyConfirmed,
    );
  });

  it("keeps the procuração's text and PDF and every file's SHA-256 in one row written at confirmation", async () => {
    const { token, marcaID } = await paidCustomer(t);
    await fillEverything(token, marcaID, 'Bruno Costa');
    expect((await t.call('POST', `/api/marcas/${marcaID}/confirmar`, { token })).status).toBe(200);
    expect((await t.call('POST', `/api/marcas/${marcaID}/confirmar`, { token })).status).toBe(200);
    const frozen = await t.db.select().from(brandConfirmations).where(eq(brandConfirmations.marcaId, marcaID));
    expect(frozen).toHaveLength(1);
    expect(frozen[0].powerOfAttorneyText).toContain('Bruno Costa, brasileira');
    expect(frozen[0].powerOfAttorneyText).toContain('"Café Serra Azul" na classe 30');
    expect(frozen[0].powerOfAttorneySha256).toBe(sha(frozen[0].powerOfAttorneyPdf));
    expect(sha(await procuracao(marcaID, token))).toBe(frozen[0].powerOfAttorneySha256);
    const rows = await t.db.select().from(documents).where(eq(documents.marcaId, marcaID));
    const snapshot = frozen[0].snapshot as {
      sha256: Record<string, string>;
      procuracao: { assinatura: { situacao: string } };
    };
    expect(snapshot.sha256).toEqual(Object.fromEntries(rows.map((row) => [row.kind, row.sha256])));
    expect(snapshot.procuracao.assinatura.situacao).toBe('assinada');

    // What the back office shows: the signature with who signed, each file's fingerprint, what was confirmed.
    const staff = await brandDocumentsForStaff(t.db, marcaID);
    expect(staff.documentos.find((file) => file.tipo === 'procuracao')?.assinatura).toMatchObject({
      situacao: 'assinada',
      rotulo: 'assinada',
      nivel: 'assinatura qualificada (ICP-Brasil)',
      signatarios: [{ nome: 'MARIA DA SILVA SOUZA', cpf: '52998224725', cadeia: 'ICP-Brasil' }],
    });
    expect(staff.documentos.find((file) => file.tipo === 'docFoto')).toMatchObject({
      dimensoes: { largura: 16, altura: 16 },
      assinatura: null,
    });
    expect(staff.confirmado?.procuracaoGeradaSha256).toBe(frozen[0].powerOfAttorneySha256);
    expect(staff.confirmado?.proprietarios[0].nome).toBe('Bruno Costa');
  }, 60_000);
});
