import type { ServiceCard } from '#shared/api/browse.ts';
import type { DbHandle } from '../../../db/client.ts';
import type { QueryRunner } from '../../../db/query.ts';
import type { ChangeBus } from '../../../platform/changes/changes.ts';
import type { RenditionStatus } from '../../../platform/storage/images.ts';
import type { RawJson } from '../../../platform/cache/raw-json.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import {
  buildCardsByIdQuery,
  buildVisibleCardsQuery,
  type CardFilters,
  type CardListOptions,
  type CardRow,
} from '../card-queries.ts';
import { findWatched } from '../cards.ts';
import type { Viewer } from '../viewer.ts';
import type { PopularSnapshot, SubCategoryStat } from './aggregates.ts';
import { listCards, toCards, type CardPage } from './list-cards.ts';
import {
  createReadState,
  termSubCategory,
  textQuery,
  type ReadState,
  type SubCategoryView,
} from './read-state.ts';

/**
 * The browse read model: the one door to the read path's machinery (README.md). Callers ask
 * for pages, popular cards, cards by id, the sub category aggregate and a cached total; how
 * these are kept (card store, page seek, total cache, aggregates) stays behind it, and the
 * change bus keeps them true (it subscribes at creation). Visibility of a list is the caller's
 * filters; answers shapes and scopes are browse.service.ts's.
 */

export type { PopularSnapshot, SubCategoryStat } from './aggregates.ts';
export type { SubCategoryView } from './read-state.ts';

/** Which page of a list: number, size and order. */
export type PageRequest = Omit<CardListOptions, 'seek'>;

/** A page of a list, and the filters it was read with (free text without lexemes dropped). */
export type ListPage = CardPage & { filters: CardFilters };

/** The popular cards (JSON text), and the snapshot and stats they come from. */
export type PopularCards = {
  cards: RawJson;
  snapshot: PopularSnapshot;
  subCategories: SubCategoryStat[];
};

export type BrowseReadModel = {
  /**
   * One page of a card list and its total. `filters.q` is the text as typed: a text without
   * lexemes ("the") filters nothing. Public lists answer JSON text, private ones cards.
   */
  listPage(filters: CardFilters, page: PageRequest, viewer: Viewer): Promise<ListPage>;
  /** The `limit` most reviewed public services as cards, with the viewer's watch flags. */
  popular(limit: number, viewer: Viewer): Promise<PopularCards>;
  /** The cards of these ids the viewer may see (public or their own), in the ids' order. */
  cardsByIds(ids: readonly number[], viewer: Viewer): Promise<ServiceCard[]>;
  /** The active sub categories with their provider counts (may lag by one refresh). */
  subCategories(): Promise<SubCategoryView>;
  /** A total under `key`: counted by `count`, reused a moment when large (browse-cache.ts). */
  total(key: string, count: () => Promise<number>): Promise<number>;
  /** The sub category free text names exactly (its name or an everyday word), or null. */
  termSubCategory(q: string): Promise<number | null>;
};

/** What the read model reads from and listens to. */
export type ReadModelDeps = {
  dbHandle: DbHandle;
  storage: Storage;
  changes: ChangeBus;
  renditions: RenditionStatus;
  query: QueryRunner;
};

/** The read model of one app; its caches live as long as the app. */
export function createReadModel(deps: ReadModelDeps): BrowseReadModel {
  const state = createReadState(
    deps.dbHandle,
    deps.storage,
    deps.changes,
    deps.renditions,
    deps.query,
  );
  return {
    listPage: async (filters, page, viewer) => {
      const listed = { ...filters, q: await textQuery(state, filters.q) };
      const found = await listCards(state, listed, page, viewer?.id ?? null);
      return { ...found, filters: listed };
    },
    popular: (limit, viewer) => popularCards(state, limit, viewer),
    cardsByIds: (ids, viewer) => cardsByIds(state, ids, viewer),
    subCategories: () => state.subCategories(),
    total: (key, count) => state.totals.get(key, count),
    termSubCategory: (q) => termSubCategory(state, q),
  };
}

async function popularCards(state: ReadState, limit: number, viewer: Viewer) {
  const [snapshot, stats] = await Promise.all([state.popular.get(), state.subCategoryStats.get()]);
  const ids = snapshot.serviceRows.slice(0, limit).map((r) => r.id);
  const [watched, { providerCounts }] = await Promise.all([
    findWatched(state.db, viewer?.id ?? null, ids),
    state.subCategories(),
  ]);
  // The snapshot gives the order; cards the store lacks are read fresh (a snapshot may lag).
  const { json } = await state.cards.render(ids, watched, providerCounts, (missing) =>
    state.query<CardRow>(buildCardsByIdQuery(missing)),
  );
  return { cards: json, snapshot, subCategories: stats };
}

async function cardsByIds(
  state: ReadState,
  ids: readonly number[],
  viewer: Viewer,
): Promise<ServiceCard[]> {
  if (ids.length === 0) return [];
  const viewerId = viewer?.id ?? null;
  const rows = await state.query<CardRow>(buildVisibleCardsQuery(ids, viewerId));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return toCards(state, ordered, viewerId);
}
