import { isBrandPlan } from '../../shared/catalogue';
import type { Database } from '../db/client';
import { marcas, servicos } from '../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Opens the customer's request for a plan: a brand request for plans 1–2, a service request for 4–6. */
export async function openRequest(tx: Tx | Database, userId: number, planoId: number): Promise<number> {
  if (isBrandPlan(planoId)) {
    const [row] = await tx.insert(marcas).values({ userId, planoId }).returning({ id: marcas.id });
    return row.id;
  }
  const [row] = await tx.insert(servicos).values({ userId, planoId }).returning({ id: servicos.id });
  return row.id;
}
