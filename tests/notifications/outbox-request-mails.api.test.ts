import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marcas, servicos } from '../../src/server/db/schema';
import { recordRequestEvent } from '../../src/server/requests/events';
import { messages } from '../../src/shared/messages';
import { deliveredMail, expectRefusal, signUp } from '../support/api/accounts';
import { paymentBody, payOk } from '../support/api/checkout';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const subjectOf = (mail: string) => /^Subject: (.*)$/m.exec(mail)![1]!;

async function paidBrand() {
  const account = await signUp(t, { planoID: 1 });
  const pix = await payOk(t, account.token, paymentBody({ tipo: 'marca', id: account.marcaID }, 'pix'));
  expect((await t.call('POST', `/api/pagamentos/sandbox/${pix.id}/pagar`, { token: account.token })).status).toBe(200);
  return account;
}

describe('the customer hears of every change to a request', () => {
  it('mails the wizard completion, each staff status change with its message, and the protocol, naming the request', async () => {
    const { holder, marcaID } = await paidBrand();
    await t.db.update(marcas).set({ nome: 'Café do Sertão' }).where(eq(marcas.id, marcaID));
    await t.db.transaction(async (tx) => {
      await recordRequestEvent(tx, {
        requestKind: 'marca',
        requestId: marcaID,
        kind: 'assistente',
        message: messages.timeline.wizardCompleted,
      });
    });
    await t.db.transaction(async (tx) => {
      await tx.update(marcas).set({ status: 'Iniciada' }).where(eq(marcas.id, marcaID));
      await recordRequestEvent(tx, {
        requestKind: 'marca',
        requestId: marcaID,
        kind: 'status',
        statusFrom: 'Pendente',
        statusTo: 'Iniciada',
        message: 'Conferimos os documentos; faltava só o comprovante.',
        actorUserId: null,
      });
    });
    await t.db.transaction(async (tx) => {
      await tx.update(marcas).set({ protocolo: '941234567' }).where(eq(marcas.id, marcaID));
      await recordRequestEvent(tx, {
        requestKind: 'marca',
        requestId: marcaID,
        kind: 'protocolo',
        statusTo: '941234567',
      });
    });

    const mails = await deliveredMail(t, holder.email);
    expect(mails.map(subjectOf)).toEqual([
      // Written when sent: the request is named as it is known by then.
      expect.stringMatching(
        /^Pagamento confirmado: Registro da marca “Café do Sertão” \(plano Essencial\), pedido M-\d{4,}/,
      ),
      expect.stringMatching(
        /^Dados recebidos: Registro da marca “Café do Sertão” \(plano Essencial\), pedido M-\d{4,}/,
      ),
      expect.stringMatching(/^Atualização do pedido: Registro da marca “Café do Sertão”/),
      expect.stringMatching(/^Pedido protocolado no INPI: .*protocolo INPI nº 941234567/),
    ]);
    for (const mail of mails) {
      expect(mail).toContain(messages.requestMail.inpiNeverBills);
      expect(mail).toContain(`https://marcas.test/historico?tipo=marca&id=${marcaID}`);
      expect(mail).toMatch(/Próximo passo: /);
      expect(mail).toMatch(/Content-Type: text\/html/);
      expect(mail).toMatch(/Content-Type: text\/plain/);
    }
    expect(mails[1]).toContain('em até 15 dias úteis');
    expect(mails[2]).toContain('Situação: de "Pendente" para "Iniciada".');
    expect(mails[2]).toContain('Mensagem da equipe: Conferimos os documentos; faltava só o comprovante.');
    expect(mails[3]).toContain('Número do protocolo no INPI: 941234567.');
  });

  it('names a service by its service and brand, with a reference a brand order never has', async () => {
    const { token, holder, marcaID: servicoID } = await signUp(t, { planoID: 6 });
    await t.db
      .update(servicos)
      .set({ dados: { nome_marca: 'Sertão Verde' } })
      .where(eq(servicos.id, servicoID));
    const pix = await payOk(t, token, paymentBody({ tipo: 'servico', id: servicoID }, 'pix'));
    await t.call('POST', `/api/pagamentos/sandbox/${pix.id}/pagar`, { token });
    const [mail] = await deliveredMail(t, holder.email);
    expect(subjectOf(mail!)).toMatch(/^Pagamento confirmado: Recurso para a marca “Sertão Verde”, pedido S-\d{4,}/);
    expect(mail).toContain(messages.requestMail.nextAfterPaymentService);
    expect(mail).not.toMatch(/pedido M-/);
  });

  it('mails a refused card, and nothing for a payment still pending', async () => {
    const { token, holder, marcaID } = await signUp(t, { planoID: 2 });
    await payOk(t, token, paymentBody({ tipo: 'marca', id: marcaID }, 'pix'));
    expect(await deliveredMail(t, holder.email)).toHaveLength(0);
    await payOk(t, token, paymentBody({ tipo: 'marca', id: marcaID }, 'credit_card', { cardholderName: 'OTHE' }));
    const mails = await deliveredMail(t, holder.email);
    expect(mails.map(subjectOf)).toEqual([expect.stringMatching(/^Pagamento recusado: /)]);
    expect(mails[0]).toContain(messages.requestMail.refused.next);
  });
});

describe('GET /api/{marcas|servicos}/{id}/historico', () => {
  it('shows the customer every event, newest first, with its date, status and message, creation last', async () => {
    const { token, marcaID } = await paidBrand();
    await t.db.transaction((tx) =>
      recordRequestEvent(tx, {
        requestKind: 'marca',
        requestId: marcaID,
        kind: 'status',
        statusFrom: 'Pendente',
        statusTo: 'Concluida',
        message: 'Registro concedido!',
      }),
    );
    const answer = await t.call('GET', `/api/marcas/${marcaID}/historico`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.pedido).toMatchObject({
      tipo: 'marca',
      id: marcaID,
      referencia: expect.stringMatching(/^M-\d{4,}$/),
      protocolo: null,
    });
    expect(answer.body.eventos.map((event: { tipo: string }) => event.tipo)).toEqual([
      'status',
      'pagamento',
      'criacao',
    ]);
    expect(answer.body.eventos[0]).toMatchObject({
      titulo: 'Situação atualizada',
      statusDe: 'Pendente',
      statusPara: 'Concluida',
      mensagem: 'Registro concedido!',
    });
    expect(answer.body.eventos[1]).toMatchObject({
      titulo: 'Pagamento',
      statusPara: 'Pago',
      mensagem: 'Pagamento de R$ 999,00 aprovado (Pix).',
    });
    for (const event of answer.body.eventos) expect(Date.parse(event.data)).not.toBeNaN();
  });

  it("answers another customer's request, a missing one or a junk id as not found, and needs a login", async () => {
    const owner = await paidBrand();
    const stranger = await signUp(t);
    expectRefusal(
      await t.call('GET', `/api/marcas/${owner.marcaID}/historico`, { token: stranger.token }),
      404,
      messages.orders.notFound,
    );
    expectRefusal(
      await t.call('GET', `/api/servicos/${owner.marcaID}/historico`, { token: owner.token }),
      404,
      messages.orders.notFound,
    );
    expectRefusal(await t.call('GET', '/api/marcas/999999/historico', { token: owner.token }), 404);
    expectRefusal(await t.call('GET', '/api/marcas/abc/historico', { token: owner.token }), 404);
    expectRefusal(await t.call('GET', `/api/marcas/${owner.marcaID}/historico`), 401);
  });
});
