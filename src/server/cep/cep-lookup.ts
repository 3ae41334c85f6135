import type { CepAddress } from '../../shared/schemas/brand-wizard';

export type CepResult = { found: true; address: CepAddress } | { found: false };

/** No postal service answered in time, or all failed: not the customer's fault, and not an unknown CEP. */
export class CepServiceUnavailable extends Error {}

/** A service's word on one CEP: the address, or that it does not know it. Anything else throws. */
export type CepService = (cep: string, signal: AbortSignal) => Promise<CepAddress | null>;

/**
 * Where the services' answers are kept, "unknown" included: this process's memory (the default), or a table every
 * instance shares (cep-cache.ts).
 */
export interface CepCacheStore {
  get(cep: string, now: number): Promise<CepResult | undefined>;
  put(cep: string, result: CepResult, expiresAt: number): Promise<void>;
}

export interface CepLookupOptions {
  timeoutMs?: number;
  cacheTtlMs?: number;
  /** How long "unknown" is kept: short, so a CEP created yesterday is found soon, but each unknown CEP is asked once. */
  notFoundTtlMs?: number;
  /** Size of the in-memory cache; a shared store has its own rules. */
  maxCacheEntries?: number;
  cache?: CepCacheStore;
  services?: CepService[];
  now?: () => number;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

async function json(url: string, signal: AbortSignal): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  const body = response.status === 404 ? {} : ((await response.json()) as Record<string, unknown>);
  return { status: response.status, body };
}

export const viaCep: CepService = async (cep, signal) => {
  const { status, body } = await json(`https://viacep.com.br/ws/${cep}/json/`, signal);
  if (status !== 200) throw new Error(`ViaCEP respondeu ${status}`);
  if (body.erro || !text(body.cep)) return null;
  return {
    cep: text(body.cep).replace(/\D/g, ''),
    logradouro: text(body.logradouro),
    bairro: text(body.bairro),
    localidade: text(body.localidade),
    uf: text(body.uf),
  };
};

export const brasilApi: CepService = async (cep, signal) => {
  const { status, body } = await json(`https://brasilapi.com.br/api/cep/v1/${cep}`, signal);
  if (status === 404) return null;
  if (status !== 200) throw new Error(`BrasilAPI respondeu ${status}`);
  return {
    cep: text(body.cep).replace(/\D/g, '') || cep,
    logradouro: text(body.street),
    bairro: text(body.neighborhood),
    localidade: text(body.city),
    uf: text(body.state),
  };
};

/**
 * Asks every service at once: the first address wins and the other requests are aborted; when none has an
 * address, the CEP is unknown only if a service said so. At `timeoutMs` every request still open is aborted
 * (AbortSignal), so a hanging service holds no socket.
 */
async function askServices(services: CepService[], cep: string, timeoutMs: number): Promise<CepResult> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new CepServiceUnavailable(`sem resposta em ${timeoutMs} ms`)),
    timeoutMs,
  );
  let unknownToSome = false;
  try {
    const address = await Promise.any(
      services.map(async (service) => {
        const found = await service(cep, controller.signal);
        if (!found) {
          unknownToSome = true;
          throw new Error('CEP desconhecido');
        }
        return found;
      }),
    );
    return { found: true, address };
  } catch {
    if (unknownToSome) return { found: false };
    throw new CepServiceUnavailable(
      controller.signal.aborted ? `sem resposta em ${timeoutMs} ms` : 'todos os serviços de CEP falharam',
    );
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** The cache of one process, least recently used out first once `maxEntries` are kept. */
export function memoryCepCache(maxEntries = 5000): CepCacheStore {
  const cache = new Map<string, { result: CepResult; expiresAt: number }>();
  return {
    async get(cep, now) {
      const entry = cache.get(cep);
      if (!entry) return undefined;
      cache.delete(cep);
      if (entry.expiresAt <= now) return undefined;
      cache.set(cep, entry); // most recently used goes last, so the oldest is evicted first
      return entry.result;
    },
    async put(cep, result, expiresAt) {
      cache.set(cep, { result, expiresAt });
      while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
    },
  };
}

/**
 * Looks CEPs up through the public postal-code services (ViaCEP and BrasilAPI, raced), giving up after
 * `timeoutMs`. Found addresses are cached for a day (streets rarely change), unknown CEPs for an hour (so a
 * customer typing unknown CEPs costs the services one call each, and a CEP created yesterday is still found
 * soon); a failure is not cached. A CEP asked twice at once is looked up once.
 */
export function createCepLookup(options: CepLookupOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 5000;
  const ttlMs = options.cacheTtlMs ?? DAY_MS;
  const notFoundTtlMs = options.notFoundTtlMs ?? Math.min(HOUR_MS, ttlMs);
  const services = options.services ?? [viaCep, brasilApi];
  const now = options.now ?? Date.now;
  const cache = options.cache ?? memoryCepCache(options.maxCacheEntries);
  // Per process, and harmless so: it only spares the services a second call for a CEP already being asked.
  const inFlight = new Map<string, Promise<CepResult>>();

  async function ask(cep: string): Promise<CepResult> {
    const result = await askServices(services, cep, timeoutMs);
    await cache.put(cep, result, now() + (result.found ? ttlMs : notFoundTtlMs));
    return result;
  }

  /** `cep` must be 8 digits. Throws CepServiceUnavailable when no service answered in time. */
  return async function findAddress(cep: string): Promise<CepResult> {
    const hit = await cache.get(cep, now());
    if (hit) return hit;
    let pending = inFlight.get(cep);
    if (!pending) {
      pending = ask(cep).finally(() => inFlight.delete(cep));
      inFlight.set(cep, pending);
    }
    return pending;
  };
}

export type CepLookup = ReturnType<typeof createCepLookup>;
