import { describe, expect, it } from 'vitest';
import { todayInBrazil } from '../../src/server/inpi/deadlines';
import { inpiMessages } from '../../src/shared/inpi-messages';
import type { DeadlineRow, WatchHitRow } from '../../src/shared/schemas/inpi';
import { officialName, smallRpi } from '../support/rpi-fixture';
import { expectRefusal } from '../support/api/accounts';
import { filedBrand, rpiDate, uploadRpi } from '../support/api/inpi';
import { useRpiTestApp, type StaffSession } from '../support/api/rpi-test-app';
import type { TestApp } from '../support/api/test-app';

let t: TestApp;
let admin: StaffSession;
const dir = useRpiTestApp('rpi-staff-', (app, staff) => ((t = app), (admin = staff)));

const deadlines = async () =>
  (await t.call<{ itens: DeadlineRow[] }>('GET', '/api/admin/inpi/prazos', { token: admin.token })).body.itens;

describe('the INPI pages for staff', () => {
  it('list a term in staff wording (the INPI’s own name) and mark it handled, with who and when', async () => {
    const today = todayInBrazil(new Date());
    const customer = await filedBrand(t, admin.token, { nome: 'Ateliê Norte', classe: 25, processo: '940000001' });
    const rival = await filedBrand(t, admin.token, { nome: 'Ateliê Norte', classe: 25, processo: '940000002' });
    const path = await smallRpi(dir, 2950, rpiDate(today), [
      { numero: '940000001', despachos: [{ codigo: 'IPAS136' }], marca: 'Ateliê Norte', classes: [25] },
      {
        numero: '940000101',
        despachos: [{ codigo: 'IPAS009' }],
        marca: 'Atelie Norte',
        classes: [25],
        titular: 'Confecções Rivais Ltda',
      },
    ]);
    expect((await uploadRpi(t, path, admin.token)).status).toBe(201);

    const row = (await deadlines()).find((item) => item.marcaId === customer.marcaID)!;
    expect(row).toMatchObject({
      despacho: officialName('IPAS136'),
      tratadoEm: null,
      tratadoPor: null,
    });
    expect(row.despacho).not.toMatch(/^(Seu|Você|O INPI fez)/);

    expectRefusal(await t.call('POST', `/api/admin/inpi/prazos/${row.id}/tratado`, { token: customer.token }), 403);
    expectRefusal(
      await t.call('POST', '/api/admin/inpi/prazos/999999/tratado', { token: admin.token }),
      404,
      inpiMessages.deadlineNotFound,
    );
    const handled = await t.call('POST', `/api/admin/inpi/prazos/${row.id}/tratado`, { token: admin.token });
    expect(handled.status, JSON.stringify(handled.body)).toBe(200);
    expect(handled.body.mensagem).toBe(inpiMessages.deadlineHandled);
    expect((await deadlines()).find((item) => item.id === row.id)).toMatchObject({
      tratadoPor: 'Administrador',
      tratadoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    // The watch hit names the rival filing's titular, classes and RPI.
    const hits = (
      await t.call<{ itens: WatchHitRow[] }>('GET', '/api/admin/inpi/vigilancia', { token: admin.token })
    ).body.itens.filter((hit) => hit.marcaId === rival.marcaID || hit.marcaId === customer.marcaID);
    expect(hits.find((hit) => hit.processo === '940000101')).toMatchObject({
      titulares: expect.stringContaining('Confecções Rivais Ltda'),
      classes: [25],
      rpi: 2950,
    });
  });
});
