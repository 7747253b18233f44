import type { Db, DbHandle } from '../../db/client.ts';
import { createQueryRunner, type QueryRunner } from '../../db/query.ts';
import type { ChangeBus } from '../../platform/changes/changes.ts';
import type { RenditionStatus } from '../../platform/storage/images.ts';
import { ResponseCache, type Scoped as CachedAnswer } from '../../platform/cache/response-cache.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { browseScopeAffected, type BrowseScope } from './cache-scopes.ts';
import { createReadModel, type BrowseReadModel } from './read-model/read-model.ts';

/**
 * What every browse call is handed: the database (and its prepared-statement runner for the
 * detail and review reads), storage for image URLs, and the read model (read-model/), which
 * holds every cache of the list read path. One per app, made with the app's anonymous
 * micro-cache by createBrowseReads.
 */
export type BrowseContext = {
  db: Db;
  /** Runs the read queries (prepared statements on PostgreSQL and PGlite). */
  query: QueryRunner;
  storage: Storage;
  /** Whether images may be offered in a `srcset` (decision 103). */
  renditions: RenditionStatus;
  readModel: BrowseReadModel;
};

/** An answer and what it was built from (for the anonymous micro-cache). */
export type Scoped<T> = CachedAnswer<T, BrowseScope>;

/**
 * The browse context and the anonymous micro-cache of one app (null when RESPONSE_CACHE is
 * off). Every published change drops the cached answers it affects, and the read model keeps
 * its own caches true from the same changes.
 */
export function createBrowseReads(
  deps: {
    dbHandle: DbHandle;
    storage: Storage;
    changes: ChangeBus;
    renditions: RenditionStatus;
    responseCache: boolean;
  },
  onRefreshError: (err: unknown) => void,
): { ctx: BrowseContext; cache: ResponseCache<BrowseScope> | null } {
  const query = createQueryRunner(deps.dbHandle);
  const ctx: BrowseContext = {
    db: deps.dbHandle.db,
    query,
    storage: deps.storage,
    renditions: deps.renditions,
    readModel: createReadModel({ ...deps, query }),
  };
  if (!deps.responseCache) return { ctx, cache: null };
  const cache = new ResponseCache(browseScopeAffected, { onRefreshError });
  deps.changes.subscribe((change) => cache.invalidate(change));
  return { ctx, cache };
}
