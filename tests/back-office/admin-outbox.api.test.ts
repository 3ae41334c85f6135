import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema';
import { recordRequestEvent } from '../../src/server/requests/events';
import type { AdminOutboxRow } from '../../src/shared/schemas/admin';
import { expectRefusal, signUp } from '../support/api/accounts';
import { adminSession } from '../support/api/admin';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const rowsOf = async (token: string) => {
  const answer = await t.call('GET', '/api/admin/mensagens', { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.itens as AdminOutboxRow[];
};

describe('GET /api/admin/mensagens: the outbox as staff see it', () => {
  it('lists WhatsApp messages with channel, template, status and the sends it took, beside the e-mails', async () => {
    const customer = await signUp(t, { fullName: 'Rita Barros Leite', phone: '(11) 98765-4321', aceitaWhatsapp: true });
    const event = await t.db.transaction((tx) =>
      recordRequestEvent(tx, {
        requestKind: 'marca',
        requestId: customer.marcaID,
        kind: 'status',
        statusFrom: 'Pendente',
        statusTo: 'Em análise',
        message: 'Conferimos os documentos.',
      }),
    );
    const [retried] = await t.db
      .insert(mailOutbox)
      .values({
        channel: 'whatsapp',
        userId: customer.userID,
        template: 'prazo_inpi',
        templateParams: ['M-0001'],
        status: 'failed',
        attempts: 3,
        lastError: 'A API do WhatsApp recusou o número.',
      })
      .returning();
    const { token } = await adminSession(t);
    const rows = await rowsOf(token);

    const whatsapp = rows.filter((row) => row.canal === 'whatsapp');
    expect(whatsapp.find((row) => row.id === retried.id)).toMatchObject({
      canal: 'whatsapp',
      para: 'Rita Barros Leite · (11) 98765-4321',
      modelo: 'prazo_inpi',
      status: 'failed',
      tentativas: 3,
      ultimoErro: 'A API do WhatsApp recusou o número.',
      enviadoEm: null,
    });
    // A message about a request event is written when sent: its template is named from the event meanwhile.
    const [eventRow] = (await t.outboxRows()).filter((row) => row.channel === 'whatsapp' && row.eventId === event.id);
    expect(rows.find((row) => row.id === eventRow.id)).toMatchObject({ canal: 'whatsapp', modelo: 'status_pedido' });
    // So is a mail: until it is written, staff read the subject it will carry.
    const [eventMail] = (await t.outboxRows()).filter((row) => row.channel === 'email' && row.eventId === event.id);
    expect(rows.find((row) => row.id === eventMail.id)).toMatchObject({
      canal: 'email',
      modelo: 'Atualização do pedido',
    });
    const mails = rows.filter((row) => row.canal === 'email');
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.some((row) => row.para === customer.holder.email)).toBe(true);
    // Newest first.
    expect(rows[0].id).toBe(retried.id);
  });

  it('is for staff only, and refuses a page that is no number', async () => {
    const customer = await signUp(t);
    expectRefusal(await t.call('GET', '/api/admin/mensagens', { token: customer.token }), 403);
    expectRefusal(await t.call('GET', '/api/admin/mensagens'), 401);
    const { token } = await adminSession(t);
    expectRefusal(await t.call('GET', '/api/admin/mensagens?pagina=x', { token }), 400);
  });
});
