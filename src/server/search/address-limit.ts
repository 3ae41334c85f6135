/**
 * A per-address limit for the public search: `perMinute` queries in any minute, counted in this instance's memory.
 * Unlike the login's throttle (auth/throttle.ts) it writes nothing to the database: a search must stay cheap, and a
 * limit that several instances each keep on their own still stops a scraper (docs/decisions/007-public-search-limits.md).
 */
export class AddressLimit {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whole seconds to wait, 0 when this query may go ahead (and is counted). */
  take(address: string): number {
    const now = this.now();
    const recent = (this.hits.get(address) ?? []).filter((at) => now - at < 60_000);
    if (recent.length >= this.perMinute) {
      this.hits.set(address, recent);
      return Math.max(1, Math.ceil((recent[0]! + 60_000 - now) / 1000));
    }
    recent.push(now);
    this.hits.set(address, recent);
    // Forget quiet addresses now and then, so the map stays as small as the last minute's callers.
    if (this.hits.size > 10_000)
      for (const [key, times] of this.hits) if (now - times.at(-1)! >= 60_000) this.hits.delete(key);
    return 0;
  }
}
