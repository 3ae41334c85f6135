import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApp } from '../../src/server/app';
import { createCepLookup } from '../../src/server/cep/cep-lookup';
import { CEP_LOOKUPS_PER_HOUR } from '../../src/server/cep/routes';
import { cepCache } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { expectRefusal, signUp } from '../support/api/accounts';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ CEP_TIMEOUT_MS: '300' });
  token = (await signUp(t)).token;
}, 60_000);
afterAll(() => t.close(), 30_000);

type Behaviour =
  'found' | 'missing' | 'failing' | 'hanging' | 'viacepMissingBrasilApiDown' | 'viacepDownBrasilApiFound';

/** The postal-code services, replaced at the HTTP boundary: only their hosts are answered here. */
const services = { behaviour: 'found' as Behaviour, calls: [] as string[], aborted: 0 };
const realFetch = globalThis.fetch;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeService(url: URL, signal?: AbortSignal | null): Promise<Response> | Response {
  const cep = url.pathname.match(/(\d{8})/)?.[1] ?? '';
  services.calls.push(`${url.host}:${cep}`);
  if (services.behaviour === 'hanging') {
    // Like a real fetch: never answers, but gives up when its signal is aborted.
    return new Promise((_, reject) => {
      signal?.addEventListener('abort', () => {
        services.aborted += 1;
        reject(signal.reason);
      });
    });
  }
  if (services.behaviour === 'failing') return json({ message: 'fora do ar' }, 500);
  if (services.behaviour === 'viacepMissingBrasilApiDown')
    return url.host === 'viacep.com.br' ? json({ erro: 'true' }) : json({ message: 'fora do ar' }, 503);
  if (services.behaviour === 'viacepDownBrasilApiFound' && url.host === 'viacep.com.br')
    return json({ message: 'fora do ar' }, 503);
  if (url.host === 'viacep.com.br') {
    return services.behaviour === 'missing'
      ? json({ erro: 'true' })
      : json({
          cep: `${cep.slice(0, 5)}-${cep.slice(5)}`,
          logradouro: 'Avenida Fernandes Lima',
          bairro: 'Farol',
          localidade: 'Maceió',
          uf: 'AL',
        });
  }
  return services.behaviour === 'missing'
    ? json({ name: 'CepPromiseError', message: 'Todos os serviços de CEP retornaram erro.' }, 404)
    : json({ cep, state: 'AL', city: 'Maceió', neighborhood: 'Farol', street: 'Avenida Fernandes Lima' });
}

beforeEach(() => {
  services.behaviour = 'found';
  services.calls = [];
  services.aborted = 0;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.host === 'viacep.com.br' || url.host === 'brasilapi.com.br')
      return Promise.resolve(fakeService(url, init?.signal));
    return realFetch(input, init);
  });
});
afterEach(() => vi.unstubAllGlobals());

const lookUp = (cep: string, withToken = true) => t.call('GET', `/api/cep/${cep}`, withToken ? { token } : {});

describe('GET /api/cep/{cep}', () => {
  it("answers the address in ViaCEP's field names", async () => {
    const answer = await lookUp('57051000');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      cep: '57051000',
      logradouro: 'Avenida Fernandes Lima',
      bairro: 'Farol',
      localidade: 'Maceió',
      uf: 'AL',
    });
    expect(services.calls.length).toBeGreaterThan(0);
  });

  it('accepts the masked CEP too', async () => {
    expect((await lookUp('57051-001')).body.cep).toBe('57051001');
  });

  it('answers from its cache the second time, without asking the services', async () => {
    expect((await lookUp('57052000')).status).toBe(200);
    const asked = services.calls.length;
    const again = await lookUp('57052000');
    expect(again.status).toBe(200);
    expect(again.body.localidade).toBe('Maceió');
    expect(services.calls.length).toBe(asked);
  });

  it('shares its cache through the database: another instance on the same database answers without asking the services', async () => {
    expect((await lookUp('57059123')).status).toBe(200);
    const asked = services.calls.length;
    const otherInstance = createApp({ ...t.deps });
    const answer = await otherInstance.request('/api/cep/57059123', { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ cep: '57059123', localidade: 'Maceió' });
    expect(services.calls.length).toBe(asked);
    expect(await t.db.select().from(cepCache).where(eq(cepCache.cep, '57059123'))).toHaveLength(1);
  });

  it('refuses anything but 8 digits without asking the services', async () => {
    for (const cep of ['1234567', '123456789', 'abcdefgh', '5705100a', '57.051-000']) {
      expectRefusal(await lookUp(cep), 400, messages.cep.invalid);
    }
    expect(services.calls).toEqual([]);
  });

  it('answers 404 saying the CEP does not exist when no service knows it', async () => {
    services.behaviour = 'missing';
    expectRefusal(await lookUp('99999999'), 404, messages.cep.notFound);
    expect(messages.cep.notFound).toBe('CEP não encontrado. Confira o número ou preencha o endereço manualmente.');
  });

  it('answers 503 saying the service is unavailable (never "verifique o número") when the services fail', async () => {
    services.behaviour = 'failing';
    const answer = await lookUp('57053000');
    expectRefusal(answer, 503, messages.cep.unavailable);
    expect(answer.body.erro).not.toMatch(/verifique o número/i);
    expect(answer.body.erro).toMatch(/indisponível.*preencha o endereço manualmente/i);
  });

  it('gives up after its timeout with 503, aborting every request still open', async () => {
    services.behaviour = 'hanging';
    const started = Date.now();
    expectRefusal(await lookUp('57054000'), 503, messages.cep.unavailable);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(services.calls).toHaveLength(2);
    expect(services.aborted).toBe(2);
  });

  it("takes one service's \"unknown\" over the other's outage, and one service's address over the other's outage", async () => {
    services.behaviour = 'viacepMissingBrasilApiDown';
    expectRefusal(await lookUp('57056000'), 404, messages.cep.notFound);
    services.behaviour = 'viacepDownBrasilApiFound';
    const answer = await lookUp('57057000');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      cep: '57057000',
      logradouro: 'Avenida Fernandes Lima',
      bairro: 'Farol',
      localidade: 'Maceió',
      uf: 'AL',
    });
  });

  it('does not cache a failure: the next lookup asks again', async () => {
    services.behaviour = 'failing';
    await lookUp('57055000');
    services.behaviour = 'found';
    expect((await lookUp('57055000')).status).toBe(200);
  });

  it('caches "unknown" too: the same unknown CEP asked again costs the services nothing', async () => {
    services.behaviour = 'missing';
    for (let round = 0; round < 3; round++) expectRefusal(await lookUp('99999111'), 404, messages.cep.notFound);
    expect(services.calls.filter((call) => call.endsWith(':99999111'))).toHaveLength(2);
  });

  it(`limits each customer to ${CEP_LOOKUPS_PER_HOUR} lookups an hour, with 429 and Retry-After`, async () => {
    const other = (await signUp(t)).token;
    for (let index = 0; index < CEP_LOOKUPS_PER_HOUR; index++)
      expect((await t.call('GET', '/api/cep/57052000', { token: other })).status).toBe(200);
    const refused = await t.call('GET', '/api/cep/57052000', { token: other });
    expectRefusal(refused, 429, messages.cep.tooMany);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Someone else's lookups are not counted against them.
    expect((await lookUp('57052000')).status).toBe(200);
  });

  it('needs a logged-in user', async () => {
    expectRefusal(await lookUp('57051000', false), 401);
    expect(services.calls).toEqual([]);
  });
});

describe('the CEP cache', () => {
  const address = async (cep: string) => ({ cep, uf: 'AL', localidade: 'Maceió', bairro: '', logradouro: '' });

  it('forgets entries after their lifetime', async () => {
    let now = 0;
    const lookup = vi.fn(address);
    const find = createCepLookup({ services: [lookup], cacheTtlMs: 1000, now: () => now });
    await find('57000000');
    await find('57000000');
    expect(lookup).toHaveBeenCalledTimes(1);
    now = 1001;
    await find('57000000');
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('keeps at most its size, dropping the least recently used', async () => {
    const lookup = vi.fn(address);
    const find = createCepLookup({ services: [lookup], maxCacheEntries: 2 });
    await find('57000001');
    await find('57000002');
    await find('57000001');
    await find('57000003');
    lookup.mockClear();
    await find('57000001');
    await find('57000003');
    expect(lookup).not.toHaveBeenCalled();
    await find('57000002');
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('asks once for a CEP asked twice at the same time', async () => {
    const lookup = vi.fn(address);
    const find = createCepLookup({ services: [lookup] });
    await Promise.all([find('57000004'), find('57000004')]);
    expect(lookup).toHaveBeenCalledTimes(1);
  });
});
