import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { expectRefusal } from '../support/api/accounts';
import { adminSession, paidBrandWithFiles, paidService } from '../support/api/admin';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
let admin: string;
let customer: string;
let marcaId: number;
let servicoId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminSession(t)).token;
  const brand = await paidBrandWithFiles(t);
  marcaId = brand.marcaID;
  customer = brand.token;
  servicoId = (
    await paidService(
      t,
      5,
      { nome_marca: 'Café Serra Azul', segmento: 'Cafeteria' },
      { protocolo: '850123456', withPowerOfAttorney: true },
    )
  ).servicoId;
}, 60_000);
afterAll(() => t.close(), 30_000);

const calls = () =>
  [
    ['GET', '/api/admin/users', undefined, 200],
    ['GET', '/api/admin/marcas', undefined, 200],
    ['GET', `/api/admin/marcas/${marcaId}`, undefined, 200],
    ['PATCH', `/api/admin/marcas/${marcaId}`, { status: 'Iniciada' }, 200],
    ['GET', `/api/admin/marcas/${marcaId}/download`, undefined, 200],
    ['GET', '/api/admin/servicos', undefined, 200],
    ['GET', `/api/admin/servico/${servicoId}`, undefined, 200],
    ['PATCH', `/api/admin/servico/${servicoId}/update`, { status: 'Análise' }, 200],
    ['GET', `/api/admin/servico/${servicoId}/procuracao`, undefined, 200],
    ['GET', '/api/admin/downloads', undefined, 200],
  ] as const;

describe('every admin call, by who calls it', () => {
  it('refuses a visitor without a token with 401', async () => {
    for (const [method, path, body] of calls())
      expectRefusal(await t.call(method, path, { body }), 401, messages.http.unauthenticated);
  });

  it('refuses a customer, even the owner of the request, with 403 and nothing of the data', async () => {
    for (const [method, path, body] of calls()) {
      const answer = await t.call(method, path, { body, token: customer });
      expectRefusal(answer, 403, messages.http.forbidden);
      expect(JSON.stringify(answer.body)).not.toContain('@');
    }
  });

  it('answers an admin', async () => {
    for (const [method, path, body, status] of calls()) {
      const answer = await t.call(method, path, { body, token: admin });
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
    }
  });

  it('answers a request that does not exist with a pt-BR 404, also for ids out of range', async () => {
    expectRefusal(await t.call('GET', '/api/admin/marcas/999999', { token: admin }), 404, messages.admin.brandNotFound);
    expectRefusal(
      await t.call('GET', '/api/admin/marcas/99999999999999', { token: admin }),
      404,
      messages.admin.brandNotFound,
    );
    expectRefusal(
      await t.call('GET', '/api/admin/marcas/abc/download', { token: admin }),
      404,
      messages.admin.brandNotFound,
    );
    expectRefusal(
      await t.call('PATCH', '/api/admin/marcas/999999', { token: admin, body: { status: 'Iniciada' } }),
      404,
      messages.admin.brandNotFound,
    );
    expectRefusal(
      await t.call('GET', '/api/admin/servico/999999', { token: admin }),
      404,
      messages.admin.serviceNotFound,
    );
    expectRefusal(
      await t.call('PATCH', '/api/admin/servico/0/update', { token: admin, body: { status: 'Análise' } }),
      404,
      messages.admin.serviceNotFound,
    );
    expectRefusal(
      await t.call('GET', '/api/admin/servico/-1/procuracao', { token: admin }),
      404,
      messages.admin.serviceNotFound,
    );
  });

  it('refuses bad list parameters with a pt-BR 400', async () => {
    expectRefusal(await t.call('GET', '/api/admin/marcas?pagina=0', { token: admin }), 400, messages.admin.pageInvalid);
    expectRefusal(
      await t.call('GET', '/api/admin/marcas?pagina=dois', { token: admin }),
      400,
      messages.admin.pageInvalid,
    );
    expectRefusal(
      await t.call('GET', '/api/admin/servicos?pagina=1.5', { token: admin }),
      400,
      messages.admin.pageInvalid,
    );
    expectRefusal(
      await t.call('GET', `/api/admin/users?busca=${'a'.repeat(101)}`, { token: admin }),
      400,
      messages.admin.searchTooLong,
    );
    expectRefusal(
      await t.call('GET', '/api/admin/users?ordem=senha', { token: admin }),
      400,
      messages.admin.sortInvalid,
    );
  });
});
