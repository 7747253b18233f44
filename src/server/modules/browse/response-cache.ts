import type { IncomingMessage } from 'node:http';

import { compress, type Encoding } from '../../lib/content-encoding.ts';
import { COST_FACTOR } from './browse-cache.ts';

/**
 * A micro-cache of anonymous read responses (docs/performance.md, "Caching").
 *
 * - Only requests without a session user are served from it: nothing per user (watchlist
 *   flags, owner views of pending services, subscriptions) is ever cached.
 * - An entry is fresh for `RESPONSE_TTL_MS` (5 s), or longer for an answer that is expensive to
 *   compute: `COST_FACTOR` times its computation time, up to `RESPONSE_MAX_FRESH_MS`, so that
 *   keeping a busy key fresh never costs more than 1/COST_FACTOR of a core. After that it may
 *   still be served, for at most `RESPONSE_STALE_MS` more, but only while one refresh of it runs
 *   in the background (stale-while-revalidate): a busy key never makes its visitors wait for the
 *   database, and a key nobody asks for simply expires. Concurrent misses of one key share one
 *   computation.
 * - The body is kept as JSON text and, once a client asks for it, compressed (brotli or gzip):
 *   a repeated answer costs neither serialization nor compression.
 * - Any write that reaches this process over HTTP (a method other than GET/HEAD/OPTIONS, or one of
 *   the legacy GET calls that write) empties it at once, stale entries included, so a visitor
 *   never sees data older than their own last change here. Other app instances see a change after
 *   TTL + one refresh at most.
 * - A request with `Cache-Control: no-cache` (a hard reload, or the benchmark's "database path")
 *   bypasses it.
 * - It is off when NODE_ENV=test: API tests write through `inject`, which this cache cannot see.
 */
export const RESPONSE_TTL_MS = 5000;
export const RESPONSE_MAX_FRESH_MS = 30_000;
export const RESPONSE_STALE_MS = 10_000;
/** Bound on the JSON kept (the compressed copies add roughly a fifth). */
const MAX_BYTES = 32 * 1024 * 1024;

/** Legacy GET calls that change data. */
const WRITING_GET_PATHS = ['/api/remove-watch-list', '/api/stripe-subscription-cancel/'];

export function isWriteRequest(method: string | undefined, url: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') return true;
  const path = url ?? '';
  return WRITING_GET_PATHS.some((p) => path.startsWith(p));
}

/** One cached answer: its JSON text and the compressed copies made so far. */
export class CachedBody {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly json: string,
    readonly freshUntil: number,
    readonly staleUntil: number,
  ) {}

  /** The body in `encoding`, compressed once and shared by every later request. */
  encode(encoding: Encoding): Promise<Buffer> {
    let buffer = this.encoded.get(encoding);
    if (!buffer) {
      buffer = compress(this.json, encoding);
      this.encoded.set(encoding, buffer);
      // A failed compression is not kept: the next request tries again.
      buffer.catch(() => this.encoded.delete(encoding));
    }
    return buffer;
  }
}

/** How a request was answered: from a fresh entry, a stale one (refresh running), or computed. */
export type CacheState = 'hit' | 'stale' | 'miss';

export class ResponseCache {
  private readonly entries = new Map<string, CachedBody>();
  private readonly pending = new Map<string, Promise<CachedBody>>();
  private bytes = 0;
  /** Bumped by every clear, so a computation that raced a write is not stored. */
  private generation = 0;
  hits = 0;
  misses = 0;

  private readonly ttlMs: number;
  private readonly maxFreshMs: number;
  private readonly staleMs: number;
  /** Told when a background refresh fails (the stale entry is then kept until it expires). */
  private readonly onRefreshError: (err: unknown) => void;

  constructor(
    readonly enabled: boolean,
    options: {
      ttlMs?: number;
      maxFreshMs?: number;
      staleMs?: number;
      onRefreshError?: (err: unknown) => void;
    } = {},
  ) {
    this.ttlMs = options.ttlMs ?? RESPONSE_TTL_MS;
    this.maxFreshMs = Math.max(this.ttlMs, options.maxFreshMs ?? RESPONSE_MAX_FRESH_MS);
    this.staleMs = options.staleMs ?? RESPONSE_STALE_MS;
    this.onRefreshError = options.onRefreshError ?? (() => undefined);
  }

  /** The cached body of `key`, or the result of `compute` (JSON text), stored for the TTL. */
  async get(
    key: string,
    compute: () => Promise<string>,
  ): Promise<{ body: CachedBody; state: CacheState }> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && now < entry.freshUntil) {
      this.hits++;
      return { body: entry, state: 'hit' };
    }
    if (entry && now < entry.staleUntil) {
      this.hits++;
      if (!this.pending.has(key)) this.load(key, compute).catch(this.onRefreshError);
      return { body: entry, state: 'stale' };
    }
    if (entry) this.remove(key, entry);
    this.misses++;
    return { body: await (this.pending.get(key) ?? this.load(key, compute)), state: 'miss' };
  }

  private load(key: string, compute: () => Promise<string>): Promise<CachedBody> {
    const generation = this.generation;
    const started = performance.now();
    const loading = compute()
      .then((json) => {
        const cost = performance.now() - started;
        const freshFor = Math.min(this.maxFreshMs, Math.max(this.ttlMs, COST_FACTOR * cost));
        const now = Date.now();
        const body = new CachedBody(json, now + freshFor, now + freshFor + this.staleMs);
        if (generation === this.generation) this.store(key, body);
        return body;
      })
      .finally(() => {
        if (this.pending.get(key) === loading) this.pending.delete(key);
      });
    this.pending.set(key, loading);
    return loading;
  }

  private store(key: string, body: CachedBody): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, body);
    this.bytes += body.json.length;
    // Oldest first: Map keeps insertion order, and a refreshed key is re-inserted at the end.
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= MAX_BYTES || oldestKey === key) break;
      this.remove(oldestKey, oldest);
    }
  }

  private remove(key: string, body: CachedBody): void {
    if (this.entries.get(key) !== body) return;
    this.entries.delete(key);
    this.bytes -= body.json.length;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
    this.bytes = 0;
  }

  /** Empties the cache whenever a write request reaches this HTTP server. */
  watchWrites(server: {
    on: (event: 'request', listener: (req: IncomingMessage) => void) => unknown;
  }) {
    server.on('request', (req) => {
      if (isWriteRequest(req.method, req.url) && !isBrowseRead(req.url)) this.clear();
    });
  }
}

/** The browse calls that use POST to read (they must not empty the cache). */
const BROWSE_READ_POSTS = [
  '/api/getSubCategoryServices',
  '/api/getPopularServicesAndCategories',
  '/api/get-subCategory-service',
  '/api/get-type-services',
];

function isBrowseRead(url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0] ?? '';
  return BROWSE_READ_POSTS.includes(path);
}
