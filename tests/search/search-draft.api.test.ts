import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexRpiIssue } from '../../src/server/search/index-issue';
import { searchMessages } from '../../src/shared/search-messages';
import { adminSession, paidService } from '../support/api/admin';
import { forms } from '../support/api/services';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { smallRpi } from '../support/rpi-fixture';

/** The staff's draft of a Busca: the public search's judgement on the name and class the customer sent. */
let t: TestApp;
let admin: { token: string };
const dir = mkdtempSync(join(tmpdir(), 'busca-rascunho-'));

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
  const zip = await smallRpi(dir, 2810, '03/12/2024', [
    { numero: '950000001', marca: 'CAFÉS SERRA AZUL', classes: [30], despachos: [{ codigo: 'IPAS158' }] },
    { numero: '950000002', marca: 'Serra Azul Transportes', classes: [39], despachos: [{ codigo: 'IPAS158' }] },
  ]);
  await indexRpiIssue(t.db, zip, 'acervo');
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

describe("the staff's Busca draft", () => {
  it('lists the marks near the name in its class, with the risk and the reason the public search gives', async () => {
    const { servicoId } = await paidService(t, 4, forms[4]);
    const { status, body } = await t.call('GET', `/api/admin/servico/${servicoId}/busca-automatica`, {
      token: admin.token,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ marca: 'Café Serra Azul', classe: 30, cobertura: { de: 2810, ate: 2810 } });
    expect(body.resultados[0]).toMatchObject({ processo: '950000001', risco: 'alto', viva: true });
    expect(body.resultados[0].motivo).toMatch(/^Nome que soa igual na mesma classe \(30\)/);
    expect(body.resultados.find((row: { processo: string }) => row.processo === '950000002')).toMatchObject({
      risco: 'baixo',
    });
  });

  it('is for staff only, and says what is missing for a service without a name', async () => {
    const { servicoId, token } = await paidService(t, 4, {});
    expect((await t.call('GET', `/api/admin/servico/${servicoId}/busca-automatica`, { token })).status).toBe(403);
    expect(
      await t.call('GET', `/api/admin/servico/${servicoId}/busca-automatica`, { token: admin.token }),
    ).toMatchObject({ status: 409, body: { erro: searchMessages.draftWithoutName } });
    expect((await t.call('GET', '/api/admin/servico/999999/busca-automatica', { token: admin.token })).status).toBe(
      404,
    );
  });
});
