import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inpiDespachos, mailOutbox, nationalIssues, requestEvents, watchHits } from '../../src/server/db/schema';
import { addCalendarDays, dueDate, todayInBrazil } from '../../src/server/inpi/deadlines';
import { runDeadlineReminders } from '../../src/server/inpi/deadline-reminders';
import { inpiMessages } from '../../src/shared/inpi-messages';
import { messages } from '../../src/shared/messages';
import type { DeadlineRow, WatchHitRow } from '../../src/shared/schemas/inpi';
import { smallRpi } from '../support/rpi-fixture';
import { expectRefusal } from '../support/api/accounts';
import { filedBrand, rpiDate, uploadRpi } from '../support/api/inpi';
import { useRpiTestApp, type StaffSession } from '../support/api/rpi-test-app';
import type { TestApp } from '../support/api/test-app';

let t: TestApp;
let admin: StaffSession;
const dir = useRpiTestApp('rpi-api-', (app, staff) => ((t = app), (admin = staff)));

const timeline = (marcaId: number, token: string) => t.call('GET', `/api/marcas/${marcaId}/historico`, { token });
const subjects = async () => (await t.outboxRows()).map((row) => row.subject ?? '');
const counts = async () => ({
  despachos: (await t.db.select({ n: count() }).from(inpiDespachos))[0]!.n,
  eventos: (await t.db.select({ n: count() }).from(requestEvents))[0]!.n,
  emails: (await t.db.select({ n: count() }).from(mailOutbox))[0]!.n,
  alertas: (await t.db.select({ n: count() }).from(watchHits))[0]!.n,
});

describe('RPI upload', () => {
  it('is staff-only and refuses what is not an RPI zip, in pt-BR', async () => {
    const path = await smallRpi(dir, 2800, '20/08/2024', []);
    expectRefusal(await uploadRpi(t, path), 401);
    const customer = await filedBrand(t, admin.token, { nome: 'Loja Qualquer', classe: 35 });
    expectRefusal(await uploadRpi(t, path, customer.token), 403);
    expectRefusal(await uploadRpi(t, path, admin.token, 'application/json'), 415, inpiMessages.uploadNotZip);
    const junk = join(dir, 'lixo.zip');
    writeFileSync(junk, 'isto não é um zip');
    expectRefusal(await uploadRpi(t, junk, admin.token), 400, inpiMessages.notAnRpi);
  }, 60_000);
});

describe('a customer process in the RPI', () => {
  it('becomes a timeline event with the RPI and a due date moved off a Saturday, an e-mail, and nothing more the second time', async () => {
    const customer = await filedBrand(t, admin.token, { nome: 'Doce Sertão', classe: 30, processo: '910000001' });
    const watcher = await filedBrand(t, admin.token, { nome: 'Doce Sertão', classe: 30, processo: '910000002' });
    // RPI 2810 of 05/11/2024: + 60 days is Saturday 04/01/2025, so the term ends Monday 06/01/2025.
    const path = await smallRpi(dir, 2810, '05/11/2024', [
      { numero: '910000001', despachos: [{ codigo: 'IPAS009' }], marca: 'Doce Sertão', classes: [30] },
      {
        numero: '910000101',
        despachos: [{ codigo: 'IPAS009' }],
        marca: 'Dosse Certão',
        classes: [30],
        titular: 'Concorrente Doces Ltda',
      },
      { numero: '910000102', despachos: [{ codigo: 'IPAS009' }], marca: 'Dosse Certão', classes: [9], oldShape: true },
    ]);
    const first = await uploadRpi(t, path, admin.token);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      numero: 2810,
      data: '2024-11-05',
      processos: 303,
      despachos: 1,
      jaImportada: false,
    });

    const events = (await timeline(customer.marcaID, customer.token)).body.eventos;
    expect(events[0]).toMatchObject({
      tipo: 'inpi',
      titulo: 'Movimentação no INPI',
      mensagem:
        'Seu pedido foi publicado para oposição (RPI nº 2810, de 05/11/2024). Prazo (oposição de terceiros): até 06/01/2025.',
    });
    const published = (await t.outboxRows()).filter((row) =>
      row.subject?.startsWith('Novidade do INPI sobre sua marca: Registro da marca “Doce Sertão”'),
    );
    expect(published).toHaveLength(1);
    expect(published[0]!.toAddress).toBe(customer.holder.email);
    expect(published[0]!.text).toContain(
      'O INPI publicou na Revista da Propriedade Industrial nº 2810, de 05/11/2024: Seu pedido foi publicado para oposição.',
    );
    expect(published[0]!.text).toContain(messages.requestMail.inpiNeverBills);

    // The watch: "Dosse Certão" in class 30 conflicts with both "Doce Sertão"; so does the customer's publication with the
    // other customer's brand, but never with its own; "Dosse Certão" in class 9 conflicts with nothing.
    const hits = await t.call<{ itens: WatchHitRow[] }>('GET', '/api/admin/inpi/vigilancia', { token: admin.token });
    expect(hits.status).toBe(200);
    const mine = hits.body.itens.filter((hit) => hit.rpi === 2810);
    expect(mine.map((hit) => [hit.marcaId, hit.processo, hit.riscoTexto]).sort()).toEqual(
      [
        [customer.marcaID, '910000101', 'Risco alto'],
        [watcher.marcaID, '910000001', 'Risco alto'],
        [watcher.marcaID, '910000101', 'Risco alto'],
      ].sort(),
    );
    expect(mine.every((hit) => hit.vencimento === '2025-01-06')).toBe(true);

    const before = await counts();
    const again = await uploadRpi(t, path, admin.token);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      jaImportada: true,
      despachos: 0,
      alertas: 0,
      mensagem: inpiMessages.alreadyImported(2810),
    });
    expect(await counts()).toEqual(before);

    // Imported for the customers but never indexed (the process stopped between the two): sent again, it is indexed.
    await t.db.delete(nationalIssues).where(eq(nationalIssues.numero, 2810));
    const completed = await uploadRpi(t, path, admin.token);
    expect(completed.body).toMatchObject({ jaImportada: true, mensagem: inpiMessages.indexCompleted(2810) });
    expect(await t.db.select().from(nationalIssues).where(eq(nationalIssues.numero, 2810))).toHaveLength(1);
    expect(await counts()).toEqual(before);
  });

  it('lets staff confirm a watch hit once: the customer is e-mailed the opposition deadline with the Oposição link', async () => {
    const list = (await t.call<{ itens: WatchHitRow[] }>('GET', '/api/admin/inpi/vigilancia', { token: admin.token }))
      .body.itens;
    const hit = list.find((row) => row.processo === '910000101')!;
    const confirmed = await t.call('POST', `/api/admin/inpi/vigilancia/${hit.id}/confirmar`, { token: admin.token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.mensagem).toBe(inpiMessages.hitConfirmed);
    expectRefusal(
      await t.call('POST', `/api/admin/inpi/vigilancia/${hit.id}/descartar`, { token: admin.token }),
      409,
      inpiMessages.hitAlreadyDecided,
    );
    expectRefusal(
      await t.call('POST', `/api/admin/inpi/vigilancia/999999/confirmar`, { token: admin.token }),
      404,
      inpiMessages.hitNotFound,
    );
    const mail = (await t.outboxRows()).find((row) =>
      row.subject?.startsWith('Alguém pediu uma marca parecida com a sua'),
    )!;
    expect(mail.text).toContain('“Dosse Certão”');
    expect(mail.text).toContain('Você pode apresentar oposição a esse pedido até 06/01/2025.');
    expect(mail.text).toContain('https://marcas.test/confirmplan?planId=5');
    expect(mail.text).toContain(messages.requestMail.inpiNeverBills);
    const pending = (
      await t.call<{ itens: WatchHitRow[] }>('GET', '/api/admin/inpi/vigilancia', { token: admin.token })
    ).body.itens;
    expect(pending.some((row) => row.id === hit.id)).toBe(false);
    const decided = (
      await t.call<{ itens: WatchHitRow[] }>('GET', '/api/admin/inpi/vigilancia?status=confirmado', {
        token: admin.token,
      })
    ).body.itens;
    expect(decided.find((row) => row.id === hit.id)).toMatchObject({
      status: 'confirmado',
      decididoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(pending.every((row) => row.decididoEm === null)).toBe(true);
  }, 60_000);
});

describe('deadlines', () => {
  it('lists open terms soonest first, shows them on /home and reminds the customer 15 and 5 days before', async () => {
    const today = todayInBrazil(new Date());
    const merit = await filedBrand(t, admin.token, { nome: 'Ateliê Aurora', classe: 25, processo: '920000001' });
    const formal = await filedBrand(t, admin.token, { nome: 'Pão da Serra', classe: 30, processo: '920000002' });
    const path = await smallRpi(dir, 2900, rpiDate(today), [
      {
        numero: '920000001',
        despachos: [{ codigo: 'IPAS136', complemento: 'Apresentar nova especificação.' }],
        marca: 'Ateliê Aurora',
        classes: [25],
      },
      { numero: '920000002', despachos: [{ codigo: 'IPAS005' }], marca: 'Pão da Serra', classes: [30] },
    ]);
    expect((await uploadRpi(t, path, admin.token)).status).toBe(201);
    const meritDue = dueDate(today, 60);

    const queue = (await t.call<{ itens: DeadlineRow[] }>('GET', '/api/admin/inpi/prazos', { token: admin.token })).body
      .itens;
    const ours = queue.filter((row) => row.rpi === 2900);
    expect(ours.map((row) => [row.marcaId, row.prazo, row.vencimento])).toEqual([
      [formal.marcaID, 'Exigência formal', dueDate(today, 5)],
      [merit.marcaID, 'Exigência de mérito', meritDue],
    ]);
    expect(queue.map((row) => row.vencimento)).toEqual([...queue.map((row) => row.vencimento)].sort());

    const home = await t.call('GET', '/api/marcas/', { token: merit.token });
    expect(home.body.marcas[0].inpi).toEqual({
      processo: '920000001',
      ultimoDespacho: { texto: 'O INPI fez uma exigência', rpi: 2900, data: today },
      proximoPrazo: { nome: 'Exigência de mérito', data: meritDue },
      vigencia: null,
    });

    const at = (iso: string) => new Date(`${iso}T15:00:00Z`);
    const reminders = async (iso: string) => {
      await runDeadlineReminders(t.deps, { now: at(iso) });
      return (await subjects()).filter((subject) => subject.includes('Ateliê Aurora') && subject.startsWith('Faltam'));
    };
    expect(await reminders(addCalendarDays(meritDue, -16))).toEqual([]);
    expect(await reminders(addCalendarDays(meritDue, -15))).toHaveLength(1);
    expect(await reminders(addCalendarDays(meritDue, -15))).toHaveLength(1);
    expect(await reminders(addCalendarDays(meritDue, -6))).toHaveLength(1);
    const both = await reminders(addCalendarDays(meritDue, -5));
    expect(both.map((subject) => subject.split(':')[0])).toEqual([
      'Faltam 15 dias para um prazo no INPI',
      'Faltam 5 dias para um prazo no INPI',
    ]);
    expect(await reminders(addCalendarDays(meritDue, -1))).toHaveLength(2);
  });
});
