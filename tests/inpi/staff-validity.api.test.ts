import { describe, expect, it } from 'vitest';
import { addCalendarDays, addMonths, formatDay, nextBusinessDay, todayInBrazil } from '../../src/server/inpi/deadlines';
import { runRenewalReminders } from '../../src/server/inpi/renewal-reminders';
import { inpiMessages } from '../../src/shared/inpi-messages';
import type { AdminBrandDetail } from '../../src/shared/schemas/admin';
import type { DeadlineRow } from '../../src/shared/schemas/inpi';
import type { RequestTimeline } from '../../src/shared/schemas/timeline';
import { expectRefusal } from '../support/api/accounts';
import { filedBrand, rpiDate, uploadRpi } from '../support/api/inpi';
import { useRpiTestApp, type StaffSession } from '../support/api/rpi-test-app';
import type { TestApp } from '../support/api/test-app';
import { readCalendar } from '../support/icalendar';
import { petitionDespacho, smallRpi, type FixtureProcess } from '../support/rpi-fixture';

let t: TestApp;
let admin: StaffSession;
const dir = useRpiTestApp('staff-validity-', (app, staff) => ((t = app), (admin = staff)));
const said = inpiMessages.staffValidity;
const today = todayInBrazil(new Date());
const reason = 'Conferido no certificado de registro, concedido em 2017';

const record = (marcaId: number, body: unknown, token = admin.token) =>
  t.call<{ mensagem: string; marca: AdminBrandDetail }>('POST', `/api/admin/inpi/marcas/${marcaId}/vigencia`, {
    token,
    body,
  });
const queue = async (marcaId: number) =>
  (await t.call<{ itens: DeadlineRow[] }>('GET', '/api/admin/inpi/prazos', { token: admin.token })).body.itens.filter(
    (row) => row.marcaId === marcaId,
  );
const home = async (token: string) => (await t.call('GET', '/api/marcas/', { token })).body.marcas[0].inpi;
const history = async (marcaId: number, token: string) =>
  (await t.call<RequestTimeline>('GET', `/api/marcas/${marcaId}/historico`, { token })).body;
async function importIssue(numero: number, processes: FixtureProcess[]) {
  const answer = await uploadRpi(t, await smallRpi(dir, numero, rpiDate(today), processes), admin.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}
let processos = 0;
const granted = (nome: string) =>
  filedBrand(t, admin.token, { nome, classe: 32, processo: String(941_000_000 + ++processos) });

describe('a validity end staff record by hand', () => {
  it('drives the renewal like an imported concession: /home, the staff queue, the timeline, the path, the reminders', async () => {
    const mark = await granted('Aroeira Mansa');
    const ate = addMonths(today, 8);
    const extra = nextBusinessDay(addMonths(ate, 6));
    const saved = await record(mark.marcaID, { ate, motivo: reason });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.mensagem).toBe(`Vigência registrada: o registro vale até ${formatDay(ate)}.`);
    expect(saved.body.marca.vigencia).toEqual({
      ate,
      prorrogarDesde: addMonths(ate, -12),
      extraordinarioAte: extra,
    });

    expect(await home(mark.token)).toMatchObject({
      ultimoDespacho: null,
      proximoPrazo: { nome: 'Prorrogação do registro', data: ate },
      vigencia: { ate, prorrogarDesde: addMonths(ate, -12), extraordinarioAte: extra },
    });
    expect(await queue(mark.marcaID)).toMatchObject([
      {
        prazo: 'Prorrogação do registro',
        despacho: 'Vigência registrada pela equipe',
        rpi: null,
        vencimento: ate,
        vencimentoExtraordinario: extra,
        clienteAge: true,
      },
    ]);
    const timeline = await history(mark.marcaID, mark.token);
    expect(timeline.eventos.map((event) => event.mensagem)).toContain(
      `A nossa equipe registrou a vigência do registro da sua marca. Motivo: ${reason}. O registro vale até ${formatDay(ate)}. A prorrogação pode ser pedida a partir de ${formatDay(addMonths(ate, -12))}. Depois, só no prazo extraordinário, com acréscimo: até ${formatDay(extra)}.`,
    );
    // Eight months before the end the ordinary window is open: the path stands at Prorrogação.
    expect(timeline.percurso).toMatchObject({
      fim: null,
      proximoPrazo: { nome: 'Prorrogação do registro', data: ate },
    });
    expect(timeline.percurso!.etapas.find((step) => step.situacao === 'atual')?.etapa).toBe('prorrogacao');

    // The customer's calendar has the renewal, told as recorded by staff, not as an RPI's.
    const feed = await t.call<{ url: string }>('GET', '/api/agenda', { token: mark.token });
    const calendar = readCalendar(await (await t.app.request(new URL(feed.body.url).pathname)).text());
    expect(calendar.events).toMatchObject([
      { summary: 'Prazo INPI: Aroeira Mansa — Prorrogação do registro', allDayStart: ate },
    ]);
    expect(calendar.events[0]!.description).toContain(said.recordedOn(formatDay(today)));
    expect(calendar.events[0]!.description).not.toContain('RPI nº 0');

    // The 12-month reminder is due already; once, however often the job runs.
    await runRenewalReminders(t.deps);
    await runRenewalReminders(t.deps);
    const reminders = (await t.outboxRows()).filter((row) =>
      row.subject?.startsWith(inpiMessages.mail.renewalSubject(formatDay(ate))),
    );
    expect(reminders.filter((row) => row.text?.includes('Aroeira Mansa'))).toHaveLength(1);
  });

  it('a new date replaces the one recorded before, and a concession an RPI brings later replaces it', async () => {
    const mark = await granted('Pequi Dourado');
    expect((await record(mark.marcaID, { ate: addMonths(today, 30), motivo: reason })).status).toBe(200);
    const corrected = addMonths(today, 20);
    expect((await record(mark.marcaID, { ate: corrected, motivo: 'Data corrigida pelo certificado' })).status).toBe(
      200,
    );
    expect((await queue(mark.marcaID)).map((row) => row.vencimento)).toEqual([corrected]);
    expect((await home(mark.token)).vigencia.ate).toBe(corrected);

    const printed = addMonths(today, 40);
    const processo = (
      await t.call<AdminBrandDetail>('GET', `/api/admin/marcas/${mark.marcaID}`, { token: admin.token })
    ).body.processoInpi!;
    await importIssue(3801, [{ numero: processo, despachos: [{ codigo: 'IPAS158' }], dataVigencia: rpiDate(printed) }]);
    expect(await queue(mark.marcaID)).toMatchObject([{ vencimento: printed, rpi: 3801 }]);
    expect((await home(mark.token)).vigencia.ate).toBe(printed);
  });

  it('a renewal granted after staff corrected the date counts from the corrected date', async () => {
    const mark = await granted('Murici Claro');
    expect((await record(mark.marcaID, { ate: addMonths(today, 30), motivo: reason })).status).toBe(200);
    const corrected = addMonths(today, 10);
    expect((await record(mark.marcaID, { ate: corrected, motivo: 'Data corrigida pelo certificado' })).status).toBe(
      200,
    );
    const processo = (
      await t.call<AdminBrandDetail>('GET', `/api/admin/marcas/${mark.marcaID}`, { token: admin.token })
    ).body.processoInpi!;
    await importIssue(3810, [
      {
        numero: processo,
        despachos: [petitionDespacho('IPAS270', '3741', 'Prorrogação de registro de marca no prazo ordinário')],
      },
    ]);
    expect((await home(mark.token)).vigencia.ate).toBe(addMonths(corrected, 120));
  });

  it('refuses, in pt-BR: a customer, a date that is not a day, no reason, a date past 10 years or long gone', async () => {
    const mark = await granted('Buriti Claro');
    const ate = addMonths(today, 6);
    const customer = await record(mark.marcaID, { ate, motivo: reason }, mark.token);
    expect(customer.status).toBe(403);

    expectRefusal(await record(mark.marcaID, { ate: '2027-02-30', motivo: reason }), 400, said.dateInvalid);
    expectRefusal(await record(mark.marcaID, { ate: '30/08/2027', motivo: reason }), 400, said.dateInvalid);
    expectRefusal(await record(mark.marcaID, { ate, motivo: '   ' }), 400, said.reasonRequired);
    expectRefusal(await record(mark.marcaID, { ate }), 400, said.reasonRequired);
    const latest = addMonths(today, 120);
    expectRefusal(
      await record(mark.marcaID, { ate: addCalendarDays(latest, 1), motivo: reason }),
      422,
      said.tooFar(formatDay(latest)),
    );
    const gone = addMonths(today, -7);
    expectRefusal(
      await record(mark.marcaID, { ate: gone, motivo: reason }),
      422,
      said.ended(formatDay(nextBusinessDay(addMonths(gone, 6)))),
    );
    expectRefusal(await record(999_999, { ate, motivo: reason }), 404);
    // Nothing was recorded.
    expect(await queue(mark.marcaID)).toEqual([]);
    expect((await home(mark.token)).vigencia).toBeNull();
  });

  it('refuses a brand without an INPI process, or one the imported RPIs show refused', async () => {
    const unfiled = await filedBrand(t, admin.token, { nome: 'Jatobá Novo', classe: 30 });
    expectRefusal(await record(unfiled.marcaID, { ate: addMonths(today, 6), motivo: reason }), 409, said.noProcess);

    const refused = await granted('Mangaba Fina');
    const processo = (
      await t.call<AdminBrandDetail>('GET', `/api/admin/marcas/${refused.marcaID}`, { token: admin.token })
    ).body.processoInpi!;
    await importIssue(3802, [{ numero: processo, despachos: [{ codigo: 'IPAS024' }] }]);
    expectRefusal(
      await record(refused.marcaID, { ate: addMonths(today, 6), motivo: reason }),
      409,
      said.notGranted('indeferido'),
    );
  });
});
