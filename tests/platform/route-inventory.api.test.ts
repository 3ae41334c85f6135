import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { expectRefusal, signUp } from '../support/api/accounts';
import { createTestApp, type TestApp } from '../support/api/test-app';

/**
 * The only API routes anyone may call without a session, and why. Every other route must refuse a call
 * without a token (401), and /api/admin/ ones a customer's token too (403).
 */
const PUBLIC_ROUTES: Record<string, string> = {
  'POST /api/register': 'sign-up',
  'POST /api/login': 'sign-in',
  'POST /api/forgetPass': 'forgotten password: the same answer for any e-mail',
  'POST /api/resetPass': 'the single-use link from the e-mail is the proof',
  'POST /api/conta/email/confirmar': 'the link sent to the new address is the proof',
  'GET /api/config': 'public company data for every page',
  'GET /api/cep/:cep': 'postal-code lookup on the public sign-up and address forms',
  'GET /api/busca': 'the free viability search over what the RPI publishes, limited per address',
  'POST /api/webhooks/mercadopago': "Mercado Pago's notifications, checked by their x-signature",
  'GET /api/pagamentos/:id/boleto': 'the printable boleto opens in a new tab, by the random token in its link',
  'POST /api/pagamentos/sandbox/:id/pagar': 'the sandbox bank (only with PAYMENT_PROVIDER=sandbox)',
  'POST /api/cobrancas/verificar': 'anyone who received a charge in our name checks it; limited per address',
  'GET /api/agenda/:arquivo{[A-Za-z0-9_-]+\\.ics}':
    'calendar apps fetch the deadlines feed on their own: the unguessable token in the address is the proof',
};

/** Outside /api, for the load balancer and the operator (src/server/ops): none carries a customer's data. */
const OPERATOR_ROUTES: Record<string, string> = {
  'GET /healthz': 'public: the process is up',
  'GET /readyz': 'public: database, migrations and file store, each only "ok" or a reason',
  'GET /metrics': 'METRICS_TOKEN in the Authorization header; 404 when the configuration has none',
};

const concretePath = (path: string) =>
  path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, (param) => (param.startsWith(':tipo') ? 'marca' : '1'));

let t: TestApp;
let customerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  customerToken = (await signUp(t)).token;
}, 60_000);
afterAll(() => t.close(), 30_000);

function endpoints() {
  const seen = new Set<string>();
  for (const route of t.app.routes) {
    // Middleware (use) is registered as ALL; the /api/* fallback too.
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    seen.add(`${route.method} ${route.path}`);
  }
  return [...seen].sort();
}

describe('route inventory', () => {
  it('finds the routes (the walk itself works)', () => {
    const all = endpoints();
    expect(all.length).toBeGreaterThan(20);
    expect(all).toContain('POST /api/login');
    expect(all).toContain('GET /api/profile');
  });

  it('lists no public route that no longer exists', () => {
    const all = endpoints();
    for (const route of Object.keys(PUBLIC_ROUTES)) expect(all, route).toContain(route);
  });

  it('every route not on the public list refuses a call without a token (401)', async () => {
    const unguarded: string[] = [];
    for (const route of endpoints()) {
      if (route in PUBLIC_ROUTES) continue;
      const [method, path] = route.split(' ');
      const answer = await t.call(method, concretePath(path), method === 'GET' ? {} : { body: {} });
      if (answer.status !== 401 || answer.body?.erro !== messages.http.unauthenticated)
        unguarded.push(`${route} → ${answer.status}`);
    }
    expect(unguarded).toEqual([]);
  });

  it('every /api/admin route refuses a customer (403)', async () => {
    const admin = endpoints().filter((route) => route.split(' ')[1].startsWith('/api/admin'));
    expect(admin.length).toBeGreaterThan(0);
    for (const route of admin) {
      const [method, path] = route.split(' ');
      expectRefusal(
        await t.call(method, concretePath(path), { token: customerToken, ...(method === 'GET' ? {} : { body: {} }) }),
        403,
        messages.http.forbidden,
      );
    }
  });

  it('outside /api serves only the operator routes: health is public and says nothing about anyone, metrics need the token', async () => {
    const outside = [
      ...new Set(
        t.app.routes
          .filter((route) => route.method !== 'ALL' && !route.path.startsWith('/api/'))
          .map((route) => `${route.method} ${route.path}`),
      ),
    ].sort();
    expect(outside).toEqual(Object.keys(OPERATOR_ROUTES).sort());
    expect((await t.call('GET', '/healthz')).body).toEqual({ status: 'ok' });
    expect(Object.keys((await t.call('GET', '/readyz')).body)).toEqual(['status', 'checks']);
    // This app has no METRICS_TOKEN: there is nothing to scrape (tests/platform/ops.api.test.ts covers the token).
    expect((await t.call('GET', '/metrics')).status).toBe(404);
  });
});
