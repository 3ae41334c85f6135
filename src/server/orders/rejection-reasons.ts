import { and, asc, eq, inArray } from 'drizzle-orm';
import { isRejected } from '../../../machines/request-status/request-status';
import type { Database } from '../db/client';
import { requestEvents } from '../db/schema';

/**
 * The reason staff gave for each Rejeitada brand of the list (the message of its latest rejection event; a brand has
 * no message column of its own), so the customer's row can say it. Asked only when some brand is rejected.
 */
export async function brandRejectionReasons(
  db: Database,
  rows: { id: number; status: string }[],
): Promise<Map<number, string | null>> {
  const rejected = rows.filter((row) => isRejected(row.status)).map((row) => row.id);
  if (rejected.length === 0) return new Map();
  const events = await db
    .select({ requestId: requestEvents.requestId, message: requestEvents.message })
    .from(requestEvents)
    .where(
      and(
        eq(requestEvents.requestKind, 'marca'),
        eq(requestEvents.kind, 'status'),
        eq(requestEvents.statusTo, 'Rejeitada'),
        inArray(requestEvents.requestId, rejected),
      ),
    )
    .orderBy(asc(requestEvents.createdAt), asc(requestEvents.id));
  const reasons = new Map<number, string | null>(rejected.map((id) => [id, null]));
  // Oldest first: a later rejection's reason replaces an earlier one's.
  for (const event of events) reasons.set(event.requestId, event.message);
  return reasons;
}
