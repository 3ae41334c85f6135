import { eq } from 'drizzle-orm';
import type { AdminHistoryRow } from '../../shared/schemas/admin';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { OrderKind } from '../../shared/schemas/checkout';
import { listRequestEvents } from '../requests/events';

/** A request's history from the shared request_events, newest first, with the staff member's name. */
export async function requestHistory(db: Database, kind: OrderKind, id: number): Promise<AdminHistoryRow[]> {
  const events = await listRequestEvents(db, kind, id);
  const actorIds = [
    ...new Set(events.map((event) => event.actorUserId).filter((actor): actor is number => actor !== null)),
  ];
  const names = new Map<number, string>();
  for (const actorId of actorIds) {
    const [actor] = await db
      .select({ fullName: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.id, actorId));
    if (actor) names.set(actorId, actor.fullName || actor.email);
  }
  return events.map((event) => ({
    id: event.id,
    kind: event.kind,
    statusFrom: event.statusFrom,
    statusTo: event.statusTo,
    message: event.message,
    autor: event.actorUserId === null ? null : (names.get(event.actorUserId) ?? null),
    criadoEm: event.createdAt.toISOString(),
  }));
}
