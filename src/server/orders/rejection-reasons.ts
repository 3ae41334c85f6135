import { and, asc, eq, inArray } from 'drizzle-orm';
import { isRejected, isReturned } from '../../../machines/request-status/request-status';
import type { Database } from '../db/client';
import { requestEvents } from '../db/schema';

/**
 * The reason staff gave for each Rejeitada or Devolvida brand of the list (the message of its latest event into that
 * status; a brand has no message column of its own), so the customer's row can say it. Asked only when some brand is
 * rejected or returned.
 */
export async function brandRejectionReasons(
  db: Database,
  rows: { id: number; status: string }[],
): Promise<Map<number, string | null>> {
  const told = rows.filter((row) => isRejected(row.status) || isReturned(row.status));
  if (told.length === 0) return new Map();
  const statusOf = new Map(told.map((row) => [row.id, row.status]));
  const events = await db
    .select({ requestId: requestEvents.requestId, statusTo: requestEvents.statusTo, message: requestEvents.message })
    .from(requestEvents)
    .where(
      and(
        eq(requestEvents.requestKind, 'marca'),
        eq(requestEvents.kind, 'status'),
        inArray(requestEvents.statusTo, ['Rejeitada', 'Devolvida']),
        inArray(requestEvents.requestId, [...statusOf.keys()]),
      ),
    )
    .orderBy(asc(requestEvents.createdAt), asc(requestEvents.id));
  const reasons = new Map<number, string | null>(told.map((row) => [row.id, null]));
  // Oldest first: a later event's reason replaces an earlier one's; only events into the brand's status now count.
  for (const event of events)
    if (statusOf.get(event.requestId) === event.statusTo) reasons.set(event.requestId, event.message);
  return reasons;
}
