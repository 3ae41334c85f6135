import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../src/server/admin/ensure-admin';
import { brandOwners, documents, marcas, payments, requestEvents, servicos, users } from '../../src/server/db/schema';
import { recordRequestEvent } from '../../src/server/requests/events';
import { messages } from '../../src/shared/messages';
import { PNG, unsignedPdf } from '../support/documents/samples';
import { expectRefusal, logIn, signUp } from '../support/api/accounts';
import { paidCustomer, upload, uploadedFiles } from '../support/api/brand-wizard';
import { payer, payOk, paymentBody } from '../support/api/checkout';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const deleteAccount = (token: string | undefined, senha?: string) =>
  t.call('POST', '/api/conta/excluir', { token, body: senha === undefined ? {} : { senha } });

async function withFiles(customer: Awaited<ReturnType<typeof paidCustomer>>) {
  const answer = await upload(
    t,
    `/api/${customer.marcaID}/documentos`,
    {
      logo: { bytes: PNG, name: 'logo.png', type: 'image/png' },
      comprovanteRes: { bytes: await unsignedPdf(), name: 'conta.pdf', type: 'application/pdf' },
      docFoto: { bytes: PNG, name: 'rg.png', type: 'image/png' },
    },
    customer.token,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return uploadedFiles(t).filter((path) => path.startsWith(`marca-${customer.marcaID}/`));
}

describe('POST /api/conta/excluir ("Excluir minha conta")', () => {
  it('asks for the password: a stolen token alone deletes nothing', async () => {
    const { token, userID } = await signUp(t);
    expectRefusal(await deleteAccount(token), 400, messages.account.passwordRequired);
    expectRefusal(await deleteAccount(token, 'chute-do-ladrao'), 400, messages.account.passwordWrong);
    expect(await t.db.select().from(users).where(eq(users.id, userID))).toHaveLength(1);
    expect((await t.call('GET', '/api/profile/', { token })).status).toBe(200);
  });

  it('removes the account, its files from disk, and refuses its token and its password afterwards', async () => {
    const customer = await paidCustomer(t);
    const { token, holder, userID, marcaID } = customer;
    const files = await withFiles(customer);
    expect(files).toHaveLength(3);
    const other = await paidCustomer(t);
    const otherFiles = await withFiles(other);

    const answer = await deleteAccount(token, holder.password);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.mensagem).toBe(messages.account.deleted);

    for (const file of files) expect(existsSync(join(t.dataDir, 'uploads', file)), file).toBe(false);
    expect(existsSync(join(t.dataDir, 'uploads', `marca-${marcaID}`))).toBe(false);
    expect(await t.db.select().from(documents).where(eq(documents.marcaId, marcaID))).toEqual([]);
    expect(await t.db.select().from(brandOwners).where(eq(brandOwners.marcaId, marcaID))).toEqual([]);

    expectRefusal(await t.call('GET', '/api/profile/', { token }), 401, messages.http.unauthenticated);
    expectRefusal(await t.call('GET', '/api/conta/dados', { token }), 401, messages.http.unauthenticated);
    expectRefusal(await logIn(t, holder.email, holder.password), 401, messages.login.invalidCredentials);
    // The e-mail and CPF are free again: the person may sign up anew.
    expect((await t.call('POST', '/api/register', { body: { ...holder } })).status).toBe(201);
    expect((await t.db.select().from(users).where(eq(users.id, userID)))[0]?.email).not.toBe(holder.email);

    // Another customer's files are untouched.
    for (const file of otherFiles) expect(existsSync(join(t.dataDir, 'uploads', file)), file).toBe(true);
    expect((await t.call('GET', '/api/profile/', { token: other.token })).status).toBe(200);
  });

  it('keeps a paid order for the tax records, without the person: amounts and dates stay, name, documents and contact go', async () => {
    const { token, holder, userID } = await signUp(t, { planoID: 4 });
    const [service] = await t.db.select().from(servicos).where(eq(servicos.userId, userID));
    await payOk(
      t,
      token,
      paymentBody({ tipo: 'servico', id: service.id }, 'pix', { payer: payer({ first_name: 'Pagadora' }) }),
    );
    await t.db
      .update(servicos)
      .set({ statusPagamento: 'Pago', nome: 'Busca da marca Sabor do Sertão' })
      .where(eq(servicos.id, service.id));
    await recordRequestEvent(t.db, {
      requestKind: 'servico',
      requestId: service.id,
      kind: 'status',
      statusTo: 'Em análise',
      message: `Olá ${holder.fullName}`,
    });
    const unpaid = await t.call('PUT', '/api/marcas/', { token, body: { planoID: 1 } });

    expect((await deleteAccount(token, holder.password)).status).toBe(200);

    const [kept] = await t.db.select().from(servicos).where(eq(servicos.id, service.id));
    expect(kept).toMatchObject({ statusPagamento: 'Pago', planoId: 4, nome: '', dados: {} });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, service.id));
    expect(payment).toMatchObject({
      amountCents: expect.any(Number),
      method: 'pix',
      payerName: '',
      payerDocument: null,
      pixQrCode: null,
    });
    const [events] = await Promise.all([
      t.db.select().from(requestEvents).where(eq(requestEvents.requestId, service.id)),
    ]);
    expect(events.every((event) => event.message === null)).toBe(true);
    expect(await t.db.select().from(marcas).where(eq(marcas.id, unpaid.body.marcaID))).toEqual([]);

    const [row] = await t.db.select().from(users).where(eq(users.id, userID));
    expect(row.deletedAt).not.toBeNull();
    const stored = JSON.stringify(row);
    for (const trace of [holder.email, holder.cpf, holder.fullName, '99876']) expect(stored).not.toContain(trace);
    expectRefusal(await t.call('GET', '/api/servicos/', { token }), 401, messages.http.unauthenticated);
  });

  it('does not let a staff account delete itself from here (the back office would lose its admin)', async () => {
    await ensureAdmin(t.db, 'chefe.lgpd@marcas.test', 'senha-do-admin-1');
    const token = (await logIn(t, 'chefe.lgpd@marcas.test', 'senha-do-admin-1')).body.token;
    expectRefusal(await deleteAccount(token, 'senha-do-admin-1'), 403, messages.account.staffCannotDelete);
    expect((await logIn(t, 'chefe.lgpd@marcas.test', 'senha-do-admin-1')).status).toBe(200);
  });

  it('ends every session of the account, not only the one that asked', async () => {
    const { holder } = await signUp(t);
    const phone = (await logIn(t, holder.email, holder.password)).body.token;
    const laptop = (await logIn(t, holder.email, holder.password)).body.token;
    expect((await deleteAccount(laptop, holder.password)).status).toBe(200);
    expectRefusal(await t.call('GET', '/api/profile/', { token: phone }), 401, messages.http.unauthenticated);
  });
});
