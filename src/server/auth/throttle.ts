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

  /** Refuses with 429, Retry-After and `message` while any of the keys must wait. */
  async assertAllowed(keys: string[], message: string): Promise<void> {
    const waits = await Promise.all(keys.map((key) => this.retryAfter(key)));
    const wait = Math.max(0, ...waits);
    if (wait > 0) throw new ApiError(429, message, { 'Retry-After': String(wait) });
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
