import type { IncomingMessage } from 'node:http';

/**
 * A micro-cache of anonymous read responses (docs/performance.md, "Caching").
 *
 * - Only requests without a session user are served from it: nothing per user (watchlist
 *   flags, owner views of pending services, subscriptions) is ever cached.
 * - Entries live `RESPONSE_TTL_MS` (2 s); concurrent misses of one key share one computation.
 * - Any write that reaches this process over HTTP (a method other than GET/HEAD/OPTIONS, or one of
 *   the legacy GET calls that write) empties it at once, so a visitor never sees data older than
 *   their own last change here. Other app instances see it after the TTL at most.
 * - A request with `Cache-Control: no-cache` (a hard reload, or the benchmark's "no cache" pass)
 *   bypasses it.
 * - It is off when NODE_ENV=test: API tests write through `inject`, which this cache cannot see.
 */
export const RESPONSE_TTL_MS = 2000;
const MAX_ENTRIES = 2000;

/** Legacy GET calls that change data. */
const WRITING_GET_PATHS = ['/api/remove-watch-list', '/api/stripe-subscription-cancel/'];

export function isWriteRequest(method: string | undefined, url: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') return true;
  const path = url ?? '';
  return WRITING_GET_PATHS.some((p) => path.startsWith(p));
}

export class ResponseCache {
  private readonly entries = new Map<string, { body: string; expiresAt: number }>();
  private readonly pending = new Map<string, Promise<string>>();
  /** Bumped by every clear, so a computation that raced a write is not stored. */
  private generation = 0;
  hits = 0;
  misses = 0;

  constructor(
    readonly enabled: boolean,
    private readonly ttlMs = RESPONSE_TTL_MS,
  ) {}

  /** The cached JSON body of `key`, or the result of `compute` (stored for the TTL). */
  async get(key: string, compute: () => Promise<string>): Promise<{ body: string; hit: boolean }> {
    const entry = this.entries.get(key);
    if (entry && Date.now() < entry.expiresAt) {
      this.hits++;
      return { body: entry.body, hit: true };
    }
    if (entry) this.entries.delete(key);
    this.misses++;
    const inFlight = this.pending.get(key);
    if (inFlight) return { body: await inFlight, hit: false };
    const generation = this.generation;
    const computing = compute().finally(() => this.pending.delete(key));
    this.pending.set(key, computing);
    const body = await computing;
    if (generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, { body, expiresAt: Date.now() + this.ttlMs });
    }
    return { body, hit: false };
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
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
