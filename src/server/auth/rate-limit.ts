/**
 * Counts failures in a fixed window per key, in this process's memory. Several instances
 * would need a shared store (README, scale-out).
 */
export class FailureLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it may now. */
  retryAfter(key: string): number {
    const entry = this.failures.get(key);
    if (!entry) return 0;
    const now = this.now();
    if (entry.resetAt <= now) {
      this.failures.delete(key);
      return 0;
    }
    return entry.count >= this.maxFailures ? Math.ceil((entry.resetAt - now) / 1000) : 0;
  }

  fail(key: string): void {
    const now = this.now();
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now) this.failures.set(key, { count: 1, resetAt: now + this.windowMs });
    else entry.count += 1;
    if (this.failures.size > 100_000) this.sweep(now);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}
