import { and, eq, gt, lte } from 'drizzle-orm';
import type { CepAddress } from '../../shared/schemas/brand-wizard';
import type { Database } from '../db/client';
import { cepCache } from '../db/schema';
import type { CepCacheStore } from './cep-lookup';

/** The row of a CEP no service knows: an address always carries its `cep`. */
const UNKNOWN = { desconhecido: true };

/**
 * The CEP cache in the database, so every instance answers a CEP another one already looked up (or found unknown). Writing an
 * entry also drops the expired ones (an indexed range; nothing else ever reads them).
 */
export function databaseCepCache(db: Database): CepCacheStore {
  return {
    async get(cep, now) {
      const [row] = await db
        .select({ address: cepCache.address })
        .from(cepCache)
        .where(and(eq(cepCache.cep, cep), gt(cepCache.expiresAt, new Date(now))));
      if (!row) return undefined;
      const address = row.address as CepAddress | typeof UNKNOWN;
      return 'cep' in address ? { found: true, address } : { found: false };
    },
    async put(cep, result, expiresAt) {
      const until = new Date(expiresAt);
      const address = result.found ? result.address : UNKNOWN;
      await db
        .insert(cepCache)
        .values({ cep, address, expiresAt: until })
        .onConflictDoUpdate({ target: cepCache.cep, set: { address, expiresAt: until } });
      await db.delete(cepCache).where(lte(cepCache.expiresAt, new Date()));
    },
  };
}
