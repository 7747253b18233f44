import { COST_FACTOR } from './response-cache.ts';

/** How long an aggregate may lag at least, and at most (when computing it is slow). */
export const AGGREGATE_TTL_MS = 30_000;
export const AGGREGATE_MAX_TTL_MS = 10 * 60_000;

/**
 * A value computed at most once per TTL; concurrent callers share one computation. Once it has
 * a value, an expired one is still served while a single refresh runs (stale-while-revalidate),
 * so no request waits for the recomputation.
 */
export class TtlValue<V> {
  private resolved: { value: V } | null = null;
  private pending: Promise<V> | null = null;
  private expiresAt = 0;
  private generation = 0;
  /** When the current value's computation started, and what it cost (ms). */
  private computedAt = 0;
  private cost = 0;
  /** A change came while a refresh was running: its result is already behind. */
  private changedDuringRefresh = false;

  constructor(
    private readonly ttlMs: number,
    private readonly load: () => Promise<V>,
    private readonly maxTtlMs = Math.max(ttlMs, AGGREGATE_MAX_TTL_MS),
  ) {}

  get(): Promise<V> {
    if (this.resolved && Date.now() < this.expiresAt) return Promise.resolve(this.resolved.value);
    const refreshing = this.refresh();
    return this.resolved ? Promise.resolve(this.resolved.value) : refreshing;
  }

  private refresh(): Promise<V> {
    if (this.pending) return this.pending;
    const generation = this.generation;
    const started = performance.now();
    const startedAt = Date.now();
    this.changedDuringRefresh = false;
    const done = () => {
      if (this.pending === pending) this.pending = null;
    };
    const pending: Promise<V> = this.load().then(
      (value) => {
        const cost = performance.now() - started;
        done();
        // A value computed before an invalidation is answered, not kept.
        if (generation !== this.generation) return value;
        this.resolved = { value };
        this.computedAt = startedAt;
        this.cost = cost;
        this.expiresAt = this.changedDuringRefresh
          ? this.soonestRefresh()
          : Date.now() + Math.min(this.maxTtlMs, Math.max(this.ttlMs, COST_FACTOR * cost));
        return value;
      },
      (err: unknown) => {
        done();
        throw err;
      },
    );
    // A failed background refresh keeps the old value; the next call tries again.
    pending.catch(() => undefined);
    this.pending = pending;
    return pending;
  }

  /**
   * Something it was computed from changed: a call refreshes it (answered the current value
   * meanwhile), but no sooner than COST_FACTOR times its cost after the last computation began,
   * so that a stream of writes never keeps more than 1/COST_FACTOR of a core recomputing it.
   */
  expire(): void {
    this.expiresAt = Math.min(this.expiresAt, this.soonestRefresh());
    if (this.pending) this.changedDuringRefresh = true;
  }

  private soonestRefresh(): number {
    return this.computedAt + COST_FACTOR * this.cost;
  }

  /** The current value is gone: the next call waits for a fresh one. */
  invalidate(): void {
    this.generation++;
    this.resolved = null;
    this.expiresAt = 0;
    this.pending = null;
  }
}
