import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { marcas, requestEvents } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import type { AdminBrandDetail, AdminServiceDetail } from '../../src/shared/schemas/admin';
import { deliveredMail, expectRefusal } from '../support/api/accounts';
import { adminSession, paidBrandWithFiles, paidService, signedByEveryOutorgante } from '../support/api/admin';
import { companyOwner, paidCustomer, personOwner, savedAddress } from '../support/api/brand-wizard';
import { generateCnpj, generateCpf } from '../support/api/people';
import { attemptsOf } from '../support/api/checkout';
import { searchPaidByCard } from '../support/api/services';
import { createTestApp, type TestApp } from '../support/api/test-app';

const GRACE_SECONDS = 60;
let t: TestApp;
let admin: { email: string; token: string };
beforeAll(async () => {
  // The product's default grace period; the outbox worker is run by hand with its clock moved on.
  t = await createTestApp({ STATUS_MAIL_GRACE_SECONDS: String(GRACE_SECONDS) });
  admin = await adminSession(t);
}, 60_000);
afterAll(() => t.close(), 30_000);

const items = messages.admin.filingChecklist;
const brand = (id: number) => t.call<AdminBrandDetail>('GET', `/api/admin/marcas/${id}`, { token: admin.token });
const patchBrand = (id: number, body: unknown) =>
  t.call<{ marca: AdminBrandDetail }>('PATCH', `/api/admin/marcas/${id}`, { token: admin.token, body });
const putChecklist = (id: number, body: unknown) =>
  t.call<{ mensagem: string; marca: AdminBrandDetail }>('PUT', `/api/admin/marcas/${id}/checklist`, {
    token: admin.token,
    body,
  });
const undo = (plural: 'marcas' | 'servicos', id: number, evento: unknown) =>
  t.call('POST', `/api/admin/${plural}/${id}/desfazer`, { token: admin.token, body: { evento } });
const complete = {
  contasEinpi: true,
  gruNumero: '29409172345678901',
  gruValorCentavos: 44_000,
  gruVencimento: '2026-12-30',
  gruPaga: true,
};
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe('the e-Marcas filing data', () => {
  it('shows each titular with nationality, address and a company’s representative', async () => {
    const customer = await paidCustomer(t);
    const cpf = generateCpf();
    const representative = generateCpf();
    const saved = await t.call('POST', `/api/marcas/${customer.marcaID}/proprietarios`, {
      token: customer.token,
      body: [personOwner(cpf), companyOwner(generateCnpj(), representative)],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { body } = await brand(customer.marcaID);
    expect(body.proprietarios[0]).toMatchObject({
      nome: 'Ana Lima',
      doc_num: cpf,
      nacionalidade: 'brasileira',
      endereco: savedAddress(),
      representante: null,
    });
    expect(body.proprietarios[1]).toMatchObject({
      nome: 'Nova Comércio S.A.',
      tipo_doc: 'cnpj',
      endereco: { cidade: 'São Paulo', estado: 'SP' },
      representante: { nome: 'Beatriz Ramos', cpf: representative, nacionalidade: 'brasileira' },
    });
  });
});

describe('the filing checklist before "Protocolado"', () => {
  it('refuses the protocol with 409 and every missing item until the checklist is complete and every outorgante signed, then records it', async () => {
    const customer = await paidBrandWithFiles(t);
    // The procuração sent is a signed PDF, but not this request's: staff read why beside the items they tick.
    const unsigned = expect.stringMatching(
      /^a procuração ainda não tem assinatura reconhecida de todos os outorgantes \(este não é o documento da procuração deste pedido/,
    );
    const before = (await brand(customer.marcaID)).body.checklist;
    expect(before).toMatchObject({
      completo: false,
      pendencias: [items.contasEinpi, items.gruEmitida, items.gruPaga, unsigned],
    });
    const refused = await patchBrand(customer.marcaID, { processoInpi: '927000101', protocolo: '850260101' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      erro: expect.stringMatching(
        /^Não é possível registrar o protocolo: as contas e-INPI dos titulares ainda não foram conferidas; a GRU ainda não foi emitida \(número, valor e vencimento\); o pagamento da GRU ainda não foi confirmado; a procuração ainda não tem assinatura reconhecida/,
      ),
    });

    // The GRU issued, but not yet paid: still refused, naming only what is missing.
    const partial = await putChecklist(customer.marcaID, { ...complete, gruPaga: false });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect(partial.body.mensagem).toBe(messages.admin.checklistSaved);
    expect(partial.body.marca.checklist).toMatchObject({
      contasEinpi: true,
      gruNumero: '29409172345678901',
      gruValorCentavos: 44_000,
      gruVencimento: '2026-12-30',
      gruPaga: false,
      pendencias: [items.gruPaga, unsigned],
      atualizadoPor: 'Administrador',
    });

    // Every item ticked, the signature still missing: the protocol waits for it.
    await putChecklist(customer.marcaID, complete);
    const waiting = await patchBrand(customer.marcaID, { protocolo: '850260101' });
    expect(waiting.status).toBe(409);
    expect(waiting.body).toMatchObject({
      erro: expect.stringMatching(
        /^Não é possível registrar o protocolo: a procuração ainda não tem assinatura reconhecida de todos os outorgantes/,
      ),
    });
    expect((await brand(customer.marcaID)).body).toMatchObject({ protocolo: null, processoInpi: null });

    await signedByEveryOutorgante(t, customer.marcaID);
    const recorded = await patchBrand(customer.marcaID, { processoInpi: '927000101', protocolo: '850260101' });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.marca).toMatchObject({ processoInpi: '927000101', protocolo: '850260101' });
    expect(recorded.body.marca.checklist).toMatchObject({ completo: true, pendencias: [] });
  });

  it('answers bad checklist items with 400 and a pt-BR reason, saving nothing', async () => {
    const customer = await paidBrandWithFiles(t);
    expectRefusal(
      await putChecklist(customer.marcaID, { ...complete, gruValorCentavos: -5 }),
      400,
      messages.admin.gruAmountInvalid,
    );
    expectRefusal(
      await putChecklist(customer.marcaID, { ...complete, gruVencimento: '30/12/2026' }),
      400,
      messages.admin.gruDueInvalid,
    );
    expectRefusal(await putChecklist(customer.marcaID, { ...complete, extra: 1 }), 400, messages.admin.unknownField);
    expect((await brand(customer.marcaID)).body.checklist.completo).toBe(false);
    expectRefusal(await putChecklist(999_999, complete), 404, messages.admin.brandNotFound);
  });

  it('is for staff only', async () => {
    const customer = await paidBrandWithFiles(t);
    const answer = await t.call('PUT', `/api/admin/marcas/${customer.marcaID}/checklist`, {
      token: customer.token,
      body: complete,
    });
    expect(answer.status).toBe(403);
  });
});

describe('undoing a status change inside the grace period', () => {
  const rejection = 'Documento com foto ilegível: envie uma nova foto, por favor.';

  it('holds the rejection e-mail; "Desfazer" restores the status and the e-mail never leaves', async () => {
    const customer = await paidBrandWithFiles(t);
    await deliveredMail(t, customer.holder.email);
    const changed = await patchBrand(customer.marcaID, { status: 'Rejeitada', mensagem: rejection });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const pending = changed.body.marca.desfazer!;
    expect(pending).toMatchObject({ statusAnterior: 'Pendente', statusNovo: 'Rejeitada' });
    expect(Date.parse(pending.ate) - Date.now()).toBeGreaterThan((GRACE_SECONDS - 10) * 1000);

    // Inside the grace period the worker sends nothing.
    expect(await deliveredMail(t, customer.holder.email)).toEqual([]);

    const undone = await undo('marcas', customer.marcaID, pending.evento);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.mensagem).toBe(messages.admin.undone);
    expect(undone.body.marca).toMatchObject({ Status: 'Pendente', desfazer: null });
    expect(undone.body.marca.historico.filter((row: { kind: string }) => row.kind === 'status')).toEqual([]);

    // Past the grace period nothing is left to send.
    await t.deliverMail({ now: later(GRACE_SECONDS * 3) });
    expect(t.outbox().filter((mail) => mail.includes(rejection))).toEqual([]);
    const timeline = await t.call('GET', `/api/marcas/${customer.marcaID}/historico`, { token: customer.token });
    expect(timeline.body.eventos.map((event: { tipo: string }) => event.tipo)).not.toContain('status');
  });

  it("asks a rejection's refund only once the grace period is over: undone, nothing goes back", async () => {
    const refunds = vi.spyOn(t.deps.paymentProvider!, 'refund');
    const [undone, kept] = [await searchPaidByCard(t), await searchPaidByCard(t)];
    const reject = (id: number) =>
      t.call<{ data: AdminServiceDetail }>('PATCH', `/api/admin/servico/${id}/update`, {
        token: admin.token,
        body: { status: 'Rejeitado', mensagem: 'Não atendemos buscas desta classe.' },
      });
    const first = await reject(undone.order.id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await reject(kept.order.id);
    // Inside the grace period: owed, not asked, and the rejection can still be undone.
    await t.reconcile();
    expect(refunds).not.toHaveBeenCalled();
    const undo = await t.call('POST', `/api/admin/servicos/${undone.order.id}/desfazer`, {
      token: admin.token,
      body: { evento: first.body.data.desfazer!.evento },
    });
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect((await attemptsOf(t, undone.order))[0]).toMatchObject({ status: 'approved', refundDue: false });

    // Past it, the reconciliation asks for the kept rejection's refund, once; the undone one owes nothing.
    await t.reconcile({ now: later(GRACE_SECONDS + 5) });
    await t.reconcile({ now: later(GRACE_SECONDS + 65) });
    expect(refunds).toHaveBeenCalledTimes(1);
    expect((await attemptsOf(t, kept.order))[0]).toMatchObject({ status: 'refunded' });
    expect((await attemptsOf(t, undone.order))[0]).toMatchObject({ status: 'approved' });
    refunds.mockRestore();
  });

  it('sends the e-mail once the grace period is over, and then refuses to undo (409)', async () => {
    const customer = await paidBrandWithFiles(t);
    const changed = await patchBrand(customer.marcaID, { status: 'Rejeitada', mensagem: rejection });
    const { evento } = changed.body.marca.desfazer!;
    await t.deliverMail({ now: later(GRACE_SECONDS + 5) });
    expect(t.outbox().filter((mail) => mail.includes(customer.holder.email) && mail.includes(rejection))).toHaveLength(
      1,
    );
    expect((await brand(customer.marcaID)).body.desfazer).toBeNull();
    expectRefusal(await undo('marcas', customer.marcaID, evento), 409, messages.admin.undoTooLate);
    expect((await brand(customer.marcaID)).body.Status).toBe('Rejeitada');
  });

  it('a bulk change waits out the same grace period: each row can be undone, and the others are mailed after it', async () => {
    const [kept, undone] = [await paidBrandWithFiles(t), await paidBrandWithFiles(t)];
    for (const customer of [kept, undone]) await deliveredMail(t, customer.holder.email);
    const bulk = await t.call<{ resultados: { id: number; ok: boolean }[] }>('POST', '/api/admin/marcas/status', {
      token: admin.token,
      body: { ids: [kept.marcaID, undone.marcaID], status: 'Rejeitada', mensagem: rejection },
    });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect(bulk.body.resultados.map((row) => row.ok)).toEqual([true, true]);

    // Inside the grace period nothing leaves, and each changed row offers "Desfazer".
    await t.deliverMail();
    for (const customer of [kept, undone]) expect(await deliveredMail(t, customer.holder.email)).toEqual([]);
    const pending = (await brand(undone.marcaID)).body.desfazer!;
    expect(pending).toMatchObject({ statusAnterior: 'Pendente', statusNovo: 'Rejeitada' });
    expect((await undo('marcas', undone.marcaID, pending.evento)).status).toBe(200);

    await t.deliverMail({ now: later(GRACE_SECONDS + 5) });
    const rejections = (email: string) => t.outbox().filter((mail) => mail.includes(email) && mail.includes(rejection));
    expect(rejections(kept.holder.email)).toHaveLength(1);
    expect(rejections(undone.holder.email)).toEqual([]);
    expect((await brand(undone.marcaID)).body.Status).toBe('Pendente');
  });

  it('undoes only the last change, and a service’s message comes back with its status', async () => {
    const service = await paidService(t, 5, { nome_marca: 'Sol Nascente' });
    const patch = (body: unknown) =>
      t.call<{ data: AdminServiceDetail }>('PATCH', `/api/admin/servico/${service.servicoId}/update`, {
        token: admin.token,
        body,
      });
    const first = await patch({ status: 'Análise', mensagem: 'Estamos analisando o seu pedido.' });
    const firstEvent = first.body.data.desfazer!.evento;
    const second = await patch({ status: 'Rejeitado', mensagem: rejection });
    expect(second.body.data.desfazer).toMatchObject({ statusAnterior: 'Análise', statusNovo: 'Rejeitado' });
    // The earlier change is no longer the last one.
    expectRefusal(await undo('servicos', service.servicoId, firstEvent), 409, messages.admin.undoTooLate);

    const undone = await undo('servicos', service.servicoId, second.body.data.desfazer!.evento);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.data).toMatchObject({ status: 'Análise', mensagem: 'Estamos analisando o seu pedido.' });
    const events = await t.db.select().from(requestEvents).where(eq(requestEvents.requestId, service.servicoId));
    expect(events.filter((row) => row.requestKind === 'servico' && row.statusTo === 'Rejeitado')).toEqual([]);
  });

  it('refuses a bad or foreign event id without touching the request', async () => {
    const customer = await paidBrandWithFiles(t);
    expectRefusal(await undo('marcas', customer.marcaID, 'x'), 400, messages.admin.undoNothing);
    expectRefusal(await undo('marcas', customer.marcaID, 123_456), 409, messages.admin.undoTooLate);
    const [row] = await t.db.select().from(marcas).where(eq(marcas.id, customer.marcaID));
    expect(row!.status).toBe('Pendente');
  });
});
