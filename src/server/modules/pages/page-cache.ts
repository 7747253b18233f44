import { ResponseCache } from '../../platform/cache/response-cache.ts';

/** A rendered page kept for anonymous visitors: its HTML (the cache keeps it compressed too). */
export type PageCache = ResponseCache<null>;

/**
 * The HTML cache (decision 072): the JSON micro-cache's class, keyed by the page URL, for
 * anonymous requests only. A page shows many kinds of data (its own, the catalogue in the
 * header and footer, ads), so every published change drops every cached page (but for ended
 * sessions and conversation messages, which no anonymous page shows).
 */
export function createPageCache(onRefreshError: (err: unknown) => void): PageCache {
  return new ResponseCache<null>(
    (_scope, change) => change.kind !== 'sessions' && change.kind !== 'conversation',
    {
      onRefreshError,
    },
  );
}

/** Thrown out of a cache computation for an answer that is not kept (a 404, a redirect). */
export class NotKept<T> extends Error {
  constructor(readonly value: T) {
    super('not kept');
  }
}
