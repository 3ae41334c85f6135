import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { calendarMessages } from '../../shared/calendar-messages';
import { inpiMessages } from '../../shared/inpi-messages';
import { requestTimelinePath } from '../../shared/order-reference';
import type { AppDeps } from '../context';
import { calendarFeeds, users } from '../db/schema';
import { REMINDER_DAYS } from './deadline-reminders';
import { formatDay, todayInBrazil } from './deadlines';
import { despachoSentence, termOf } from './despacho-codes';
import { type AllDayEvent, icalendar } from './icalendar';
import { type OpenDeadline, openDeadlines } from './open-deadlines';
import { STAFF_RECORDED_RPI } from './validity';

export type FeedScope = (typeof calendarFeeds.$inferSelect)['escopo'];

/** The token in the address: the server's secret over the row's seed, so only this server can show it again. */
const tokenOf = (secret: string, seed: string) =>
  createHmac('sha256', secret).update(`agenda:${seed}`).digest('base64url');
export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The secret address of a person's feed, made on the first request and the same on the next ones; `renew` replaces
 * it (the old address stops answering). A changed server secret changes the address, as it signs every session out.
 */
export async function feedAddress(deps: AppDeps, userId: number, escopo: FeedScope, renew = false): Promise<string> {
  const { db, config } = deps;
  const mine = and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.escopo, escopo));
  const read = async () => (await db.select().from(calendarFeeds).where(mine))[0];
  let row = renew ? undefined : await read();
  if (!row) {
    const seed = randomBytes(32).toString('base64url');
    const fresh = { seed, tokenHash: hashFeedToken(tokenOf(config.jwtSecret, seed)) };
    const insert = db.insert(calendarFeeds).values({ userId, escopo, ...fresh });
    // Two first requests at once: the first row stays, and both answer its address.
    await (renew
      ? insert.onConflictDoUpdate({
          target: [calendarFeeds.userId, calendarFeeds.escopo],
          set: { ...fresh, createdAt: new Date() },
        })
      : insert.onConflictDoNothing());
    row = await read();
  }
  const token = tokenOf(config.jwtSecret, row!.seed);
  if (hashFeedToken(token) !== row!.tokenHash)
    await db
      .update(calendarFeeds)
      .set({ tokenHash: hashFeedToken(token) })
      .where(mine);
  return `${config.public.publicUrl}/api/agenda/${token}.ics`;
}

/** Whose feed an address opens: none for an unknown token, a deleted account, or staff access since withdrawn. */
export async function feedOwner(deps: AppDeps, token: string) {
  const [row] = await deps.db
    .select({
      userId: calendarFeeds.userId,
      escopo: calendarFeeds.escopo,
      deletedAt: users.deletedAt,
      isAdmin: users.isAdmin,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashFeedToken(token)));
  if (!row || row.deletedAt || (row.escopo === 'equipe' && !row.isAdmin)) return null;
  return { userId: row.userId, escopo: row.escopo };
}

function eventOf(deps: AppDeps, row: OpenDeadline, today: string, staff: boolean): AllDayEvent {
  const { despacho } = row;
  const term = termOf(despacho.codigo, despacho.rpiNumero, despacho.elementos, despacho.textoComplementar);
  const prazo = term?.nome ?? despacho.nome;
  const marca = row.marca ?? calendarMessages.unnamedMark;
  // Past the ordinary end, a concession fee is still open until the extraordinary one.
  const extra = despacho.dueExtraDate && despacho.dueDate! < today ? despacho.dueExtraDate : null;
  const link = `${deps.config.public.publicUrl}${requestTimelinePath('marca', despacho.marcaId)}`;
  const description = [
    calendarMessages.processLine(despacho.processo),
    ...(staff ? [calendarMessages.clientLine(row.cliente)] : []),
    ...(term ? [term.acao] : []),
    ...(despacho.dueExtraDate && !extra ? [inpiMessages.extraDeadlineLine(formatDay(despacho.dueExtraDate))] : []),
    despacho.rpiNumero === STAFF_RECORDED_RPI
      ? inpiMessages.staffValidity.recordedOn(formatDay(despacho.rpiData))
      : inpiMessages.despachoEvent(
          despachoSentence(despacho.codigo, despacho.nome, despacho.rpiNumero),
          despacho.rpiNumero,
          formatDay(despacho.rpiData),
        ),
    calendarMessages.linkLine(link),
  ].join('\n');
  return {
    uid: `prazo-inpi-${despacho.id}@${new URL(deps.config.public.publicUrl).host}`,
    date: extra ?? despacho.dueDate!,
    summary: calendarMessages.summary(marca, prazo),
    description,
    url: link,
    alarmDaysBefore: REMINDER_DAYS,
    alarmText: calendarMessages.alarm(marca, prazo),
  };
}

/** The feed: every open deadline of the person's marks, or of every mark for staff. */
export async function feedCalendar(deps: AppDeps, owner: { userId: number; escopo: FeedScope }, now = new Date()) {
  const today = todayInBrazil(now);
  const staff = owner.escopo === 'equipe';
  const rows = await openDeadlines(deps.db, staff ? 'todos' : { userId: owner.userId }, today);
  return icalendar({
    prodId: `-//${deps.config.public.appName}//Prazos do INPI//PT-BR`,
    name: staff ? calendarMessages.staffCalendarName : calendarMessages.calendarName,
    stamp: now,
    events: rows.map((row) => eventOf(deps, row, today, staff)),
  });
}
