import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandOwners, marcas } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import type { BrandWizard } from '../../src/shared/schemas/brand-wizard';
import { expectNoSecrets, expectRefusal, signUp } from '../support/api/accounts';
import {
  brandRow,
  completeAddress,
  paidCustomer,
  personOwner,
  savedAddress,
  upload,
  uploadBrandFiles,
  brandData as brand,
} from '../support/api/brand-wizard';
import { generateCpf } from '../support/api/people';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { PNG, unsignedPdf } from '../support/documents/samples';
import { signedProcuracao } from '../support/api/signed-procuracao';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const wizard = (marcaId: number, token?: string) =>
  t.call<BrandWizard>('GET', `/api/marcas/${marcaId}/assistente`, { token });
const owner = (overrides: Record<string, unknown> = {}) => personOwner(generateCpf(), overrides);

async function fillEverything(token: string, marcaId: number) {
  expect((await t.call('PATCH', '/api/profile/', { token, body: completeAddress })).status).toBe(200);
  expect((await t.call('POST', `/api/marcas/${marcaId}/proprietarios`, { token, body: [owner()] })).status).toBe(200);
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
  expect((await t.call('PUT', `/api/marcas/${marcaId}`, { token, body: brand })).status).toBe(200);
  await uploadBrandFiles(t, marcaId, token);
}

describe('GET /api/marcas/{marcaId}/assistente', () => {
  it('opens a paid request at the first step, with the holder and nothing else saved', async () => {
    const { token, marcaID, userID, holder } = await paidCustomer(t);
    const answer = await wizard(marcaID, token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      marcaID,
      planoID: 1,
      etapa: 'titular',
      etapasConcluidas: {
        titular: false,
        proprietarios: false,
        procuracao: false,
        marca: false,
        arquivos: false,
        confirmacao: false,
      },
      titular: expect.objectContaining({
        userID,
        fullName: holder.fullName,
        Email: holder.email,
        CPF: holder.cpf,
        CEP: '',
        Endereco: '',
      }),
      proprietarios: [],
      procuracao: { enviada: false, assinadaDigitalmente: false, arquivo: null },
      marca: {
        nome: null,
        descricao: null,
        areaAtuacao: null,
        tipo: null,
        classeNice: null,
        classes: [],
        marcaJaUtilizada: false,
        dataPrimeiroUso: null,
        registroInternacional: false,
        numeroRegistroInternacional: null,
        paisDeRegistro: null,
      },
      arquivos: {},
      confirmadoEm: null,
    });
    expectNoSecrets(answer.body);
  });

  it('works with a trailing slash', async () => {
    const { token, marcaID } = await paidCustomer(t);
    expect((await t.call('GET', `/api/marcas/${marcaID}/assistente/`, { token })).status).toBe(200);
  });

  it('refuses an unpaid request with a clear message', async () => {
    const { token, marcaID } = await signUp(t);
    expectRefusal(await wizard(marcaID, token), 409, messages.wizard.unpaid);
  });

  it("answers 404 for another customer's request, and for ids that do not exist", async () => {
    const owner = await paidCustomer(t);
    const other = await paidCustomer(t);
    expectRefusal(await wizard(owner.marcaID, other.token), 404, messages.orders.notFound);
    expectRefusal(await wizard(999_999, owner.token), 404);
    expectRefusal(await wizard(99_999_999_999, owner.token), 404);
    expectRefusal(await t.call('GET', '/api/marcas/abc/assistente', { token: owner.token }), 404);
  });

  it('answers 401 without a token', async () => {
    const { marcaID } = await paidCustomer(t);
    expectRefusal(await wizard(marcaID), 401, messages.http.unauthenticated);
  });

  it('resumes at the power of attorney once the address and the owners are saved, with what was saved', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const owners = [owner({ nome: 'Ana Lima' }), owner({ nome: 'Bruno Costa', email: 'bruno@exemplo.com.br' })];
    expect((await t.call('PATCH', '/api/profile/', { token, body: completeAddress })).status).toBe(200);
    expect((await wizard(marcaID, token)).body.etapa).toBe('proprietarios');
    expect((await t.call('POST', `/api/marcas/${marcaID}/proprietarios`, { token, body: owners })).status).toBe(200);

    const answer = await wizard(marcaID, token);
    expect(answer.body.etapa).toBe('procuracao');
    expect(answer.body.etapasConcluidas).toMatchObject({ titular: true, proprietarios: true, procuracao: false });
    expect(answer.body.titular).toMatchObject({
      Endereco: 'Rua do Comércio',
      Numero: '123',
      Cidade: 'Maceió',
      Estado: 'AL',
      CEP: '57020000',
    });
    expect(answer.body.proprietarios).toEqual(
      owners.map((sent) => ({ ...sent, endereco: savedAddress(), representante: null })),
    );
  });

  it('takes an address without number, city or state as unfinished', async () => {
    const { token, marcaID } = await paidCustomer(t);
    await t.call('PATCH', '/api/profile/', { token, body: { ...completeAddress, Numero: '' } });
    expect((await wizard(marcaID, token)).body.etapa).toBe('titular');
  });

  it('resumes at the first unfinished step even when later ones were saved', async () => {
    const { token, marcaID } = await paidCustomer(t);
    await t.call('PATCH', '/api/profile/', { token, body: completeAddress });
    await t.call('PUT', `/api/marcas/${marcaID}`, { token, body: brand });
    const answer = await wizard(marcaID, token);
    expect(answer.body.etapa).toBe('proprietarios');
    expect(answer.body.etapasConcluidas.marca).toBe(true);
    expect(answer.body.marca).toMatchObject(brand);
  });

  it('moves through every step to confirmacao, showing the files and the signature', async () => {
    const { token, marcaID } = await paidCustomer(t);
    await fillEverything(token, marcaID);
    const answer = await wizard(marcaID, token);
    expect(answer.body.etapa).toBe('confirmacao');
    expect(answer.body.procuracao).toMatchObject({
      enviada: true,
      assinadaDigitalmente: true,
      arquivo: { nome: 'procuracao.pdf', tipo: 'application/pdf' },
    });
    expect(Object.keys(answer.body.arquivos).sort()).toEqual(['comprovanteRes', 'docFoto', 'logo']);
    expect(answer.body.arquivos.logo).toEqual({
      nome: 'logo.png',
      tipo: 'image/png',
      tamanho: PNG.byteLength,
      enviadoEm: expect.any(String),
    });
  });
});

describe('POST /api/marcas/{marcaId}/confirmar', () => {
  it('refuses while a step is unfinished, naming it', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const confirm = () => t.call('POST', `/api/marcas/${marcaID}/confirmar`, { token });
    expectRefusal(await confirm(), 409, messages.wizard.addressIncomplete);
    await t.call('PATCH', '/api/profile/', { token, body: completeAddress });
    expectRefusal(await confirm(), 409, messages.wizard.ownersMissing);
    await t.call('POST', `/api/marcas/${marcaID}/proprietarios`, { token, body: [owner()] });
    expectRefusal(await confirm(), 409, messages.wizard.procuracaoMissing);
    await upload(t, `/api/${marcaID}/procuracao`, { procuracao: { bytes: await unsignedPdf(), name: 'p.pdf' } }, token);
    expectRefusal(await confirm(), 409, messages.brandData.nameAndTypeRequired);
    await t.call('PUT', `/api/marcas/${marcaID}`, { token, body: brand });
    expectRefusal(await confirm(), 409, messages.uploads.allFilesRequired);
    expect((await brandRow(t, marcaID)).confirmadoEm).toBeNull();
  });

  it('confirms a complete request once; then the wizard is done and read-only', async () => {
    const { token, marcaID } = await paidCustomer(t);
    await fillEverything(token, marcaID);
    const answer = await t.call('POST', `/api/marcas/${marcaID}/confirmar`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.mensagem).toBe(messages.wizard.confirmed);
    expect(answer.body.assistente.etapa).toBe('concluido');
    expect(answer.body.assistente.etapasConcluidas.confirmacao).toBe(true);
    const confirmedAt = answer.body.assistente.confirmadoEm;
    expect(confirmedAt).toEqual(expect.any(String));

    const again = await t.call('POST', `/api/marcas/${marcaID}/confirmar`, { token });
    expect(again.status).toBe(200);
    expect(again.body.assistente.confirmadoEm).toBe(confirmedAt);
    expect((await wizard(marcaID, token)).body.etapa).toBe('concluido');

    expectRefusal(
      await t.call('POST', `/api/marcas/${marcaID}/proprietarios`, { token, body: [owner()] }),
      409,
      messages.wizard.alreadyConfirmed,
    );
    expectRefusal(
      await t.call('PUT', `/api/marcas/${marcaID}`, { token, body: { nome: 'Outra', tipo: 'Nominativa' } }),
      409,
      messages.wizard.alreadyConfirmed,
    );
    // Sent without the outorgante's signature, only the procuração stays open (mandate-awaiting-signature.test.ts).
    expect(
      (
        await upload(
          t,
          `/api/${marcaID}/procuracao`,
          { procuracao: { bytes: await unsignedPdf(), name: 'p.pdf' } },
          token,
        )
      ).status,
    ).toBe(200);
    expectRefusal(
      await upload(t, `/api/${marcaID}/documentos`, { logo: { bytes: PNG, name: 'l.png' } }, token),
      409,
      messages.wizard.alreadyConfirmed,
    );
    expect((await brandRow(t, marcaID)).nome).toBe(brand.nome);
    // The generated power of attorney stays available.
    expect(
      (await t.app.request(`/api/procuracao/${marcaID}`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
  });

  it("refuses another customer's request (404) and a caller without a token (401), changing nothing", async () => {
    const owner = await paidCustomer(t);
    await fillEverything(owner.token, owner.marcaID);
    const other = await paidCustomer(t);
    expectRefusal(await t.call('POST', `/api/marcas/${owner.marcaID}/confirmar`, { token: other.token }), 404);
    expectRefusal(await t.call('POST', `/api/marcas/${owner.marcaID}/confirmar`), 401);
    expect((await brandRow(t, owner.marcaID)).confirmadoEm).toBeNull();
  });

  it('refuses an unpaid request', async () => {
    const { token, marcaID } = await signUp(t);
    expectRefusal(await t.call('POST', `/api/marcas/${marcaID}/confirmar`, { token }), 409, messages.wizard.unpaid);
  });
});

describe('the wizard and the rest of the API', () => {
  it('leaves the order list and the JSON body limit as they were', async () => {
    const { token, marcaID } = await paidCustomer(t);
    const list = await t.call('GET', '/api/marcas/', { token });
    expect(list.status).toBe(200);
    expect(list.body.marcas.map((item: { id: number }) => item.id)).toContain(marcaID);
    expectRefusal(
      await t.call('PUT', `/api/marcas/${marcaID}`, {
        token,
        body: { nome: 'X', tipo: 'Mista', descricao: 'a'.repeat(200 * 1024) },
      }),
      413,
      messages.http.tooLarge,
    );
  });

  it('deletes owners with their request', async () => {
    const { token, marcaID } = await paidCustomer(t);
    await t.call('POST', `/api/marcas/${marcaID}/proprietarios`, { token, body: [owner()] });
    await t.db.delete(marcas).where(eq(marcas.id, marcaID));
    expect(await t.db.select().from(brandOwners).where(eq(brandOwners.marcaId, marcaID))).toEqual([]);
  });
});
