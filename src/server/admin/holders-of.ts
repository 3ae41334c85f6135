import { inArray } from 'drizzle-orm';
import type { AdminBrandRow } from '../../shared/schemas/admin';
import type { Database } from '../db/client';
import { users } from '../db/schema';

export type RowHolder = AdminBrandRow['titular'];

/**
 * The holders of one page of requests, read after the page is chosen: joining users before the LIMIT lets
 * the planner hash all 50,000 users for five rows.
 */
export async function holdersOf(db: Database, userIds: number[]): Promise<Map<number, RowHolder>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userID: users.id, fullName: users.fullName, CPF: users.cpf })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.userID, row]));
}

export const unknownHolder = (userID: number): RowHolder => ({ userID, fullName: '', CPF: '' });
