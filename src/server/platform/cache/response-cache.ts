import type { AnswerBody } from './raw-json.ts';
import type { Change } from '../changes/changes.ts';
import { compress, compressNow, type Encoding } from './content-encoding.ts';

/**
 * A micro-cache of anonymous read answers (docs/performance.md, "Caching";
 * docs/decisions/022-change-events.md).
 *
 * - Only requests without a session user are served from it: nothing per user (watchlist
 *   flags, owner views of pending services, subscriptions) is ever cached.
 * - An entry is fresh for `RESPONSE_TTL_MS` (30 s: the changes below keep it true, the time is
 *   a net under a change message lost between instances; decision 087), or longer for an answer
 *   that is expensive to compute: `COST_FACTOR` times its computation time, up to
 *   `RESPONSE_MAX_FRESH_MS`, so that keeping a busy key fresh never costs more than
 *   1/COST_FACTOR of a core. After that it may
 *   still be served, for at most `RESPONSE_STALE_MS` more, but only while one refresh of it runs
 *   in the background (stale-while-revalidate). Concurrent misses of one key share one
 *   computation.
 * - Every entry carries a scope: what its answer was built from. A change published by a write
 *   (platform/changes/changes.ts) drops exactly the entries whose scope it affects, stale ones included, so a
 *   visitor never sees data older than the last change in this process. A computation that
 *   started before an affecting change is answered but not kept.
 * - The body is kept as JSON text and, once a client asks for it, compressed (brotli or gzip).
 */
export const RESPONSE_TTL_MS = 30_000;
export const RESPONSE_MAX_FRESH_MS = 60_000;
export const RESPONSE_STALE_MS = 10_000;
/** Keep a cached value fresh at least COST_FACTOR times as long as it took to compute. */
export const COST_FACTOR = 50;
/** Bound on the JSON kept (the compressed copies add roughly a fifth). */
const MAX_BYTES = 32 * 1024 * 1024;
/** Changes remembered for computations still running (older ones: the result is not kept). */
const RECENT_CHANGES = 256;

/**
 * One cached answer: its JSON and the compressed copies made so far. The first request in an
 * encoding gets a quick copy (brotli 0 or gzip 1, on the event loop: a long tail of answers is
 * asked for once); a second request starts the small copy (brotli 4, off the event loop), which
 * every later one gets once it is there.
 */
export class CachedBody {
  private readonly quick = new Map<Encoding, Buffer>();
  private readonly small = new Map<Encoding, Promise<Buffer>>();
  private readonly done = new Map<Encoding, Buffer>();

  constructor(
    readonly json: AnswerBody,
    readonly freshUntil: number,
    readonly staleUntil: number,
  ) {}

  /** The body in `encoding`: the best copy made so far. */
  encode(encoding: Encoding): Buffer {
    const best = this.done.get(encoding);
    if (best) return best;
    const quick = this.quick.get(encoding);
    if (!quick) {
      const made = compressNow(this.json, encoding);
      this.quick.set(encoding, made);
      return made;
    }
    if (!this.small.has(encoding)) {
      const making = compress(this.json, encoding);
      this.small.set(encoding, making);
      making.then(
        (bytes) => {
          this.done.set(encoding, bytes);
          // Every later request gets the small copy: the quick one is not needed any more.
          this.quick.delete(encoding);
        },
        // A failed compression is not kept: a later request tries again.
        () => this.small.delete(encoding),
      );
    }
    return quick;
  }
}

/** How a request was answered: from a fresh entry, a stale one (refresh running), or computed. */
export type CacheState = 'hit' | 'stale' | 'miss';

/** Whether a change affects an answer built within `scope`. */
export type ScopeTest<S> = (scope: S, change: Change) => boolean;

/** An answer and what it was built from (the scope decides which changes drop it). */
export type Scoped<T, S> = { answer: T; scope: S };

/** What a computation returns: the JSON text and the scope it was built from. */
export type Computed<S> = { json: AnswerBody; scope: S };

export type CacheStats = { hits: number; stale: number; misses: number; invalidated: number };

type Entry<S> = { body: CachedBody; scope: S };

export class ResponseCache<S> {
  private readonly entries = new Map<string, Entry<S>>();
  private readonly pending = new Map<string, Promise<CachedBody>>();
  private bytes = 0;
  /** Counts changes; `recent` holds the last ones with their numbers. */
  private changeCount = 0;
  private readonly recent: { n: number; change: Change }[] = [];
  private readonly counters: CacheStats = { hits: 0, stale: 0, misses: 0, invalidated: 0 };

  private readonly ttlMs: number;
  private readonly maxFreshMs: number;
  private readonly staleMs: number;
  private readonly onRefreshError: (err: unknown) => void;
  /** The wall clock for freshness (epoch ms). */
  private readonly now: () => number;
  /** The clock that times a computation: `performance.now`, or the injected `now`. */
  private readonly elapsedClock: () => number;

  constructor(
    private readonly affects: ScopeTest<S>,
    options: {
      ttlMs?: number;
      maxFreshMs?: number;
      staleMs?: number;
      /** Told when a background refresh fails (the stale entry is then kept until it expires). */
      onRefreshError?: (err: unknown) => void;
      /** The clock (epoch ms; tests inject one): it also times computations when given. */
      now?: () => number;
    } = {},
  ) {
    this.ttlMs = options.ttlMs ?? RESPONSE_TTL_MS;
    this.maxFreshMs = Math.max(this.ttlMs, options.maxFreshMs ?? RESPONSE_MAX_FRESH_MS);
    this.staleMs = options.staleMs ?? RESPONSE_STALE_MS;
    this.onRefreshError = options.onRefreshError ?? (() => undefined);
    this.now = options.now ?? Date.now;
    this.elapsedClock = options.now ?? (() => performance.now());
  }

  /** The cached body of `key`, or the result of `compute`, kept with its scope. */
  async get(
    key: string,
    compute: () => Promise<Computed<S>>,
  ): Promise<{ body: CachedBody; state: CacheState }> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && now < entry.body.freshUntil) {
      this.counters.hits++;
      return { body: entry.body, state: 'hit' };
    }
    if (entry && now < entry.body.staleUntil) {
      this.counters.stale++;
      if (!this.pending.has(key)) this.load(key, compute).catch(this.onRefreshError);
      return { body: entry.body, state: 'stale' };
    }
    if (entry) this.remove(key);
    this.counters.misses++;
    return { body: await (this.pending.get(key) ?? this.load(key, compute)), state: 'miss' };
  }

  /** Drops every entry the change affects. */
  invalidate(change: Change): void {
    this.changeCount++;
    this.recent.push({ n: this.changeCount, change });
    if (this.recent.length > RECENT_CHANGES) this.recent.shift();
    // Requests from now on must not join a computation that may predate the change.
    this.pending.clear();
    for (const [key, entry] of this.entries) {
      if (this.affects(entry.scope, change)) {
        this.remove(key);
        this.counters.invalidated++;
      }
    }
  }

  /** Hits, stale hits, misses and invalidated entries since the start. */
  stats(): CacheStats {
    return { ...this.counters };
  }

  clear(): void {
    this.invalidateAllPending();
    this.entries.clear();
    this.bytes = 0;
  }

  private invalidateAllPending(): void {
    this.changeCount += RECENT_CHANGES + 1;
    this.recent.length = 0;
    this.pending.clear();
  }

  /** True when a change since `since` affects `scope` (or the log no longer reaches back). */
  private changedSince(since: number, scope: S): boolean {
    if (this.changeCount === since) return false;
    const oldest = this.recent[0]?.n ?? Infinity;
    if (oldest > since + 1) return true;
    return this.recent.some((r) => r.n > since && this.affects(scope, r.change));
  }

  private load(key: string, compute: () => Promise<Computed<S>>): Promise<CachedBody> {
    const since = this.changeCount;
    const started = this.elapsedClock();
    const loading = compute()
      .then(({ json, scope }) => {
        const cost = this.elapsedClock() - started;
        const freshFor = Math.min(this.maxFreshMs, Math.max(this.ttlMs, COST_FACTOR * cost));
        const now = this.now();
        const body = new CachedBody(json, now + freshFor, now + freshFor + this.staleMs);
        if (!this.changedSince(since, scope)) this.store(key, { body, scope });
        return body;
      })
      .finally(() => {
        if (this.pending.get(key) === loading) this.pending.delete(key);
      });
    this.pending.set(key, loading);
    return loading;
  }

  private store(key: string, entry: Entry<S>): void {
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.json.length;
    // Oldest first: Map keeps insertion order, and a refreshed key is re-inserted at the end.
    for (const oldestKey of this.entries.keys()) {
      if (this.bytes <= MAX_BYTES || oldestKey === key) break;
      this.remove(oldestKey);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.json.length;
  }
}
