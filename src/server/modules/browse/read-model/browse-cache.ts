/**
 * Short in-process caches of the browse read model (one set per app instance).
 *
 * What is cached, and why it stays correct enough (README.md, "Caching"):
 * - the aggregates behind the home page (popular services, top sub categories, top providers)
 *   and the per-sub-category provider counts shown on cards: expensive GROUP BYs over every
 *   approved service, allowed to lag by `AGGREGATE_TTL_MS`, or by COST_FACTOR times their
 *   computation time when that is longer (at most `AGGREGATE_MAX_TTL_MS`);
 * - the `total` of a list: counting 60,000 rows (or the 500 services serving a suburb, decision
 *   121) on every page view costs more than the page itself. Every published change to
 *   services, providers, the catalogue or reviews drops the totals (read-state.ts), so a total
 *   lags only what is not published, by `TOTAL_TTL_MS` at most. (Whole anonymous answers:
 *   response-cache.ts.)
 * Expired values are served while one refresh runs, so no request waits for a recomputation.
 * A value stays fresh at least COST_FACTOR times as long as it took to compute, so keeping it
 * fresh never costs more than 1/COST_FACTOR of a core. Changes published by writes expire or
 * drop these values (read-state.ts, applyChange). Per-user data (the watchlist flag) is never
 * cached.
 */

export {
  AGGREGATE_MAX_TTL_MS,
  AGGREGATE_TTL_MS,
  TtlValue,
} from '../../../platform/cache/ttl-value.ts';

export const TOTAL_TTL_MS = 10_000;
export const TOTAL_MAX_AGE_MS = 60_000;
const MAX_TOTAL_ENTRIES = 5000;

/**
 * Remembers large list totals, keyed by the list's filters. Concurrent requests share one
 * count; a total older than TOTAL_TTL_MS is served while one recount runs, and dropped after
 * TOTAL_MAX_AGE_MS.
 */
export class TotalCache {
  private readonly entries = new Map<string, { total: number; countedAt: number }>();
  private readonly pending = new Map<string, Promise<number>>();

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const entry = this.entries.get(key);
    const age = entry ? Date.now() - entry.countedAt : Infinity;
    if (entry && age < TOTAL_TTL_MS) return entry.total;
    const counting = this.recount(key, count);
    if (entry && age < TOTAL_MAX_AGE_MS) return entry.total;
    return counting;
  }

  /**
   * A large total known for this key (refreshed in the background when older than the TTL), or
   * undefined: then the caller counts itself and calls `remember`.
   */
  peek(key: string, count: () => Promise<number>): number | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = Date.now() - entry.countedAt;
    if (age >= TOTAL_MAX_AGE_MS) {
      this.entries.delete(key);
      return undefined;
    }
    if (age >= TOTAL_TTL_MS) void this.recount(key, count).catch(() => undefined);
    return entry.total;
  }

  /**
   * The total of this key that is being counted now (by a recount, or by a page that counts its
   * list: `track`), or undefined. Concurrent first views of a list wait for it instead of each
   * counting every match again.
   */
  pendingTotal(key: string): Promise<number> | undefined {
    return this.pending.get(key);
  }

  /** A total being counted by the caller (a page with its window count); kept once known. */
  track(key: string, total: Promise<number>): void {
    if (this.pending.has(key)) return;
    const counting = total.then(
      (n) => {
        this.pending.delete(key);
        this.remember(key, n);
        return n;
      },
      (err: unknown) => {
        this.pending.delete(key);
        throw err;
      },
    );
    counting.catch(() => undefined);
    this.pending.set(key, counting);
  }

  private recount(key: string, count: () => Promise<number>): Promise<number> {
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    this.track(key, count());
    return this.pending.get(key)!;
  }

  /** Keeps a total counted by the caller. */
  remember(key: string, total: number): void {
    this.entries.delete(key);
    if (this.entries.size >= MAX_TOTAL_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { total, countedAt: Date.now() });
  }

  clear(): void {
    this.entries.clear();
  }
}
