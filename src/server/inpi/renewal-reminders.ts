import { and, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';
import { inpiDespachos, renewalReminders } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { enqueueReminderWhatsapp } from '../whatsapp/inpi-messages';
import { addMonths, daysBetween, todayInBrazil } from './deadlines';
import { codesOpening } from './despacho-codes';
import { renewal } from './despacho-terms';
import { renewalReminderMail } from './inpi-mails';
import { renewalWindow } from './validity';

/** Months before the validity end when the customer is reminded to renew, furthest first. */
export const RENEWAL_REMINDER_MONTHS = [12, 6, 3, 1] as const;
/** The reminder on the first day of the extraordinary window, after the validity end. */
export const EXTRAORDINARY = 'extraordinario';

type Milestone = `${(typeof RENEWAL_REMINDER_MONTHS)[number]}m` | typeof EXTRAORDINARY;

/** The reminders due by `today` for a validity ending on `end`, in order: the last one is the one to send. */
function milestonesDue(end: string, today: string): Milestone[] {
  const due: Milestone[] = RENEWAL_REMINDER_MONTHS.filter((months) => today >= addMonths(end, -months)).map(
    (months) => `${months}m` as const,
  );
  if (today > end) due.push(EXTRAORDINARY);
  return due;
}

/**
 * One pass: every open renewal term (a registered mark's validity end, from its concession or its last renewal) gets
 * the reminder it is due, once: 12, 6, 3 and 1 months before the end, and on the first day of the extraordinary
 * window. A reminder missed while the server was down is not sent late once a nearer one is due: the nearer one
 * settles it. Each is claimed by inserting its row in the transaction that queues its mail.
 */
export async function runRenewalReminders(deps: AppDeps, options: { now?: Date } = {}): Promise<number> {
  const today = todayInBrazil(options.now ?? new Date());
  const rows = await deps.db
    .select({ id: inpiDespachos.id, marcaId: inpiDespachos.marcaId, due: inpiDespachos.dueDate })
    .from(inpiDespachos)
    .where(
      and(
        inArray(inpiDespachos.codigo, codesOpening([renewal.kind])),
        isNotNull(inpiDespachos.dueDate),
        isNull(inpiDespachos.closedAt),
        gte(inpiDespachos.dueExtraDate, today),
      ),
    );
  let queued = 0;
  for (const row of rows) {
    const end = row.due!;
    if (today < addMonths(end, -RENEWAL_REMINDER_MONTHS[0])) continue;
    const due = milestonesDue(end, today);
    const last = due.at(-1);
    if (!last) continue;
    const window = renewalWindow(end);
    const sent = await deps.db.transaction(async (txAny) => {
      const tx = txAny as unknown as Database;
      const [claimed] = await tx
        .insert(renewalReminders)
        .values({ despachoId: row.id, marco: last })
        .onConflictDoNothing()
        .returning({ marco: renewalReminders.marco });
      if (!claimed) return false;
      // The earlier ones are settled by this one: nobody gets "12 months" after "1 month".
      const settled = due.slice(0, -1).map((marco) => ({ despachoId: row.id, marco }));
      if (settled.length > 0) await tx.insert(renewalReminders).values(settled).onConflictDoNothing();
      const extraordinary = last === EXTRAORDINARY;
      const ends = extraordinary ? window.dueExtra : end;
      const mail = await renewalReminderMail(tx, deps.config.public, {
        marcaId: row.marcaId,
        window,
        extraordinary,
        monthsLeft: extraordinary ? 0 : Number(last.replace('m', '')),
      });
      if (mail) await enqueueMail(tx, mail);
      await enqueueReminderWhatsapp(tx, deps.config.public, {
        marcaId: row.marcaId,
        term: extraordinary ? { ...renewal, nome: `${renewal.nome} (prazo extraordinário)` } : renewal,
        due: ends,
        daysLeft: daysBetween(today, ends),
      });
      return Boolean(mail);
    });
    if (sent) queued += 1;
  }
  return queued;
}
