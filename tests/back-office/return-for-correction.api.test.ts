import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { marcas, payments, requestEvents, servicos } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import type { AdminBrandDetail, AdminPage, AdminServiceDetail, AdminServiceRow } from '../../src/shared/schemas/admin';
import type { CustomerService } from '../../src/shared/schemas/checkout';
import { deliveredMail, expectRefusal } from '../support/api/accounts';
import { paidBrandWithFiles, paidService, useAdminTestApp } from '../support/api/admin';
import { attemptsOf } from '../support/api/checkout';
import { forms, searchPaidByCard, submitForm } from '../support/api/services';
import type { TestApp } from '../support/api/test-app';

let t: TestApp;
let admin: { email: string; token: string };
useAdminTestApp((app, staff) => ((t = app), (admin = staff)));

const blockers = messages.admin.concludeBlockers;
const reason = 'O comprovante de residência está vencido; envie um de até 90 dias.';
const subjectOf = (mail: string) => /^Subject: (.*)$/m.exec(mail)![1]!;

const patchBrand = (id: number, body: unknown) =>
  t.call<{ marca: AdminBrandDetail }>('PATCH', `/api/admin/marcas/${id}`, { token: admin.token, body });
const patchService = (id: number, body: unknown) =>
  t.call<{ data: AdminServiceDetail }>('PATCH', `/api/admin/servico/${id}/update`, { token: admin.token, body });
const customerServices = async (token: string) =>
  (await t.call<{ servicos: CustomerService[] }>('GET', '/api/servicos/', { token })).body.servicos;

/** A brand request paid and sent by its customer (the wizard's confirmation is tested elsewhere). */
async function sentBrand() {
  const customer = await paidBrandWithFiles(t);
  await t.db.update(marcas).set({ confirmadoEm: new Date() }).where(eq(marcas.id, customer.marcaID));
  return customer;
}

describe('returning a request for correction', () => {
  it('refuses a reason shorter than ten characters, and a return without a part to reopen', async () => {
    const customer = await sentBrand();
    expectRefusal(
      await patchBrand(customer.marcaID, { status: 'Devolvida', mensagem: 'corrigir', partes: ['dados'] }),
      400,
      'Informe o que o cliente precisa corrigir (ao menos 10 caracteres): a mensagem é enviada a ele.',
    );
    expectRefusal(
      await patchBrand(customer.marcaID, { status: 'Devolvida', mensagem: reason, partes: [] }),
      400,
      'Escolha ao menos uma parte para o cliente corrigir: dados, documentos ou procuração.',
    );
    expectRefusal(
      await patchBrand(customer.marcaID, { status: 'Devolvida', mensagem: reason, partes: ['fotos'] }),
      400,
      messages.admin.returnPartsRequired,
    );
  });

  it('refuses a request the customer has not sent, or has not paid, and says why', async () => {
    const unsent = await paidBrandWithFiles(t);
    expectRefusal(
      await patchBrand(unsent.marcaID, { status: 'Devolvida', mensagem: reason, partes: ['documentos'] }),
      409,
      'Não é possível devolver para correção: o cliente ainda não enviou o pedido.',
    );
    const unpaid = await paidService(t, 4, forms[4]);
    await t.db.update(servicos).set({ statusPagamento: 'Pendente' }).where(eq(servicos.id, unpaid.servicoId));
    expectRefusal(
      await patchService(unpaid.servicoId, { status: 'Devolvido', mensagem: reason, partes: ['dados'] }),
      409,
      messages.admin.returnRefused([blockers.notPaid]),
    );
    // A Busca has no procuração to reopen.
    const search = await paidService(t, 4, forms[4]);
    expectRefusal(
      await patchService(search.servicoId, { status: 'Devolvido', mensagem: reason, partes: ['procuracao'] }),
      400,
      messages.admin.returnPartsRequired,
    );
  });

  it('lets the customer change only the reopened parts, then send it again to Pendente without paying again', async () => {
    const customer = await paidService(t, 5, forms[5], { withPowerOfAttorney: true });
    const id = customer.servicoId;
    const edit = () =>
      t.call('PUT', `/api/servicos/${id}`, {
        token: customer.token,
        body: { servico: { nome: 'Oposição', plano_id: 5 }, dados: forms[5] },
      });
    // Sent and not returned: the data are frozen.
    expectRefusal(await edit(), 409, messages.services.alreadyConfirmed);

    const returned = await patchService(id, { status: 'Devolvido', mensagem: `  ${reason} `, partes: ['dados'] });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body.data).toMatchObject({ status: 'Devolvido', mensagem: reason, correcao: ['dados'] });

    // The customer's row says why and what to correct.
    const [row] = await customerServices(customer.token);
    expect(row).toMatchObject({ status: 'Devolvido', mensagem: reason, correcao: ['dados'] });

    // The mail says it needs a correction, why and what.
    const [mail] = await deliveredMail(t, customer.holder.email);
    expect(subjectOf(mail)).toMatch(/^Seu pedido precisa de uma correção: /);
    expect(mail).toContain(`O que precisa ser corrigido: ${reason}`);
    expect(mail).toContain('Partes a corrigir: os dados.');
    expect(mail).toContain('clique em "Corrigir"');

    // The form reopens at the part staff named, as not sent yet.
    const resume = await t.call('GET', `/api/servicos/${id}/assistente`, { token: customer.token });
    expect(resume.body).toMatchObject({ etapa: 'formulario', confirmadoEm: null, correcao: ['dados'] });

    // The data are open again; the procuração, not reopened, stays closed.
    await submitForm(t, customer.token, id, 5, { ...forms[5], tempo_usada: '4 anos' });
    const procuracao = await t.call('POST', `/api/servicos/${id}/procuracao`, { token: customer.token, raw: '{}' });
    expectRefusal(procuracao, 409, messages.corrections.partClosed);

    const attemptsBefore = (await attemptsOf(t, { tipo: 'servico', id })).length;
    const resent = await t.call('POST', `/api/servicos/${id}/confirmar`, { token: customer.token });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    const [saved] = await t.db.select().from(servicos).where(eq(servicos.id, id));
    expect(saved).toMatchObject({ status: 'Pendente', statusPagamento: 'Pago', correcao: [], mensagem: null });
    expect(saved.reenviadoEm).toBeInstanceOf(Date);
    expect((await attemptsOf(t, { tipo: 'servico', id })).length).toBe(attemptsBefore);
    // Closed again once sent.
    expectRefusal(await edit(), 409, messages.services.alreadyConfirmed);

    // The staff queue shows it Pendente, resent.
    const queue = await t.call<AdminPage<AdminServiceRow>>(
      'GET',
      '/api/admin/servicos?status=Pendente&ordem=id&direcao=desc&porPagina=50',
      { token: admin.token },
    );
    expect(queue.body.itens.find((item) => item.id === id)).toMatchObject({
      status: 'Pendente',
      reenviadoEm: saved.reenviadoEm!.toISOString(),
    });
    // Sending again twice changes nothing more.
    expect((await t.call('POST', `/api/servicos/${id}/confirmar`, { token: customer.token })).status).toBe(200);
  });

  it("keeps a sent brand's files closed, also when staff reopened only its data", async () => {
    const customer = await sentBrand();
    const edit = await t.call('POST', `/api/${customer.marcaID}/documentos`, { token: customer.token, raw: '{}' });
    expectRefusal(edit, 409, messages.wizard.alreadyConfirmed);
    await patchBrand(customer.marcaID, { status: 'Devolvida', mensagem: reason, partes: ['dados'] });
    // Returned with only its data reopened: the files stay closed, in words that say so.
    const files = await t.call('POST', `/api/${customer.marcaID}/documentos`, { token: customer.token, raw: '{}' });
    expectRefusal(files, 409, messages.corrections.partClosed);
  });
});

describe('rejecting a request', () => {
  it('before filing, refunds the payment in full once, and the order becomes Estornado', async () => {
    const provider = t.deps.paymentProvider!;
    const refunds = vi.spyOn(provider, 'refund');
    const customer = await searchPaidByCard(t);
    const { id } = customer.order;
    const rejected = await patchService(id, { status: 'Rejeitado', mensagem: 'Não atendemos buscas desta classe.' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(refunds).toHaveBeenCalledTimes(1);
    const [attempt] = await attemptsOf(t, customer.order);
    expect(attempt).toMatchObject({ status: 'refunded', refundDue: true, alert: null });
    const [order] = await t.db.select().from(servicos).where(eq(servicos.id, id));
    expect(order.statusPagamento).toBe('Estornado');

    // Rejecting again (a new reason), a retry and the reconciliation job refund nothing more.
    await patchService(id, { status: 'Rejeitado', mensagem: 'Não atendemos buscas desta classe, desculpe.' });
    await t.reconcile();
    expect(refunds).toHaveBeenCalledTimes(1);
    const refundEvents = await t.db.select().from(requestEvents).where(eq(requestEvents.statusTo, 'Reembolsado'));
    expect(refundEvents.filter((event) => event.requestId === id && event.requestKind === 'servico')).toHaveLength(1);

    // The row and the mail say the money goes back.
    const [row] = await customerServices(customer.token);
    expect(row).toMatchObject({ status: 'Rejeitado', reembolso: 'refund' });
    const mails = await deliveredMail(t, customer.holder.email);
    const rejection = mails.find((mail) => subjectOf(mail).startsWith('Seu pedido foi recusado'))!;
    expect(rejection).toContain('Motivo: Não atendemos buscas desta classe.');
    expect(rejection).toContain(messages.corrections.refundBeforeFiling);
    expect(mails.filter((mail) => subjectOf(mail).startsWith('Reembolso confirmado'))).toHaveLength(1);
    // The refund is part of the rejection: it can no longer be undone.
    expect(
      (await t.call<AdminServiceDetail>('GET', `/api/admin/servico/${id}`, { token: admin.token })).body,
    ).toMatchObject({ data: { desfazer: null } });
    refunds.mockRestore();
  });

  it('after filing, refunds nothing and quotes the terms', async () => {
    const refunds = vi.spyOn(t.deps.paymentProvider!, 'refund');
    const customer = await searchPaidByCard(t, { planoId: 5, protocolo: '850260001234' });
    const { id } = customer.order;
    const rejected = await patchService(id, { status: 'Rejeitado', mensagem: 'A marca contestada foi arquivada.' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(refunds).not.toHaveBeenCalled();
    const [attempt] = await attemptsOf(t, customer.order);
    expect(attempt).toMatchObject({ status: 'approved', refundDue: false });
    const [row] = await customerServices(customer.token);
    expect(row).toMatchObject({ status: 'Rejeitado', status_pagamento: 'Pago', reembolso: 'noRefundAfterFiling' });
    const [rejection] = (await deliveredMail(t, customer.holder.email)).filter((mail) =>
      subjectOf(mail).startsWith('Seu pedido foi recusado'),
    );
    expect(rejection).toContain(
      'Depois que o pedido é protocolado no INPI não há reembolso, pois o serviço principal já foi prestado e as retribuições oficiais já foram recolhidas.',
    );
    expect(await t.db.select().from(payments).where(eq(payments.orderId, id))).toHaveLength(1);
    refunds.mockRestore();
  });
});
