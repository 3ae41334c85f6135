import { and, asc, eq } from 'drizzle-orm';
import type { AdminNote } from '../../shared/schemas/admin';
import type { Database } from '../db/client';
import { requestNotes, users } from '../db/schema';
import type { OrderKind } from '../../shared/schemas/checkout';

/**
 * Staff-only notes on a request. They live apart from request_events, which the customer's timeline and
 * e-mails read: a note cannot reach the customer by being written to the wrong table.
 */
export async function addNote(
  db: Database,
  requestKind: OrderKind,
  requestId: number,
  authorUserId: number,
  texto: string,
) {
  const [row] = await db.insert(requestNotes).values({ requestKind, requestId, authorUserId, texto }).returning();
  return row!;
}

/** A request's notes, oldest first, with their authors' names. */
export async function notesOf(db: Database, requestKind: OrderKind, requestId: number): Promise<AdminNote[]> {
  const rows = await db
    .select({ note: requestNotes, autor: users.fullName })
    .from(requestNotes)
    .leftJoin(users, eq(users.id, requestNotes.authorUserId))
    .where(and(eq(requestNotes.requestKind, requestKind), eq(requestNotes.requestId, requestId)))
    .orderBy(asc(requestNotes.createdAt), asc(requestNotes.id));
  return rows.map(({ note, autor }) => ({
    id: note.id,
    texto: note.texto,
    autor,
    criadoEm: note.createdAt.toISOString(),
  }));
}
