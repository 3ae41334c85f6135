import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { requestEvents } from '../db/schema';

export type RequestKind = 'marca' | 'servico';

export interface RequestEventInput {
  requestKind: RequestKind;
  requestId: number;
  kind: string;
  statusFrom?: string | null;
  statusTo?: string | null;
  message?: string | null;
  actorUserId?: number | null;
}

/** Appends one event; call it inside the transaction that makes the change, so the two stand or fall together. */
export async function recordRequestEvent(db: Pick<Database, 'insert'>, event: RequestEventInput) {
  const [row] = await db.insert(requestEvents).values(event).returning();
  return row!;
}

/** A request's events, newest first. */
export function listRequestEvents(db: Database, requestKind: RequestKind, requestId: number) {
  return db
    .select()
    .from(requestEvents)
    .where(and(eq(requestEvents.requestKind, requestKind), eq(requestEvents.requestId, requestId)))
    .orderBy(desc(requestEvents.createdAt), desc(requestEvents.id));
}
