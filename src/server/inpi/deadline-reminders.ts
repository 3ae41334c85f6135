import { and, between, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';
import { inpiDespachos } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { enqueueReminderWhatsapp } from '../whatsapp/inpi-messages';
import { addCalendarDays, daysBetween, todayInBrazil } from './deadlines';
import { termOf } from './despacho-codes';
import { reminderMail } from './inpi-mails';

/** Days before a term ends when the customer is reminded, furthest first. */
export const REMINDER_DAYS = [15, 5] as const;

const column = { 15: inpiDespachos.reminded15At, 5: inpiDespachos.reminded5At } as const;

/**
 * One pass: every open term the customer must act on, 15 or fewer days from its end, gets the reminder it
 * is due, once. The reminder is claimed by a conditional update in the transaction that queues its
 * mail, so two instances (or two passes) never send it twice. `now` is injected for tests.
 */
export async function runDeadlineReminders(deps: AppDeps, options: { now?: Date } = {}): Promise<number> {
  const today = todayInBrazil(options.now ?? new Date());
  const rows = await deps.db
    .select()
    .from(inpiDespachos)
    // A term a later despacho resolved gets no reminder.
    .where(
      and(
        between(inpiDespachos.dueDate, today, addCalendarDays(today, REMINDER_DAYS[0])),
        isNull(inpiDespachos.closedAt),
      ),
    );
  let queued = 0;
  for (const row of rows) {
    const term = termOf(row.codigo, row.rpiNumero, row.elementos, row.textoComplementar);
    // A renewal has reminders of its own, months ahead (renewal-reminders.ts).
    if (!term?.customerActs || term.fromValidity || !row.dueDate) continue;
    const left = daysBetween(today, row.dueDate);
    const due = REMINDER_DAYS.find(
      (days, index) => left <= days && (index === REMINDER_DAYS.length - 1 || left > REMINDER_DAYS[index + 1]!),
    );
    if (!due) continue;
    const sent = await deps.db.transaction(async (txAny) => {
      const tx = txAny as unknown as Database;
      // A later reminder also settles the earlier ones: nobody gets "15 days" after "5 days".
      const claim = {
        reminded5At: due === 5 ? new Date() : row.reminded5At,
        reminded15At: row.reminded15At ?? new Date(),
      };
      const [claimed] = await tx
        .update(inpiDespachos)
        .set(claim)
        .where(and(eq(inpiDespachos.id, row.id), isNull(column[due]), isNull(inpiDespachos.closedAt)))
        .returning({ id: inpiDespachos.id });
      if (!claimed) return false;
      const mail = await reminderMail(tx, deps.config.public, {
        marcaId: row.marcaId,
        term,
        due: row.dueDate!,
        daysLeft: left,
      });
      if (mail) await enqueueMail(tx, mail);
      await enqueueReminderWhatsapp(tx, deps.config.public, {
        marcaId: row.marcaId,
        term,
        due: row.dueDate!,
        daysLeft: left,
      });
      return Boolean(mail);
    });
    if (sent) queued += 1;
  }
  return queued;
}
