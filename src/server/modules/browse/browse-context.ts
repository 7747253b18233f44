import { sql } from 'drizzle-orm';

import type { ServiceCard, SubCatSummary } from '#shared/api/browse.ts';
import { ROLE } from '#shared/constants.ts';
import type { Db, DbHandle } from '../../db/client.ts';
import { createQueryRunner, queryRows, type QueryRunner } from '../../db/query.ts';
import { listedProvider, publicService } from '../../db/visibility.ts';
import type { ChangeBus } from '../../lib/changes.ts';
import { ResponseCache, type Scoped as CachedAnswer } from '../../lib/response-cache.ts';
import type { RawJson } from '../../lib/raw-json.ts';
import type { RenditionStatus } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage.ts';
import { AGGREGATE_TTL_MS, TotalCache, TtlValue } from './browse-cache.ts';
import { browseScopeAffected, type BrowseScope } from './cache-scopes.ts';
import {
  buildCardCountQuery,
  buildCardIdsQuery,
  buildCardPageQuery,
  buildCardsByIdQuery,
  CARD_COLUMNS,
  CARD_JOINS,
  filtersKey,
  tsQuery,
  type CardFilters,
  type CardIdRow,
  type CardListOptions,
  type CardRow,
} from './card-queries.ts';
import { CardStore } from './card-store.ts';
import { findWatched, toCard } from './cards.ts';
import { PageSeek } from './page-seek.ts';
import { PROVIDER_COLUMNS, providerRatingJoin, type ProviderRow } from './providers.ts';
import { rejectedRevisionReasons } from '../listings/service-revisions.service.ts';

/** Who is looking: the session user (never the payload's user_id), or null. */
export type Viewer = { id: number; isAdmin: boolean } | null;

/** The viewer a session user is. */
export function viewerOf(user: { id: number; roleId: number } | null): Viewer {
  return user ? { id: user.id, isAdmin: user.roleId === ROLE.admin } : null;
}

/** An answer and what it was built from (for the anonymous micro-cache). */
export type Scoped<T> = CachedAnswer<T, BrowseScope>;

/** How many rows the popular aggregates keep (the largest `limit` a caller may ask for). */
const POPULAR_KEEP = 50;
/** Weight of the prior in the Bayesian provider rating: that many reviews at the site mean. */
const BAYES_PRIOR_REVIEWS = 10;

export type SubCategoryStat = SubCatSummary & { reviews: number };
export type PopularSnapshot = { serviceRows: CardRow[]; providers: ProviderRow[] };

/** Everything the browse calls need: database, storage and the per-app caches. */
export type BrowseContext = {
  db: Db;
  /** Runs the read queries (prepared statements on PostgreSQL). */
  query: QueryRunner;
  storage: Storage;
  /** Whether images may be offered in a `srcset` (decision 103). */
  renditions: RenditionStatus;
  totals: TotalCache;
  /** Known page boundaries of the lists (keyset pagination). */
  seek: PageSeek;
  subCategoryStats: TtlValue<SubCategoryStat[]>;
  popular: TtlValue<PopularSnapshot>;
  /** Distinct providers per sub category, from subCategoryStats. */
  providerCounts: () => Promise<ReadonlyMap<number, number>>;
  /** Public cards as JSON text by service id (card-store.ts). */
  cards: CardStore;
  /** Whether free text has lexemes (known answers of the database, by text). */
  textHasLexemes: Map<string, boolean>;
};

/** How many free texts textQuery remembers. */
const TEXT_QUERIES_KEPT = 2000;

/**
 * The free text a list filters on, or undefined for none: a text of stop words only ("the")
 * has no lexemes and filters nothing. Asked of the database once per text, so the list query
 * itself is a plain `search @@ query` that its text index can serve (decision 084).
 */
export async function textQuery(
  ctx: BrowseContext,
  q: string | undefined,
): Promise<string | undefined> {
  if (q === undefined) return undefined;
  let has = ctx.textHasLexemes.get(q);
  if (has === undefined) {
    const [row] = await ctx.query<{ has: boolean }>(sql`select numnode(${tsQuery(q)}) > 0 as has`);
    has = row?.has ?? false;
    if (ctx.textHasLexemes.size >= TEXT_QUERIES_KEPT) ctx.textHasLexemes.clear();
    ctx.textHasLexemes.set(q, has);
  }
  return has ? q : undefined;
}

/** Distinct providers and review totals of approved services, per active sub category. */
async function loadSubCategoryStats(db: Db): Promise<SubCategoryStat[]> {
  return queryRows<SubCategoryStat>(
    db,
    sql`
      select sc.id, sc.name, sc.slug, sc.category_id,
             coalesce(agg.providers, 0)::int as service_providers_count,
             coalesce(agg.reviews, 0)::int as reviews
      from sub_categories sc
      left join (
        select s.sub_category_id, count(distinct s.added_by_id) as providers,
               sum(s.rating_count) as reviews
        from services s
        where ${publicService('s')}
        group by s.sub_category_id
      ) agg on agg.sub_category_id = sc.id
      where sc.is_active`,
  );
}

/** Most reviewed approved services and the best providers (Bayesian-weighted rating). */
async function loadPopular(db: Db): Promise<PopularSnapshot> {
  const [serviceRows, providers] = await Promise.all([
    queryRows<CardRow>(
      db,
      sql`
        select ${CARD_COLUMNS}
        from services s
        ${CARD_JOINS}
        where ${publicService('s')}
        order by s.rating_count desc nulls last, s.rating_avg desc nulls last,
                 s.id desc nulls last
        limit ${POPULAR_KEEP}`,
    ),
    queryRows<ProviderRow>(
      db,
      sql`
        with site as (
          select coalesce(sum(rating_sum)::float8 / nullif(sum(rating_count), 0), 0) as mean
          from services s where ${publicService('s')}
        )
        select ${PROVIDER_COLUMNS}
        from users u
        ${providerRatingJoin(sql`u.id`)}
        cross join site
        where ${listedProvider('u')}
        order by (${BAYES_PRIOR_REVIEWS} * site.mean + pr.rating_sum)
                   / (${BAYES_PRIOR_REVIEWS} + pr.rating_count) desc,
                 pr.rating_count desc, u.id
        limit ${POPULAR_KEEP}`,
    ),
  ]);
  return { serviceRows, providers };
}

/**
 * Builds the browse context of one app (its caches live as long as the app). Changes published
 * by writes refresh the aggregates: popular answers wait for fresh ones after a change to a
 * public service, the provider counts on cards may lag by one refresh.
 */
export function createBrowseContext(
  handle: DbHandle,
  storage: Storage,
  changes: ChangeBus,
  renditions: RenditionStatus,
): BrowseContext {
  const db = handle.db;
  const subCategoryStats = new TtlValue(AGGREGATE_TTL_MS, () => loadSubCategoryStats(db));
  const popular = new TtlValue(AGGREGATE_TTL_MS, () => loadPopular(db));
  const totals = new TotalCache();
  const seek = new PageSeek();
  const cards = new CardStore(storage, renditions);
  let countsOf: { stats: SubCategoryStat[]; map: Map<number, number> } | null = null;
  const counts = async () => {
    const stats = await subCategoryStats.get();
    if (countsOf?.stats !== stats) {
      countsOf = { stats, map: new Map(stats.map((s) => [s.id, s.service_providers_count])) };
    }
    return countsOf;
  };
  changes.subscribe((change) => {
    cards.apply(change);
    if (change.kind === 'ads' || change.kind === 'sessions') return;
    seek.clear();
    // New ratings may reorder the popular lists a little later; a service or provider that
    // changed (hidden, say) must leave them at once.
    if (change.kind === 'reviews') popular.expire();
    else popular.invalidate();
    if (change.kind === 'catalogue') subCategoryStats.invalidate();
    else subCategoryStats.expire();
    if (change.kind === 'service' || change.kind === 'catalogue') totals.clear();
  });
  return {
    db,
    query: createQueryRunner(handle),
    storage,
    renditions,
    totals,
    seek,
    subCategoryStats,
    popular,
    providerCounts: async () => (await counts()).map,
    cards,
    textHasLexemes: new Map(),
  };
}

/** Maps rows to cards with the watch flags and provider counts (no per-row queries). */
export async function toCards(
  ctx: BrowseContext,
  rows: CardRow[],
  userId: number | null,
  isPrivate = false,
): Promise<ServiceCard[]> {
  // Rows of buildCardPageQuery carry the viewer's flags; others ask once for the page.
  const flagged = userId !== null && rows.every((r) => r.watched !== undefined);
  const [providerCounts, watched, revisionReasons] = await Promise.all([
    ctx.providerCounts(),
    flagged
      ? new Set(rows.filter((r) => r.watched).map((r) => r.id))
      : findWatched(
          ctx.db,
          userId,
          rows.map((r) => r.id),
        ),
    // The owner's own list says why an edit was not approved (decision 106).
    isPrivate
      ? rejectedRevisionReasons(
          ctx.db,
          rows.map((r) => r.id),
        )
      : new Map<number, string>(),
  ]);
  return rows.map((row) => {
    const card = toCard(row, {
      storage: ctx.storage,
      renditions: ctx.renditions,
      providerCounts,
      watched,
      isPrivate,
    });
    return isPrivate
      ? { ...card, revision_rejection_reason: revisionReasons.get(row.id) ?? null }
      : card;
  });
}

/** One page of a card list: the cards (JSON text from PostgreSQL for public lists). */
export type CardPage = { cards: ServiceCard[] | RawJson; ownerIds: number[]; total: number };

/**
 * One page of service cards and the total, in one query: the window count rides along with the
 * page (cheap for the index-only ranges of filtered lists). A large total counted a moment ago
 * is reused instead (browse-cache.ts), which spares counting 60,000 rows per page view. Deep
 * pages start after a known page boundary when there is one (page-seek.ts), and the viewer's
 * watch flags come with the rows. Public lists come back as JSON text built by PostgreSQL
 * (card-json.ts); private ones (an owner's, an admin's) as cards mapped here.
 */
export async function listCards(
  ctx: BrowseContext,
  filters: CardFilters,
  options: CardListOptions,
  userId: number | null,
): Promise<CardPage> {
  const key = filtersKey(filters);
  const count = async () => {
    const [row] = await ctx.query<{ total: number }>(buildCardCountQuery(filters));
    return row?.total ?? 0;
  };
  const list = `${key}|${options.sort ?? ''}|${options.perPage}`;
  const seek = ctx.seek.plan(list, options.page, options.perPage) ?? undefined;
  const known = ctx.totals.peek(key, count);
  // A seek starts mid-list: its window count would not be the total.
  const counted = seek ? await ctx.totals.get(key, count) : known;
  const withTotal = counted === undefined;
  const page = await readPage(ctx, filters, { ...options, seek }, withTotal, userId);
  let total = counted ?? page.total;
  if (total === null) {
    // The page is past the end: count on its own.
    total = await ctx.totals.get(key, count);
  } else if (withTotal) {
    ctx.totals.remember(key, total);
  }
  if (page.size === options.perPage && page.lastSeekKey) {
    ctx.seek.remember(list, options.page, page.lastSeekKey);
  }
  return { cards: page.cards, ownerIds: page.ownerIds, total };
}

type ReadPage = {
  cards: ServiceCard[] | RawJson;
  ownerIds: number[];
  size: number;
  lastSeekKey: string | null;
  total: number | null;
};

/**
 * One page of cards. Public lists: the page's ids in order from the database (an index range,
 * with the viewer's watch flags), then the cards as JSON text from the card store (card-store.ts).
 * Private lists (an owner's, an admin's): the rows with their cards mapped here.
 */
async function readPage(
  ctx: BrowseContext,
  filters: CardFilters,
  options: CardListOptions,
  withTotal: boolean,
  userId: number | null,
): Promise<ReadPage> {
  if (filters.visibility === 'approved') {
    const rows = await ctx.query<CardIdRow>(buildCardIdsQuery(filters, options, withTotal, userId));
    const watched = new Set(rows.filter((r) => r.watched).map((r) => r.id));
    const { json, ownerIds } = await ctx.cards.render(
      rows.map((r) => r.id),
      watched,
      await ctx.providerCounts(),
      (ids) => ctx.query<CardRow>(buildCardsByIdQuery(ids)),
    );
    return {
      cards: json,
      ownerIds,
      size: rows.length,
      lastSeekKey: rows.at(-1)?.seek_key ?? null,
      total: rows[0]?.total ?? null,
    };
  }
  const rows = await ctx.query<CardRow & { total: number | null }>(
    buildCardPageQuery(filters, options, withTotal, userId),
  );
  const cards = await toCards(ctx, rows, userId, true);
  return {
    cards,
    ownerIds: [...new Set(cards.map((c) => c.added_by_id))],
    size: rows.length,
    lastSeekKey: rows.at(-1)?.seek_key ?? null,
    total: rows[0]?.total ?? null,
  };
}

/**
 * The browse context and the anonymous micro-cache of one app (null when RESPONSE_CACHE is
 * off). Every published change drops the cached answers it affects.
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
  const ctx = createBrowseContext(deps.dbHandle, deps.storage, deps.changes, deps.renditions);
  if (!deps.responseCache) return { ctx, cache: null };
  const cache = new ResponseCache(browseScopeAffected, { onRefreshError });
  deps.changes.subscribe((change) => cache.invalidate(change));
  return { ctx, cache };
}
