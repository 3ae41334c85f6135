import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema';
import { addCalendarDays, dueDate, formatDay, todayInBrazil } from '../../src/server/inpi/deadlines';
import { runDeadlineReminders } from '../../src/server/inpi/deadline-reminders';
import { recordRequestEvent } from '../../src/server/requests/events';
import { enqueueEventWhatsapp } from '../../src/server/whatsapp/queue';
import { messages } from '../../src/shared/messages';
import { smallRpi } from '../support/rpi-fixture';
import { expectRefusal, signUp } from '../support/api/accounts';
import { adminSession } from '../support/api/admin';
import { paymentBody, payOk } from '../support/api/checkout';
import { newHolder } from '../support/api/people';
import { startFakeGraphApi } from '../support/api/fake-graph-api';
import { filedBrand, rpiDate, uploadRpi } from '../support/api/inpi';
import { createTestApp, type TestApp } from '../support/api/test-app';

let graph: Awaited<ReturnType<typeof startFakeGraphApi>>;
let t: TestApp;
const dir = mkdtempSync(join(tmpdir(), 'whatsapp-api-'));
beforeAll(async () => {
  graph = await startFakeGraphApi();
  t = await createTestApp({
    WHATSAPP_TOKEN: 'token-de-teste',
    WHATSAPP_PHONE_NUMBER_ID: '1098765',
    WHATSAPP_API_URL: graph.url,
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await graph.close();
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

let phones = 0;
/** A mobile number of its own for each customer, as typed in the form, and the E.164 form WhatsApp gets. */
function newPhone() {
  phones += 1;
  const line = String(4000 + phones);
  return { typed: `(11) 98765-${line}`, e164: `+551198765${line}` };
}

async function customer(aceitaWhatsapp?: boolean) {
  const phone = newPhone();
  const account = await signUp(t, { phone: phone.typed, ...(aceitaWhatsapp !== undefined && { aceitaWhatsapp }) });
  return { ...account, phone: phone.e164 };
}

const sentTo = (phone: string) => graph.templates().filter((message) => message.to === phone);
const whatsappRowsOf = async (userId: number) =>
  (await t.outboxRows()).filter((row) => row.channel === 'whatsapp' && row.userId === userId);
const history = (marcaId: number) => `https://marcas.test/historico?tipo=marca&id=${marcaId}`;
const reference = (marcaId: number) => `M-${String(marcaId).padStart(4, '0')}`;

async function payByPix(account: { token: string; marcaID: number }) {
  const pix = await payOk(t, account.token, paymentBody({ tipo: 'marca', id: account.marcaID }, 'pix'));
  const paid = await t.call('POST', `/api/pagamentos/sandbox/${pix.id}/pagar`, { token: account.token });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
}

async function staffChangesStatus(marcaId: number, statusTo: string, message: string) {
  await t.db.transaction(async (tx) => {
    await recordRequestEvent(tx, {
      requestKind: 'marca',
      requestId: marcaId,
      kind: 'status',
      statusFrom: 'Pendente',
      statusTo,
      message,
    });
  });
}

describe('WhatsApp updates to a customer who opted in', () => {
  it('sends the approved payment as the pagamento_aprovado template to the E.164 phone, through the Cloud API', async () => {
    const account = await customer(true);
    expect((await t.call('GET', '/api/profile/', { token: account.token })).body.aceitaWhatsapp).toBe(true);
    await payByPix(account);
    await t.deliverMail();

    const [request, ...more] = graph.received.filter((received) => received.body.to === account.phone);
    expect(more).toEqual([]);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v21.0/1098765/messages',
      authorization: 'Bearer token-de-teste',
      body: { messaging_product: 'whatsapp', type: 'template', template: { language: { code: 'pt_BR' } } },
    });
    expect(sentTo(account.phone)).toEqual([
      {
        to: account.phone,
        name: 'pagamento_aprovado',
        params: [
          'Maria',
          `Registro de marca (plano Essencial), pedido ${reference(account.marcaID)}`,
          history(account.marcaID),
        ],
      },
    ]);
    const [row] = await whatsappRowsOf(account.userID);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, messageId: expect.stringMatching(/^wamid\./) });
  }, 60_000);

  it('sends a refused card with its reason, and each status change with the staff message', async () => {
    const account = await customer(true);
    const refused = await t.call('POST', '/api/pagamentos/prod', {
      token: account.token,
      body: paymentBody({ tipo: 'marca', id: account.marcaID }, 'credit_card', { cardholderName: 'FUND' }),
    });
    expect(refused.body.status, JSON.stringify(refused.body)).toBe('rejected');
    await staffChangesStatus(account.marcaID, 'Iniciada', 'Conferimos os documentos\ne começamos o pedido.');
    await t.deliverMail();

    const sent = sentTo(account.phone);
    expect(sent.map((message) => message.name)).toEqual(['pagamento_recusado', 'status_pedido']);
    expect(sent[0]!.params).toHaveLength(4);
    expect(sent[0]!.params[3]).toBe(history(account.marcaID));
    expect(sent[1]!.params).toEqual([
      'Maria',
      `Registro de marca (plano Essencial), pedido ${reference(account.marcaID)}`,
      'Iniciada',
      // Meta refuses line breaks inside a parameter.
      'Conferimos os documentos e começamos o pedido.',
      history(account.marcaID),
    ]);
  }, 60_000);

  it('sends each INPI despacho with its deadline, and the reminder 15 days before it ends', async () => {
    const admin = await adminSession(t);
    const today = todayInBrazil(new Date());
    const brand = await filedBrand(t, admin.token, { nome: 'Ateliê Aurora', classe: 25, processo: '920000001' });
    const optIn = await t.call('PATCH', '/api/profile/', { token: brand.token, body: { aceitaWhatsapp: true } });
    expect(optIn.status, JSON.stringify(optIn.body)).toBe(200);
    const path = await smallRpi(dir, 2900, rpiDate(today), [
      { numero: '920000001', despachos: [{ codigo: 'IPAS136' }], marca: 'Ateliê Aurora', classes: [25] },
    ]);
    expect((await uploadRpi(t, path, admin.token)).status).toBe(201);
    const due = dueDate(today, 60);
    await t.deliverMail();
    const phone = '+5582998765432';
    const [despacho] = sentTo(phone);
    expect(despacho!.name).toBe('despacho_inpi');
    expect(despacho!.params[1]).toBe(
      `Registro da marca “Ateliê Aurora” (plano Essencial), pedido ${reference(brand.marcaID)}`,
    );
    expect(despacho!.params[2]).toContain(`(RPI nº 2900, de ${formatDay(today)}).`);
    expect(despacho!.params[3]).toContain(`Prazo (exigência de mérito): até ${formatDay(due)}.`);

    await runDeadlineReminders(t.deps, { now: new Date(`${addCalendarDays(due, -15)}T15:00:00Z`) });
    await runDeadlineReminders(t.deps, { now: new Date(`${addCalendarDays(due, -15)}T16:00:00Z`) });
    await t.deliverMail();
    expect(sentTo(phone).slice(1)).toEqual([
      {
        to: phone,
        name: 'prazo_inpi',
        params: [
          'Maria',
          `Registro da marca “Ateliê Aurora” (plano Essencial), pedido ${reference(brand.marcaID)}`,
          'Exigência de mérito',
          formatDay(due),
          '15',
          history(brand.marcaID),
        ],
      },
    ]);
  });
});

describe('never without the opt-in', () => {
  it('queues nothing for a customer who did not opt in, while their e-mails still go', async () => {
    const account = await customer();
    expect((await t.call('GET', '/api/profile/', { token: account.token })).body.aceitaWhatsapp).toBe(false);
    await payByPix(account);
    await staffChangesStatus(account.marcaID, 'Iniciada', 'Começamos.');
    await t.deliverMail();
    expect(await whatsappRowsOf(account.userID)).toEqual([]);
    expect(sentTo(account.phone)).toEqual([]);
    const mails = (await t.outboxRows()).filter((row) => row.channel === 'email' && row.status === 'sent');
    expect(mails.length).toBeGreaterThan(0);
  }, 60_000);

  it('stops when the customer withdraws in the profile, even for a message queued before', async () => {
    const account = await customer(true);
    await staffChangesStatus(account.marcaID, 'Iniciada', 'Começamos.');
    const withdrawn = await t.call('PATCH', '/api/profile/', { token: account.token, body: { aceitaWhatsapp: false } });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.aceitaWhatsapp).toBe(false);
    await staffChangesStatus(account.marcaID, 'Em andamento', 'Seguimos.');
    await t.deliverMail();

    expect(sentTo(account.phone)).toEqual([]);
    expect((await whatsappRowsOf(account.userID)).map((row) => [row.status, row.lastError])).toEqual([
      ['skipped', messages.whatsapp.skipped.optedOut],
    ]);
  }, 60_000);

  it('refuses an opt-in that is not yes or no, in pt-BR', async () => {
    const account = await customer();
    expectRefusal(
      await t.call('PATCH', '/api/profile/', { token: account.token, body: { aceitaWhatsapp: 'sim' } }),
      400,
      messages.whatsapp.optInInvalid,
    );
    expectRefusal(
      await t.call('POST', '/api/register', {
        body: { ...account.holder, email: `outra.${account.holder.email}`, aceitaWhatsapp: 'sim' },
      }),
      400,
      messages.whatsapp.optInInvalid,
    );
  }, 60_000);
});

describe('sent once, never lost', () => {
  it('retries after a 5xx from Meta and sends no duplicate afterwards', async () => {
    const account = await customer(true);
    graph.failNext(503);
    await staffChangesStatus(account.marcaID, 'Iniciada', 'Começamos.');
    await t.deliverMail();
    const [failed] = await whatsappRowsOf(account.userID);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('503') });
    expect(sentTo(account.phone)).toHaveLength(1);

    await t.deliverMail({ now: new Date(Date.now() + 60_000) });
    await t.deliverMail({ now: new Date(Date.now() + 3 * 3_600_000) });
    const [sent] = await whatsappRowsOf(account.userID);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sentTo(account.phone).map((message) => message.name)).toEqual(['status_pedido', 'status_pedido']);
  }, 60_000);

  it('queues one message per event, and gives up at once when Meta refuses it for good', async () => {
    const account = await customer(true);
    graph.failNext(400);
    await staffChangesStatus(account.marcaID, 'Iniciada', 'Começamos.');
    const [row] = await whatsappRowsOf(account.userID);
    await t.db.transaction(async (tx) => {
      await enqueueEventWhatsapp(tx, { id: row!.eventId!, requestKind: 'marca', requestId: account.marcaID });
    });
    expect(await whatsappRowsOf(account.userID)).toHaveLength(1);
    await t.deliverMail();
    await t.deliverMail({ now: new Date(Date.now() + 3 * 3_600_000) });
    expect(await whatsappRowsOf(account.userID)).toMatchObject([
      { status: 'failed', attempts: 1, lastError: expect.stringContaining('400') },
    ]);
    expect(sentTo(account.phone)).toHaveLength(1);
  }, 60_000);
});

describe('WhatsApp not configured', () => {
  it('skips the opted-in customer’s messages and says why, without calling anyone', async () => {
    const plain = await createTestApp();
    try {
      const answer = await plain.call('POST', '/api/register', {
        body: newHolder({ phone: '(11) 98765-9999', aceitaWhatsapp: true }),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      await plain.db.transaction(async (tx) => {
        await recordRequestEvent(tx, {
          requestKind: 'marca',
          requestId: answer.body.marcaID,
          kind: 'status',
          statusTo: 'Iniciada',
          message: 'Começamos.',
        });
      });
      const before = graph.received.length;
      await plain.deliverMail();
      const rows = await plain.db.select().from(mailOutbox).where(eq(mailOutbox.channel, 'whatsapp'));
      expect(rows.map((row) => [row.status, row.lastError])).toEqual([
        ['skipped', messages.whatsapp.skipped.notConfigured],
      ]);
      expect(graph.received.length).toBe(before);
    } finally {
      await plain.close();
    }
  }, 60_000);
});
