import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { throttles } from '../db/schema';
import { ApiError } from '../http/errors';

/**
 * How many attempts a key gets before it must wait, and how the wait grows: each attempt after that
 * doubles it, from `firstDelayMs` up to `maxDelayMs`. A key that stays quiet for `quietMs` starts over.
 */
export interface ThrottleRule {
  freeAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
  quietMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const loginRules = {
  /** One account tried from one address: the owner mistyping, or someone guessing from there. */
  accountAtAddress: {
    freeAttempts: 5,
    firstDelayMs: 30_000,
    maxDelayMs: 15 * MINUTE,
    quietMs: 15 * MINUTE,
  } satisfies ThrottleRule,
  /** One address trying any accounts; generous by default (20), as an office shares one address. */
  address: (freeAttempts: number): ThrottleRule => ({
    freeAttempts,
    firstDelayMs: 30_000,
    maxDelayMs: HOUR,
    quietMs: HOUR,
  }),
};

/** Sign-up and forgotten password count every request from an address, allowing `perHour` an hour. */
export const hourlyRule = (perHour: number): ThrottleRule => ({
  freeAttempts: perHour,
  firstDelayMs: 5 * MINUTE,
  maxDelayMs: HOUR,
  quietMs: HOUR,
});

/** Keys hold no e-mail in the clear. */
export const hashed = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/** What a reservation can hand back once the attempt turns out not to count. */
export interface Reservation {
  giveBack(key: string): Promise<void>;
}

/** Counts attempts per key in the database, so limits survive a restart and hold across instances. */
export class Throttle {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Whole seconds until the key may try again; 0 when it may now. */
  async retryAfter(key: string): Promise<number> {
    const [row] = await this.db
      .select({ blockedUntil: throttles.blockedUntil })
      .from(throttles)
      .where(eq(throttles.key, key));
    const wait = row?.blockedUntil ? row.blockedUntil.getTime() - this.now().getTime() : 0;
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  /**
   * Takes one attempt from each key before anything is judged, or refuses with 429, Retry-After and `message`.
   * Each key is taken by one statement that counts and checks together (the row lock orders simultaneous
   * callers, here and on other instances): checking first and counting after the judgement let 100 guesses sent
   * at once all be judged. The attempt that uses up the free ones starts the wait, so no caller after it is
   * judged until the wait ends. A refused key gives back what the others took.
   */
  async reserve(attempts: Array<{ key: string; rule: ThrottleRule }>, message: string): Promise<Reservation> {
    const taken: Array<{ key: string; rule: ThrottleRule }> = [];
    for (const attempt of attempts) {
      if (await this.take(attempt.key, attempt.rule)) {
        taken.push(attempt);
        continue;
      }
      await Promise.all(taken.map((done) => this.giveBack(done.key, done.rule)));
      const wait = Math.max(1, await this.retryAfter(attempt.key));
      throw new ApiError(429, message, { 'Retry-After': String(wait) });
    }
    if (Math.random() < 0.01) await this.sweep();
    return {
      giveBack: async (key) => {
        const attempt = taken.find((done) => done.key === key);
        if (attempt) await this.giveBack(attempt.key, attempt.rule);
      },
    };
  }

  /** One attempt from `key` unless it must wait; false when it must. */
  private async take(key: string, rule: ThrottleRule): Promise<boolean> {
    const now = this.now();
    const quietSince = new Date(now.getTime() - rule.quietMs).toISOString();
    const attempts = sql`case when ${throttles.lastAttemptAt} < ${quietSince}::timestamptz then 1 else ${throttles.attempts} + 1 end`;
    const rows = await this.db
      .insert(throttles)
      .values({
        key,
        attempts: 1,
        lastAttemptAt: now,
        blockedUntil: rule.freeAttempts <= 1 ? new Date(now.getTime() + rule.firstDelayMs) : null,
      })
      .onConflictDoUpdate({
        target: throttles.key,
        set: {
          attempts,
          lastAttemptAt: now,
          // The wait this attempt earns: from the one that uses up the free ones, doubling with each after it.
          blockedUntil: sql`case when ${attempts} >= ${rule.freeAttempts}::int
            then ${now.toISOString()}::timestamptz + least(${rule.maxDelayMs}::bigint,
              ${rule.firstDelayMs}::bigint * power(2::float8, least(${attempts} - ${rule.freeAttempts}::int, 30)::float8)::bigint) * interval '1 millisecond'
            else null end`,
        },
        setWhere: sql`${throttles.blockedUntil} is null or ${throttles.blockedUntil} <= ${now.toISOString()}::timestamptz`,
      })
      .returning({ attempts: throttles.attempts });
    return rows.length > 0;
  }

  /** Hands back an attempt that was not spent on a wrong guess (a right password, a refusal by another key). */
  private async giveBack(key: string, rule: ThrottleRule): Promise<void> {
    await this.db
      .update(throttles)
      .set({
        attempts: sql`greatest(${throttles.attempts} - 1, 0)`,
        blockedUntil: sql`case when ${throttles.attempts} - 1 >= ${rule.freeAttempts} then ${throttles.blockedUntil} else null end`,
      })
      .where(eq(throttles.key, key));
  }

  /**
   * Counts one attempt (atomically, whoever else counts at the same time), sets the wait it earns, and answers
   * which attempt this was in the current window: a caller that allows N of something checks this number, as
   * two requests checking `retryAfter` at once would both pass.
   */
  async count(key: string, rule: ThrottleRule): Promise<number> {
    const now = this.now();
    const quietSince = new Date(now.getTime() - rule.quietMs);
    const [row] = await this.db
      .insert(throttles)
      .values({ key, attempts: 1, lastAttemptAt: now })
      .onConflictDoUpdate({
        target: throttles.key,
        set: {
          attempts: sql`case when ${throttles.lastAttemptAt} < ${quietSince.toISOString()}::timestamptz then 1 else ${throttles.attempts} + 1 end`,
          lastAttemptAt: now,
        },
      })
      .returning({ attempts: throttles.attempts });
    // The attempt that uses up the free ones starts the first wait; each one after doubles it.
    const over = row.attempts - rule.freeAttempts + 1;
    if (over > 0) {
      const delay = Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(over - 1, 30));
      await this.db
        .update(throttles)
        .set({ blockedUntil: new Date(now.getTime() + delay) })
        .where(eq(throttles.key, key));
    }
    if (Math.random() < 0.01) await this.sweep(now);
    return row.attempts;
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(throttles).where(eq(throttles.key, key));
  }

  /** Forgets keys quiet for a day and no longer blocked. */
  async sweep(now = this.now()): Promise<void> {
    const dayAgo = new Date(now.getTime() - 24 * HOUR);
    await this.db
      .delete(throttles)
      .where(
        and(lt(throttles.lastAttemptAt, dayAgo), or(isNull(throttles.blockedUntil), lt(throttles.blockedUntil, now))),
      );
  }
}
