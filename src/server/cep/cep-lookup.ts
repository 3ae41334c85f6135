import {
  type AddressInfo,
  getAddressInfoByCep,
  GetAddressInfoByCepNotFoundError,
} from '@brazilian-utils/brazilian-utils';
import type { CepAddress } from '../../shared/schemas/brand-wizard';

export type CepResult = { found: true; address: CepAddress } | { found: false };

export class CepServiceUnavailable extends Error {}

export interface CepLookupOptions {
  timeoutMs?: number;
  cacheTtlMs?: number;
  maxCacheEntries?: number;
  lookup?: (cep: string) => Promise<AddressInfo>;
  now?: () => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const toCepAddress = (info: AddressInfo): CepAddress => ({
  cep: info.cep,
  logradouro: info.street,
  bairro: info.neighborhood,
  localidade: info.city,
  uf: info.state,
});

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CepServiceUnavailable(`sem resposta em ${ms} ms`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * Looks CEPs up through the public postal-code services (ViaCEP and BrasilAPI, raced), giving up after
 * `timeoutMs`. Found addresses are cached (streets rarely change); a CEP asked twice at once is looked
 * up once. Unknown CEPs are not cached, so a CEP created yesterday is found as soon as the services know it.
 */
export function createCepLookup(options: CepLookupOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 5000;
  const ttlMs = options.cacheTtlMs ?? DAY_MS;
  const maxEntries = options.maxCacheEntries ?? 5000;
  const lookup = options.lookup ?? ((cep: string) => getAddressInfoByCep(cep));
  const now = options.now ?? Date.now;
  const cache = new Map<string, { address: CepAddress; expiresAt: number }>();
  const inFlight = new Map<string, Promise<CepResult>>();

  function cached(cep: string): CepAddress | undefined {
    const entry = cache.get(cep);
    if (!entry) return undefined;
    cache.delete(cep);
    if (entry.expiresAt <= now()) return undefined;
    cache.set(cep, entry); // most recently used goes last, so the oldest is evicted first
    return entry.address;
  }

  function remember(cep: string, address: CepAddress) {
    cache.set(cep, { address, expiresAt: now() + ttlMs });
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
  }

  async function ask(cep: string): Promise<CepResult> {
    try {
      const address = toCepAddress(await withTimeout(lookup(cep), timeoutMs));
      remember(cep, address);
      return { found: true, address };
    } catch (error) {
      if (error instanceof GetAddressInfoByCepNotFoundError) return { found: false };
      throw error instanceof CepServiceUnavailable ? error : new CepServiceUnavailable(String(error));
    }
  }

  /** `cep` must be 8 digits. Throws CepServiceUnavailable when no service answered in time. */
  return async function findAddress(cep: string): Promise<CepResult> {
    const hit = cached(cep);
    if (hit) return { found: true, address: hit };
    let pending = inFlight.get(cep);
    if (!pending) {
      pending = ask(cep).finally(() => inFlight.delete(cep));
      inFlight.set(cep, pending);
    }
    return pending;
  };
}

export type CepLookup = ReturnType<typeof createCepLookup>;
