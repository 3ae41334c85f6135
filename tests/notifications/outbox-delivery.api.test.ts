import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { mailOutbox } from '../../src/server/db/schema';
import { createMailer, type Mailer, type MailMessage } from '../../src/server/mail/mailer';
import { enqueueMail } from '../../src/server/mail/outbox';
import { LEASE_MS, runOutboxPass } from '../../src/server/mail/outbox-worker';
import { signUp } from '../support/api/accounts';
import { paidMails, paymentBody, payOk } from '../support/api/checkout';
import { createTestApp, restartTestApp, type TestApp } from '../support/api/test-app';

/** A real SMTP server that can refuse every connection, as a mail server that is down or overloaded does. */
class TestSmtp {
  refusing = false;
  readonly received: Array<{ to: string; raw: string }> = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect: (_session, callback) =>
      this.refusing ? callback(Object.assign(new Error('Serviço indisponível'), { responseCode: 421 })) : callback(),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo)
          this.received.push({ to: to.address, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  to(address: string) {
    return this.received.filter((mail) => mail.to === address);
  }
}

const later = (ms: number) => new Date(Date.now() + ms);

let t: TestApp;
const smtp = new TestSmtp();
let smtpMailer: Mailer;
beforeAll(async () => {
  t = await createTestApp();
  smtpMailer = createMailer({
    smtpUrl: await smtp.start(),
    outboxDir: '/nao-usado',
    from: 'Teste <teste@marcas.test>',
  });
}, 60_000);
afterAll(async () => {
  await smtp.stop();
  await t.close();
}, 30_000);

async function sandboxCustomerPaysPix(app: TestApp) {
  const account = await signUp(app, { planoID: 1 });
  const order = { tipo: 'marca' as const, id: account.marcaID };
  const pix = await payOk(app, account.token, paymentBody(order, 'pix'));
  const paid = await app.call('POST', `/api/pagamentos/sandbox/${pix.id}/pagar`, { token: account.token });
  expect(paid.status).toBe(200);
  return account;
}

describe('the outbox with a mail server that is down', () => {
  it('keeps the confirmation while SMTP refuses connections, then delivers it exactly once', async () => {
    smtp.refusing = true;
    const { holder } = await sandboxCustomerPaysPix(t);

    const refused = await t.deliverMail({ mailer: smtpMailer });
    expect(refused.failed).toBeGreaterThanOrEqual(1);
    expect(smtp.to(holder.email)).toHaveLength(0);
    // The payment's mail (written from its event); the welcome mail from the sign-up waits beside it.
    const [row] = (await t.outboxRows()).filter((mail) => mail.status === 'pending' && mail.eventId !== null);
    expect(row).toMatchObject({ attempts: 1, lockedUntil: null });
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Before its backoff ends nothing is tried again, even with the server back.
    smtp.refusing = false;
    expect(await t.deliverMail({ mailer: smtpMailer })).toEqual({ sent: 0, failed: 0 });

    expect((await t.deliverMail({ mailer: smtpMailer, now: later(60 * 60 * 1000) })).sent).toBe(2);
    expect(await t.deliverMail({ mailer: smtpMailer, now: later(2 * 60 * 60 * 1000) })).toEqual({ sent: 0, failed: 0 });
    const mails = smtp.to(holder.email).filter((mail) => !/Subject: Bem-vindo/.test(mail.raw));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toMatch(/Subject: .*Pagamento/);
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id)))[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });

  it('sends the password-reset link through the outbox too', async () => {
    const { holder } = await signUp(t);
    expect((await t.call('POST', '/api/forgetPass', { body: { email: holder.email } })).status).toBe(200);
    // The link is queued just after the answer (known and unknown e-mails take the same time): wait for its row.
    await expect
      .poll(
        async () =>
          (await t.outboxRows()).filter((row) => row.toAddress === holder.email && row.subject?.includes('senha'))
            .length,
        { timeout: 10_000 },
      )
      .toBe(1);
    await t.deliverMail({ mailer: smtpMailer });
    const resets = smtp.to(holder.email).filter((mail) => !/Subject: Bem-vindo/.test(mail.raw));
    expect(resets).toHaveLength(1);
    expect(resets[0]!.raw).toContain('redefinir-senha?token=');
  });
});

describe('a server stopped between the change and the send', () => {
  it('sends the mail after the restart, once', async () => {
    const first = await createTestApp({}, { onDisk: true });
    const { holder } = await sandboxCustomerPaysPix(first);
    // Killed before any outbox pass ran: the mail exists only as a row written with the payment.
    const second = await restartTestApp(first);
    try {
      expect(paidMails(second, holder.email)).toHaveLength(0);
      await second.deliverMail();
      await second.deliverMail();
      expect(paidMails(second, holder.email)).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('gives a mail claimed by a worker that died back to the others when its lease ends', async () => {
    await enqueueMail(t.db, { to: 'lease@exemplo.com.br', subject: 'Teste de lease', text: 'oi', html: '<p>oi</p>' });
    const [row] = (await t.outboxRows()).filter((mail) => mail.toAddress === 'lease@exemplo.com.br');
    await t.db
      .update(mailOutbox)
      .set({ lockedUntil: later(LEASE_MS), claimId: 'worker-morto' })
      .where(eq(mailOutbox.id, row!.id));
    await t.deliverMail();
    expect(t.outbox().filter((mail) => mail.includes('To: lease@exemplo.com.br'))).toHaveLength(0);
    await t.deliverMail({ now: later(LEASE_MS + 1000) });
    expect(t.outbox().filter((mail) => mail.includes('To: lease@exemplo.com.br'))).toHaveLength(1);
  });
});

describe('a worker that dies after the mail server accepted the mail', () => {
  const messageIdOf = (raw: string) => /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim();

  it('carries the Message-ID written on the row before the send', async () => {
    await enqueueMail(t.db, {
      to: 'mensagem.id@exemplo.com.br',
      subject: 'Com Message-ID',
      text: 'oi',
      html: '<p>oi</p>',
    });
    await t.deliverMail({ mailer: smtpMailer });
    const [row] = (await t.outboxRows()).filter((mail) => mail.toAddress === 'mensagem.id@exemplo.com.br');
    expect(row).toMatchObject({ status: 'sent', messageId: expect.stringMatching(/^<[0-9a-f-]{36}@[^>]+>$/) });
    expect(smtp.to('mensagem.id@exemplo.com.br').map((mail) => messageIdOf(mail.raw))).toEqual([row!.messageId]);
  });

  it('sends it again after the lease with the same Message-ID, so the copy is recognisable, and marks it sent once', async () => {
    const to = 'aceito.antes.da.queda@exemplo.com.br';
    await enqueueMail(t.db, { to, subject: 'Aceito antes da queda', text: 'oi', html: '<p>oi</p>' });
    // The server takes the mail, then the worker's process dies before it writes "sent": its promise never settles.
    const dying: Mailer = { send: (message) => smtpMailer.send(message).then(() => new Promise<void>(() => {})) };
    void t.deliverMail({ mailer: dying });
    await expect.poll(() => smtp.to(to).length, { timeout: 20_000 }).toBe(1);
    const [handedOver] = (await t.outboxRows()).filter((mail) => mail.toAddress === to);
    expect(handedOver).toMatchObject({
      status: 'pending',
      handedOverAt: expect.any(Date),
      messageId: expect.any(String),
    });

    await t.deliverMail({ mailer: smtpMailer });
    expect(smtp.to(to)).toHaveLength(1);
    await t.deliverMail({ mailer: smtpMailer, now: later(LEASE_MS + 1000) });
    const copies = smtp.to(to).map((mail) => messageIdOf(mail.raw));
    expect(copies).toEqual([handedOver!.messageId, handedOver!.messageId]);
    const [row] = (await t.outboxRows()).filter((mail) => mail.toAddress === to);
    expect(row).toMatchObject({ status: 'sent', messageId: handedOver!.messageId });
  }, 60_000);

  it('takes it again after OUTBOX_LEASE_MS when that is set, not after the default two minutes', async () => {
    const to = 'prazo.curto@exemplo.com.br';
    await enqueueMail(t.db, { to, subject: 'Prazo curto', text: 'oi', html: '<p>oi</p>' });
    const config = { ...t.config, outboxLeaseMs: 10_000 };
    const dying: Mailer = { send: (message) => smtpMailer.send(message).then(() => new Promise<void>(() => {})) };
    void runOutboxPass({ ...t.deps, mailer: dying, config });
    await expect.poll(() => smtp.to(to).length, { timeout: 20_000 }).toBe(1);

    await runOutboxPass({ ...t.deps, mailer: smtpMailer, config }, { now: later(5_000) });
    expect(smtp.to(to)).toHaveLength(1);
    await runOutboxPass({ ...t.deps, mailer: smtpMailer, config }, { now: later(11_000) });
    const [first, again] = smtp.to(to).map((mail) => messageIdOf(mail.raw));
    expect([first, again]).toEqual([first, first]);
    expect(smtp.to(to)).toHaveLength(2);
  }, 60_000);
});

describe('several workers at once', () => {
  it('never send twice a mail late in a slow batch: its lease starts again when it is handed over', async () => {
    const config = { ...t.config, outboxLeaseMs: 1_000 };
    const addresses = ['lote.lento.1@exemplo.com.br', 'lote.lento.2@exemplo.com.br'];
    for (const to of addresses) await enqueueMail(t.db, { to, subject: 'Lote lento', text: 'oi', html: '<p>oi</p>' });
    const sent: string[] = [];
    const claimedAt = Date.now();
    let other: Promise<unknown> = Promise.resolve();
    const recording: Mailer = { send: async (message: MailMessage) => void sent.push(message.to) };
    const slowServer: Mailer = {
      send: async (message: MailMessage) => {
        if (message.to === addresses[0]) {
          // The server takes longer than the whole lease the batch was claimed with.
          await expect.poll(() => Date.now() - claimedAt, { timeout: 20_000, interval: 50 }).toBeGreaterThan(1_500);
        } else {
          // While the second mail is on its way, another instance looks for due mail.
          other = runOutboxPass({ ...t.deps, mailer: recording, config });
          await other;
        }
        sent.push(message.to);
      },
    };
    await runOutboxPass({ ...t.deps, mailer: slowServer, config });
    await other;
    expect(sent.filter((to) => to.startsWith('lote.lento.')).sort()).toEqual(addresses);
  }, 60_000);

  it('never send the same mail twice', async () => {
    // On PostgreSQL the second worker has its own connection pool, as another instance would.
    const other = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl, dataDir: t.dataDir }) : undefined;
    try {
      const addresses = Array.from({ length: 40 }, (_, index) => `varios.${index}@exemplo.com.br`);
      for (const to of addresses)
        await enqueueMail(t.db, { to, subject: 'Vários workers', text: 'oi', html: '<p>oi</p>' });
      const sent: string[] = [];
      // A slow mail server, so the workers' passes overlap.
      const slowMailer: Mailer = {
        send: (message: MailMessage) =>
          new Promise((resolve) => setImmediate(() => resolve(void sent.push(message.to)))),
      };
      const workers = [t.db, other?.db ?? t.db, t.db, other?.db ?? t.db].map((db) =>
        runOutboxPass({ db, mailer: slowMailer, config: t.config }),
      );
      await Promise.all(workers);
      const mine = sent.filter((to) => to.startsWith('varios.'));
      expect(mine.sort()).toEqual([...addresses].sort());
      const rows = (await t.outboxRows()).filter((row) => row.toAddress?.startsWith('varios.'));
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await other?.close();
    }
  });
});
