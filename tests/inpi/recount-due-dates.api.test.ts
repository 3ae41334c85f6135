import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inpiDespachos, watchHits } from '../../src/server/db/schema';
import {
  addCalendarDays,
  addMonths,
  dueDate,
  isInpiBusinessDay,
  nextBusinessDay,
  todayInBrazil,
} from '../../src/server/inpi/deadlines';
import { recountOpenDueDates } from '../../src/server/inpi/recount-due-dates';
import type { DeadlineRow, WatchHitRow } from '../../src/shared/schemas/inpi';
import { filedBrand, rpiDate, uploadRpi } from '../support/api/inpi';
import { useRpiTestApp, type StaffSession } from '../support/api/rpi-test-app';
import type { TestApp } from '../support/api/test-app';
import { smallRpi } from '../support/rpi-fixture';

let t: TestApp;
let admin: StaffSession;
const dir = useRpiTestApp('recount-', (app, staff) => ((t = app), (admin = staff)));
const today = todayInBrazil(new Date());

/** The count before LPI art. 223 was read: calendar days from the RPI's own date. */
const oldCount = (rpi: string, days: number) => nextBusinessDay(addCalendarDays(rpi, days));

/** A recent issue date followed by a day the INPI is closed, where the two counts end on different days. */
function issueBeforeAClosedDay(): string {
  let day = addCalendarDays(today, -10);
  while (isInpiBusinessDay(addCalendarDays(day, 1)) || oldCount(day, 60) === dueDate(day, 60))
    day = addCalendarDays(day, -1);
  return day;
}

const queue = async () =>
  (await t.call<{ itens: DeadlineRow[] }>('GET', '/api/admin/inpi/prazos', { token: admin.token })).body.itens;
const watch = async () =>
  (await t.call<{ itens: WatchHitRow[] }>('GET', '/api/admin/inpi/vigilancia', { token: admin.token })).body.itens;

describe('terms stored under the old day count', () => {
  it('end where the current count says once the server recounts them; renewals are left alone; twice changes nothing', async () => {
    const rpi = issueBeforeAClosedDay();
    const published = await filedBrand(t, admin.token, { nome: 'Cambuci Fino', classe: 32, processo: '942000001' });
    const registered = await filedBrand(t, admin.token, { nome: 'Araçá Doce', classe: 30, processo: '942000002' });
    const validityEnd = addMonths(today, 30);
    const answer = await uploadRpi(
      t,
      await smallRpi(dir, 3901, rpiDate(rpi), [
        { numero: '942000001', despachos: [{ codigo: 'IPAS009' }] },
        { numero: '942000002', despachos: [{ codigo: 'IPAS158' }], dataVigencia: rpiDate(validityEnd) },
        // A third party's filing like the customer's: a watch alert with the opposition term.
        { numero: '942000003', despachos: [{ codigo: 'IPAS009' }], marca: 'Cambuci Fino', classes: [32] },
      ]),
      admin.token,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);

    // As an import before the change stored them.
    const before = oldCount(rpi, 60);
    await t.db.update(inpiDespachos).set({ dueDate: before }).where(eq(inpiDespachos.marcaId, published.marcaID));
    await t.db.update(watchHits).set({ dueDate: before }).where(eq(watchHits.marcaId, published.marcaID));
    const ends = async () => ({
      fila: (await queue()).map((row) => [row.marcaId, row.vencimento]),
      vigilancia: (await watch()).map((row) => [row.processo, row.vencimento]),
      home: (await t.call('GET', '/api/marcas/', { token: published.token })).body.marcas[0].inpi.proximoPrazo.data,
    });
    expect(await ends()).toEqual({
      fila: [
        [published.marcaID, before],
        [registered.marcaID, validityEnd],
      ],
      vigilancia: [['942000003', before]],
      home: before,
    });

    expect(await recountOpenDueDates(t.db)).toBe(2);
    const after = dueDate(rpi, 60);
    expect(after > before).toBe(true);
    expect(await ends()).toEqual({
      fila: [
        [published.marcaID, after],
        [registered.marcaID, validityEnd],
      ],
      vigilancia: [['942000003', after]],
      home: after,
    });
    expect(await recountOpenDueDates(t.db)).toBe(0);
  });
});
