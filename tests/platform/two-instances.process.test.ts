import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { PNG, unsignedPdf } from '../support/documents/samples';
import { type AppProcess, startAppProcess } from '../support/app-process';
import { builtServer } from '../support/processes/built-server';
import { createPostgresDatabase } from '../support/postgres-database';
import { startLocalS3, type LocalS3 } from '../support/s3-server';
import { newKey, payer } from '../support/api/checkout';
import { newHolder } from '../support/api/people';

/**
 * Two built servers on one PostgreSQL database, one S3 bucket (s3rver) and one SMTP server, as behind a load
 * balancer: requests alternate between them, one is killed mid-run, and nothing is lost or doubled. Then
 * SIGTERM during an upload lets it finish. Only in the processes-postgres suite (TEST_DATABASE_URL).
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const METRICS_TOKEN = 'metricas-das-duas-instancias';

interface Received {
  to: string;
  subject: string;
  messageId: string;
}

async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, done) {
      let text = '';
      stream.on('data', (chunk) => (text += chunk));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(text)?.[1] ?? '';
        const messageId = /^Message-ID: (.*)$/im.exec(text)?.[1]?.trim() ?? '';
        received.push({ to: session.envelope.rcptTo.map((address) => address.address).join(','), subject, messageId });
        done();
      });
    },
  });
  // An instance killed mid-send resets its connection: smtp-server reports that as an 'error' event, which with no
  // listener would end the test run as an uncaught exception. The test then checks that B sends that mail.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function call(
  app: AppProcess,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; form?: FormData } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined = options.form;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${app.base}${path}`, { method, headers, body });
  const bytes = new Uint8Array(await response.arrayBuffer());
  let json: any;
  try {
    json = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    json = undefined;
  }
  return { status: response.status, body: json, bytes, headers: response.headers };
}

describe.skipIf(!onPostgres)(
  'two instances behind a balancer (needs TEST_DATABASE_URL: runs in the processes-postgres suite)',
  () => {
    let distDir: string;
    let database: { url: string; drop: () => Promise<void> };
    let s3: LocalS3;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let sql: ReturnType<typeof postgres>;
    const apps: AppProcess[] = [];
    const dataDirs: string[] = [];
    let env: Record<string, string>;

    const start = async (name: string) => {
      const dataDir = mkdtempSync(join(tmpdir(), `marcas-${name}-`));
      dataDirs.push(dataDir);
      const app = await startAppProcess(name, distDir, { ...env, DATA_DIR: dataDir });
      apps.push(app);
      return app;
    };

    beforeAll(async () => {
      distDir = await builtServer();
    });
    beforeAll(async () => {
      database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, 'duas');
      s3 = await startLocalS3();
      smtp = await startSmtp();
      sql = postgres(database.url, { max: 1, onnotice: () => {} });
      env = {
        ...s3.env,
        DATABASE_URL: database.url,
        SMTP_URL: smtp.url,
        JWT_SECRET: 'segredo-compartilhado-pelas-duas-instancias',
        PAYMENT_PROVIDER: 'sandbox',
        OUTBOX_INTERVAL_MS: '200',
        // A killed instance's mails go to the other after 15 s, not the default 2 min. Shorter would be cut by one
        // send on a busy machine (a process's first mail also loads the SMTP client), and the mail would go twice.
        OUTBOX_LEASE_MS: '15000',
        METRICS_TOKEN,
        SIGNUP_LIMIT_PER_HOUR: '100000',
        FORGOT_PASSWORD_LIMIT_PER_HOUR: '100000',
        LOGIN_FAILURES_PER_ADDRESS: '100000',
      };
    });

    afterAll(async () => {
      await Promise.all(apps.map((app) => app.kill()));
      await sql?.end();
      await smtp?.close();
      await s3?.close();
      await database?.drop();
      for (const folder of dataDirs) rmSync(folder, { recursive: true, force: true });
    });

    /**
     * Every mail the outbox queued has gone out, each once as the recipient sees it: one message per sent row,
     * under the row's Message-ID. SMTP cannot tell a sender whether a mail it was handing over when killed was
     * taken, so such a mail may arrive twice; the copy must then carry the same Message-ID (mail clients fold
     * it), and no other mail may be repeated.
     */
    async function expectEveryMailOnce(timeout: number, options: { killedMidSend?: boolean } = {}) {
      await expect
        .poll(async () => (await sql`select count(*)::int as n from mail_outbox where status <> 'sent'`)[0].n, {
          timeout,
          interval: 250,
        })
        .toBe(0);
      const rows = await sql<
        { messageId: string }[]
      >`select message_id as "messageId" from mail_outbox where status = 'sent'`;
      expect(rows.length).toBeGreaterThan(0);
      const ids = smtp.received.map((mail) => mail.messageId);
      expect([...new Set(ids)].sort()).toEqual(rows.map((row) => row.messageId).sort());
      const repeats = ids.length - new Set(ids).size;
      expect(repeats).toBeLessThanOrEqual(options.killedMidSend ? 1 : 0);
    }

    it('serves one customer across both: sign-up, Pix paid on one and polled on the other, upload on one and download on the other, every mail once', async () => {
      const [a, b] = [await start('a'), await start('b')];
      const holder = newHolder();
      const signUp = await call(a, 'POST', '/api/register', { body: holder });
      expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
      const { token, marcaID } = signUp.body as { token: string; marcaID: number };
      // The session made on A is valid on B: nothing about it lives in A.
      expect((await call(b, 'GET', '/api/profile/', { token })).body).toMatchObject({ Email: holder.email });

      const pix = await call(b, 'POST', '/api/pagamentos/prod', {
        token,
        body: { id: marcaID, tipo: 'marca', metodo: 'pix', idempotencyKey: newKey(), installments: 1, payer: payer() },
      });
      expect(pix.status, JSON.stringify(pix.body)).toBe(201);
      // The bank's word reaches A while the Pix page keeps polling B.
      const paid = await call(a, 'POST', `/api/pagamentos/sandbox/${pix.body.id}/pagar`, { token });
      expect(paid.body, `${paid.status} ${JSON.stringify(paid.body)}`).toMatchObject({ status: 'approved' });
      expect((await call(b, 'GET', `/api/pagamentos/${pix.body.id}`, { token })).body).toMatchObject({
        status: 'approved',
        pedido: { statusPagamento: 'Pago' },
      });

      const form = new FormData();
      form.append('logo', new File([PNG], 'logo.png', { type: 'image/png' }));
      form.append(
        'comprovanteRes',
        new File([(await unsignedPdf()) as Uint8Array<ArrayBuffer>], 'conta.pdf', { type: 'application/pdf' }),
      );
      form.append('docFoto', new File([PNG], 'rg.png', { type: 'image/png' }));
      const sent = await call(a, 'POST', `/api/${marcaID}/documentos`, { token, form });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const logo = await call(b, 'GET', `/api/marcas/${marcaID}/arquivos/logo`, { token });
      expect(logo.status).toBe(200);
      expect(Buffer.from(logo.bytes).equals(Buffer.from(PNG))).toBe(true);

      await expectEveryMailOnce(30_000);
      expect(smtp.received.filter((mail) => mail.to === holder.email).length).toBeGreaterThan(0);
    });

    it('keeps an idle connection open longer than a balancer keeps its own (60 s), so none is closed under a request', async () => {
      const answer = await call(apps[0], 'GET', '/api/config');
      expect(answer.status).toBe(200);
      const seconds = Number(/^timeout=(\d+)$/.exec(answer.headers.get('keep-alive') ?? '')?.[1]);
      expect(seconds).toBeGreaterThan(60);
    });

    it('loses and doubles nothing when one instance is killed mid-run', async () => {
      const [a, b] = apps;
      const holders = Array.from({ length: 8 }, () => newHolder());
      // Sign-ups alternate between the two, A is killed (SIGKILL) halfway; each holder then asks for a reset link.
      // Those go to B: "esqueci a senha" answers before it queues the mail (the same answer and time for any
      // e-mail), so a process killed right after that answer drops the link, and the customer asks again.
      const done: string[] = [];
      for (const [index, holder] of holders.entries()) {
        if (index === 4) await a.kill();
        const app = index % 2 === 0 && index < 4 ? a : b;
        expect((await call(app, 'POST', '/api/register', { body: holder })).status).toBe(201);
        expect((await call(b, 'POST', '/api/forgetPass', { body: { email: holder.email } })).status).toBe(200);
        done.push(holder.email);
      }
      // A's requests count as much as B's: every account is there, whichever instance made it.
      // B alone finishes every queued mail, A's unfinished leases included (they lapse after OUTBOX_LEASE_MS).
      await expectEveryMailOnce(40_000, { killedMidSend: true });
      await expect
        .poll(() => done.filter((email) => !smtp.received.some((mail) => mail.to === email)), { timeout: 10_000 })
        .toEqual([]);
      for (const email of done) expect(smtp.received.some((mail) => mail.to === email)).toBe(true);
      const [{ n: users }] = await sql`select count(*)::int as n from users where email = any(${done})`;
      expect(users).toBe(done.length);
    });

    it('finishes an upload under way when told to stop (SIGTERM), then exits 0', async () => {
      const c = await start('c');
      const holder = newHolder();
      const { token, marcaID } = (await call(c, 'POST', '/api/register', { body: holder })).body as {
        token: string;
        marcaID: number;
      };
      const pix = await call(c, 'POST', '/api/pagamentos/prod', {
        token,
        body: { id: marcaID, tipo: 'marca', metodo: 'pix', idempotencyKey: newKey(), installments: 1, payer: payer() },
      });
      expect((await call(c, 'POST', `/api/pagamentos/sandbox/${pix.body.id}/pagar`, { token })).body).toMatchObject({
        status: 'approved',
      });

      // A multipart body sent in two halves: the second only once the server is draining.
      const boundary = `----limite${marcaID}`;
      const pdf = Buffer.from(await unsignedPdf());
      const whole = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="procuracao"; filename="procuracao.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      let release!: () => void;
      const secondHalf = new Promise<void>((resolve) => (release = resolve));
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(whole.subarray(0, 200));
          await secondHalf;
          controller.enqueue(whole.subarray(200));
          controller.close();
        },
      });
      const uploading = fetch(`${c.base}/api/${marcaID}/procuracao`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(whole.byteLength),
        },
        body,
        duplex: 'half',
      } as RequestInit);
      // The upload is being served (the scrape counts itself too).
      await expect
        .poll(
          async () =>
            Number(
              /^http_requests_in_flight (\d+)/m.exec(
                await (
                  await fetch(`${c.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
                ).text(),
              )?.[1],
            ),
          { timeout: 20_000, interval: 100 },
        )
        .toBeGreaterThanOrEqual(2);

      const exitCode = c.terminate();
      // Draining: new connections are refused.
      await expect
        .poll(
          () =>
            fetch(`${c.base}/healthz`).then(
              () => 'aceita',
              () => 'recusada',
            ),
          { timeout: 20_000, interval: 100 },
        )
        .toBe('recusada');
      release();
      const answer = await uploading;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ mensagem: messages.uploads.procuracaoUploaded });
      expect(await exitCode).toBe(0);
      const [row] =
        await sql`select storage_path, size_bytes from documents where marca_id = ${marcaID} and kind = 'procuracao'`;
      expect(Number(row.size_bytes)).toBe(pdf.byteLength);
      // Stored in the bucket, where the other instance serves it.
      const [, b] = apps;
      const again = await call(b, 'GET', `/api/marcas/${marcaID}/arquivos/procuracao`, { token });
      expect(Buffer.from(again.bytes).equals(pdf)).toBe(true);
    });
  },
);
