import { and, eq, gt, lte } from 'drizzle-orm';
import type { CepAddress } from '../../shared/schemas/brand-wizard';
import type { Database } from '../db/client';
import { cepCache } from '../db/schema';
import type { CepCacheStore } from './cep-lookup';

/**
 * The CEP cache in the database, so every instance answers a CEP another one already looked up. Writing an
 * entry also drops the expired ones (an indexed range; nothing else ever reads them).
 */
export function databaseCepCache(db: Database): CepCacheStore {
  return {
    async get(cep, now) {
      const [row] = await db
        .select({ address: cepCache.address })
        .from(cepCache)
        .where(and(eq(cepCache.cep, cep), gt(cepCache.expiresAt, new Date(now))));
      return row?.address as CepAddress | undefined;
    },
    async put(cep, address, expiresAt) {
      const until = new Date(expiresAt);
      await db
        .insert(cepCache)
        .values({ cep, address, expiresAt: until })
        .onConflictDoUpdate({ target: cepCache.cep, set: { address, expiresAt: until } });
      await db.delete(cepCache).where(lte(cepCache.expiresAt, new Date()));
    },
  };
}
