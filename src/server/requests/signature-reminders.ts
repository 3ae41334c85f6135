import { and, eq, lt, lte } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { OrderKind } from '../../shared/schemas/checkout';
import type { AppDeps } from '../context';
import type { Tx } from '../db/client';
import { type BackgroundJob, every, realTimers, type Timers } from '../jobs/every';
import { awaitsSignature, mandateColumns, requestTable } from './awaiting-signature';
import { mandateEvent, recordRequestEvent } from './events';

/** Days after the request was sent without every signature when the customer is reminded (e-mail, WhatsApp). */
export const SIGNATURE_REMINDER_DAYS = [3, 7] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const REMINDER_INTERVAL_MS = 3_600_000;

/**
 * Reminds each request that waits for its procuração's signature, 3 and then 7 days after it was sent, each once:
 * the reminder is claimed on the row (signature_reminders) in the transaction that records it, so two instances
 * never both send it, and a later reminder settles an earlier one nobody sent (nobody gets "3 days" after "7 days").
 */
export async function runSignatureReminders(deps: Pick<AppDeps, 'db'>, options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  let sent = 0;
  for (const kind of ['marca', 'servico'] as const) {
    const table = requestTable(kind);
    const rows = await deps.db
      .select({ id: table.id, signatureReminders: table.signatureReminders, ...mandateColumns(kind) })
      .from(table)
      .where(
        and(
          eq(table.procuracaoAssinada, false),
          lte(table.confirmadoEm, new Date(now.getTime() - SIGNATURE_REMINDER_DAYS[0] * DAY_MS)),
          lt(table.signatureReminders, SIGNATURE_REMINDER_DAYS.length),
        ),
      );
    for (const row of rows) {
      if (!awaitsSignature(kind, row) || !row.confirmadoEm) continue;
      const waited = Math.floor((now.getTime() - row.confirmadoEm.getTime()) / DAY_MS);
      const due = SIGNATURE_REMINDER_DAYS.filter((days) => days <= waited).length;
      if (due <= row.signatureReminders) continue;
      if (await deps.db.transaction((tx) => remind(tx, kind, row.id, due, SIGNATURE_REMINDER_DAYS[due - 1]))) sent += 1;
    }
  }
  return sent;
}

async function remind(tx: Tx, kind: OrderKind, id: number, due: number, days: number): Promise<boolean> {
  const table = requestTable(kind);
  const [claimed] = await tx
    .update(table)
    .set({ signatureReminders: due })
    .where(and(eq(table.id, id), lt(table.signatureReminders, due), eq(table.procuracaoAssinada, false)))
    .returning({ id: table.id });
  if (!claimed) return false;
  await recordRequestEvent(tx, {
    requestKind: kind,
    requestId: id,
    kind: 'assinatura',
    statusTo: mandateEvent.reminder,
    message: messages.timeline.signatureReminder(days),
  });
  return true;
}

/** The reminders, hourly: each is due on its day and sent once. */
export const startSignatureReminders = (deps: Pick<AppDeps, 'db'>, timers: Timers = realTimers): BackgroundJob =>
  every(REMINDER_INTERVAL_MS, 'lembretes-assinatura', () => runSignatureReminders(deps), timers);
