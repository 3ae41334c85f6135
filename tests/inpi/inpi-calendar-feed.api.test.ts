import { describe, expect, it } from 'vitest';
import { dueDate, todayInBrazil } from '../../src/server/inpi/deadlines';
import { termOf } from '../../src/server/inpi/despacho-codes';
import { calendarMessages } from '../../src/shared/calendar-messages';
import { messages } from '../../src/shared/messages';
import { expectRefusal } from '../support/api/accounts';
import { filedBrand, rpiDate, uploadRpi } from '../support/api/inpi';
import { useRpiTestApp, type StaffSession } from '../support/api/rpi-test-app';
import type { TestApp } from '../support/api/test-app';
import { readCalendar } from '../support/icalendar';
import { smallRpi } from '../support/rpi-fixture';

let t: TestApp;
let admin: StaffSession;
const dir = useRpiTestApp('rpi-agenda-', (app, staff) => ((t = app), (admin = staff)));

const FEED_URL = /^https:\/\/marcas\.test\/api\/agenda\/[A-Za-z0-9_-]{43}\.ics$/;

async function addressOf(token: string, path = '/api/agenda') {
  const answer = await t.call<{ url: string }>('GET', path, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.url).toMatch(FEED_URL);
  return answer.body.url;
}

/** What a phone subscribed to the address gets: no session, only the address. */
async function subscribe(url: string) {
  const response = await t.app.request(new URL(url).pathname);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  return readCalendar(await response.text());
}

describe('the deadlines calendar', () => {
  it("gives each customer a secret address with their marks' open deadlines, and a new one on request", async () => {
    const today = todayInBrazil(new Date());
    const mine = await filedBrand(t, admin.token, { nome: 'Ateliê Norte', classe: 25, processo: '950000001' });
    const theirs = await filedBrand(t, admin.token, { nome: 'Brisa do Sul', classe: 43, processo: '950000002' });
    const path = await smallRpi(dir, 2960, rpiDate(today), [
      { numero: '950000001', despachos: [{ codigo: 'IPAS136' }], marca: 'Ateliê Norte', classes: [25] },
      { numero: '950000002', despachos: [{ codigo: 'IPAS005' }], marca: 'Brisa do Sul', classes: [43] },
    ]);
    expect((await uploadRpi(t, path, admin.token)).status).toBe(201);

    expectRefusal(await t.call('GET', '/api/agenda'), 401, messages.http.unauthenticated);
    expectRefusal(await t.call('POST', '/api/agenda/renovar'), 401, messages.http.unauthenticated);

    const url = await addressOf(mine.token);
    expect(await addressOf(mine.token), 'the same address every time it is asked').toBe(url);
    const calendar = await subscribe(url);
    expect(calendar.name).toBe(calendarMessages.calendarName);
    expect(calendar.events).toHaveLength(1);
    const [event] = calendar.events;
    const merit = termOf('IPAS136', 2960)!;
    expect(event).toMatchObject({
      summary: `Prazo INPI: Ateliê Norte — ${merit.nome}`,
      allDayStart: dueDate(today, merit.days),
      stamped: true,
    });
    expect(event!.description).toContain('Processo INPI nº 950000001');
    expect(event!.description, 'a long line comes back whole from its folds').toContain(merit.acao);
    expect(event!.alarms.length).toBeGreaterThan(0);
    expect(event!.alarms.every((seconds) => seconds < 0)).toBe(true);
    expect((await subscribe(url)).events[0]!.uid, 'the same deadline keeps its UID').toBe(event!.uid);

    const other = await subscribe(await addressOf(theirs.token));
    expect(other.events.map((item) => item.summary)).toEqual([
      `Prazo INPI: Brisa do Sul — ${termOf('IPAS005', 2960)!.nome}`,
    ]);
    expect(other.events.some((item) => item.description.includes('950000001'))).toBe(false);

    const renewed = await t.call<{ url: string }>('POST', '/api/agenda/renovar', { token: mine.token });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect(renewed.body.url).toMatch(FEED_URL);
    expect(renewed.body.url).not.toBe(url);
    expectRefusal(await t.call('GET', new URL(url).pathname), 404, calendarMessages.feedNotFound);
    expect((await subscribe(renewed.body.url)).events).toHaveLength(1);
    expect(await addressOf(mine.token)).toBe(renewed.body.url);
    expect(
      (await subscribe(await addressOf(theirs.token))).events,
      "the other customer's address still works",
    ).toHaveLength(1);

    expectRefusal(await t.call('GET', `/api/agenda/${'x'.repeat(43)}.ics`), 404, calendarMessages.feedNotFound);

    // An arquivamento resolves the open term: the deadline leaves the calendar.
    const closing = await smallRpi(dir, 2961, rpiDate(today), [
      { numero: '950000001', despachos: [{ codigo: 'IPAS139' }], marca: 'Ateliê Norte', classes: [25] },
    ]);
    expect((await uploadRpi(t, closing, admin.token)).status).toBe(201);
    expect((await subscribe(renewed.body.url)).events).toEqual([]);
  });

  it("gives staff an address with every customer's open deadlines", async () => {
    const today = todayInBrazil(new Date());
    const first = await filedBrand(t, admin.token, { nome: 'Farol Azul', classe: 35, processo: '950000011' });
    await filedBrand(t, admin.token, { nome: 'Cais Verde', classe: 29, processo: '950000012' });
    const path = await smallRpi(dir, 2962, rpiDate(today), [
      { numero: '950000011', despachos: [{ codigo: 'IPAS136' }], marca: 'Farol Azul', classes: [35] },
      { numero: '950000012', despachos: [{ codigo: 'IPAS136' }], marca: 'Cais Verde', classes: [29] },
    ]);
    expect((await uploadRpi(t, path, admin.token)).status).toBe(201);

    expectRefusal(await t.call('GET', '/api/admin/agenda'), 401, messages.http.unauthenticated);
    expectRefusal(await t.call('GET', '/api/admin/agenda', { token: first.token }), 403);
    expectRefusal(await t.call('POST', '/api/admin/agenda/renovar', { token: first.token }), 403);

    const url = await addressOf(admin.token, '/api/admin/agenda');
    expect(url, "staff's address is not their own customer address").not.toBe(await addressOf(admin.token));
    const calendar = await subscribe(url);
    expect(calendar.name).toBe(calendarMessages.staffCalendarName);
    const summaries = calendar.events.map((event) => event.summary);
    expect(summaries).toContain(`Prazo INPI: Farol Azul — ${termOf('IPAS136', 2962)!.nome}`);
    expect(summaries).toContain(`Prazo INPI: Cais Verde — ${termOf('IPAS136', 2962)!.nome}`);
    expect(summaries, "the first test's open deadline too").toContain(
      `Prazo INPI: Brisa do Sul — ${termOf('IPAS005', 2960)!.nome}`,
    );
    expect(calendar.events.every((event) => event.description.includes('Cliente: '))).toBe(true);
    expect((await subscribe(await addressOf(first.token))).events.map((event) => event.summary)).toEqual([
      `Prazo INPI: Farol Azul — ${termOf('IPAS136', 2962)!.nome}`,
    ]);

    const renewed = await t.call<{ url: string }>('POST', '/api/admin/agenda/renovar', { token: admin.token });
    expect(renewed.body.url).toMatch(FEED_URL);
    expectRefusal(await t.call('GET', new URL(url).pathname), 404, calendarMessages.feedNotFound);
    expect((await subscribe(renewed.body.url)).events.length).toBe(calendar.events.length);
  });
});
