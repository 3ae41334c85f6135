import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, marcas, servicos } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import type { AdminBrandDetail, AdminServiceDetail } from '../../src/shared/schemas/admin';
import type { CustomerBrand } from '../../src/shared/schemas/checkout';
import { deliveredMail, expectRefusal } from '../support/api/accounts';
import {
  filingChecklistDone,
  paidBrandWithFiles,
  paidService,
  signedByEveryOutorgante,
  useAdminTestApp,
} from '../support/api/admin';
import type { TestApp } from '../support/api/test-app';

let t: TestApp;
let admin: { email: string; token: string };
useAdminTestApp((app, staff) => ((t = app), (admin = staff)));

const blockers = messages.admin.concludeBlockers;
const brand = (id: number) => t.call<AdminBrandDetail>('GET', `/api/admin/marcas/${id}`, { token: admin.token });
const patchBrand = (id: number, body: unknown) =>
  t.call('PATCH', `/api/admin/marcas/${id}`, { token: admin.token, body });
const patchService = (id: number, body: unknown) =>
  t.call<{ data: AdminServiceDetail }>('PATCH', `/api/admin/servico/${id}/update`, { token: admin.token, body });

async function sentBrand() {
  const customer = await paidBrandWithFiles(t);
  await signedByEveryOutorgante(t, customer.marcaID);
  await filingChecklistDone(t, customer.marcaID);
  await t.db.update(marcas).set({ confirmadoEm: new Date() }).where(eq(marcas.id, customer.marcaID));
  return customer;
}

describe('concluding a brand request', () => {
  it('refuses with 409 and every reason while the request is not sent and has no protocol', async () => {
    const customer = await paidBrandWithFiles(t);
    await signedByEveryOutorgante(t, customer.marcaID);
    const answer = await patchBrand(customer.marcaID, { status: 'Concluida' });
    expectRefusal(answer, 409, messages.admin.concludeRefused([blockers.notSubmitted, blockers.noProtocol]));
    const after = await brand(customer.marcaID);
    expect(after.body.Status).toBe('Pendente');
    expect(after.body.historico.filter((row) => row.kind === 'status')).toEqual([]);
  });

  it('refuses an unpaid request', async () => {
    const customer = await sentBrand();
    await t.db
      .update(marcas)
      .set({ statusPagamento: 'Pendente', protocolo: '850260000001', processoInpi: '927000001' })
      .where(eq(marcas.id, customer.marcaID));
    expectRefusal(
      await patchBrand(customer.marcaID, { status: 'Concluida' }),
      409,
      messages.admin.concludeRefused([blockers.notPaid]),
    );
  });

  it('refuses a procuração whose signature is not recognised', async () => {
    const customer = await sentBrand();
    await t.db.update(documents).set({ signatureStatus: 'invalida' }).where(eq(documents.marcaId, customer.marcaID));
    // Sent with the protocol, the protocol is refused first; with the protocol already recorded, concluding is.
    expectRefusal(
      await patchBrand(customer.marcaID, { status: 'Concluida', processoInpi: '927000002', protocolo: '8502602' }),
      409,
      messages.admin.protocolRefused([
        messages.admin.filingChecklist.procuracaoAssinada([messages.signature.labels.invalida]),
      ]),
    );
    // The refused call saved nothing, not even the protocol sent with it.
    expect((await brand(customer.marcaID)).body).toMatchObject({ Status: 'Pendente', protocolo: null });
    await t.db
      .update(marcas)
      .set({ protocolo: '8502602', processoInpi: '927000002' })
      .where(eq(marcas.id, customer.marcaID));
    expectRefusal(
      await patchBrand(customer.marcaID, { status: 'Concluida' }),
      409,
      messages.admin.concludeRefused([blockers.noSignature]),
    );
    expect((await brand(customer.marcaID)).body).toMatchObject({ Status: 'Pendente' });
  });

  it('concludes a paid, sent request once the protocol is recorded (in the same call) and the signature recognised', async () => {
    const customer = await sentBrand();
    expect((await brand(customer.marcaID)).body.conclusao).toEqual({
      paid: true,
      submitted: true,
      protocolRecorded: false,
      signatureRecognised: true,
      correctable: ['dados', 'documentos', 'procuracao'],
    });
    const answer = await patchBrand(customer.marcaID, {
      status: 'Concluida',
      processoInpi: '927000003',
      protocolo: '850260003',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.marca).toMatchObject({ Status: 'Concluida', processoInpi: '927000003' });
  });
});

describe('concluding a service request', () => {
  it('refuses an unpaid service and one the customer never sent, with 409 in pt-BR', async () => {
    const unsent = await paidService(t, 4, { nome_marca: 'Nunca Enviada' }, { submitted: false });
    expectRefusal(
      await patchService(unsent.servicoId, { status: 'Concluído', mensagem: 'Parecer pronto.' }),
      409,
      messages.admin.concludeRefused([blockers.notSubmitted]),
    );
    const unpaid = await paidService(t, 4, { nome_marca: 'Sem Pagamento' });
    await t.db.update(servicos).set({ statusPagamento: 'Pendente' }).where(eq(servicos.id, unpaid.servicoId));
    expectRefusal(
      await patchService(unpaid.servicoId, { status: 'Concluído' }),
      409,
      messages.admin.concludeRefused([blockers.notPaid]),
    );
    const mine = await t.call('GET', '/api/servicos/', { token: unpaid.token });
    expect(mine.body.servicos.find((row: { id: number }) => row.id === unpaid.servicoId).status).toBe('Pendente');
  });
});

describe('rejecting', () => {
  const reason = 'A logomarca enviada está ilegível; envie outra, por favor.';

  it('needs a reason of 10 characters or more (400), for brands and services', async () => {
    const customer = await sentBrand();
    expectRefusal(
      await patchBrand(customer.marcaID, { status: 'Rejeitada' }),
      400,
      messages.admin.rejectionReasonRequired,
    );
    expectRefusal(
      await patchBrand(customer.marcaID, { status: 'Rejeitada', mensagem: '  curto   ' }),
      400,
      messages.admin.rejectionReasonRequired,
    );
    const service = await paidService(t, 5, { nome_marca: 'Recusada' });
    expectRefusal(
      await patchService(service.servicoId, { status: 'Rejeitado', mensagem: 'não dá' }),
      400,
      messages.admin.rejectionReasonRequired,
    );
  });

  it('keeps the reason in the history, the customer timeline and the e-mail', async () => {
    const customer = await sentBrand();
    await deliveredMail(t, customer.holder.email);
    const answer = await patchBrand(customer.marcaID, { status: 'Rejeitada', mensagem: reason });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [event] = (await brand(customer.marcaID)).body.historico.filter((row) => row.kind === 'status');
    expect(event).toMatchObject({ statusFrom: 'Pendente', statusTo: 'Rejeitada', message: reason });
    const timeline = await t.call('GET', `/api/marcas/${customer.marcaID}/historico`, { token: customer.token });
    expect(JSON.stringify(timeline.body)).toContain(reason);
    // The customer's row on /home carries it too.
    const rows = await t.call<{ marcas: CustomerBrand[] }>('GET', '/api/marcas/', { token: customer.token });
    expect(rows.body.marcas.find((row) => row.id === customer.marcaID)).toMatchObject({
      status: 'Rejeitada',
      mensagem: reason,
    });
    const mails = await deliveredMail(t, customer.holder.email);
    // The rejection's own mail: its reason, and what happens to the money.
    expect(mails.some((mail) => mail.includes(`${messages.requestMail.rejectionReason}: ${reason}`))).toBe(true);
  });
});

describe('the service protocol', () => {
  it('is recorded by staff, shown to the customer and names the procuração download', async () => {
    const service = await paidService(t, 6, { nome_marca: 'Com Protocolo' }, { withPowerOfAttorney: true });
    expectRefusal(await patchService(service.servicoId, { num_protocolo: '<x>' }), 400, messages.admin.protocolInvalid);
    expectRefusal(await patchService(service.servicoId, {}), 400, messages.admin.serviceNothingToUpdate);
    const answer = await patchService(service.servicoId, { num_protocolo: ' 850260777 ' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ num_protocolo: '850260777', status: 'Pendente' });
    const mine = await t.call('GET', '/api/servicos/', { token: service.token });
    expect(mine.body.servicos.find((row: { id: number }) => row.id === service.servicoId)).toMatchObject({
      num_protocolo: '850260777',
    });
    const file = await t.call('GET', `/api/admin/servico/${service.servicoId}/procuracao`, { token: admin.token });
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="procuracao_850260777.pdf"');
  });
});
