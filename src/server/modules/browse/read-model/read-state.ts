import { sql } from 'drizzle-orm';

import type { Db, DbHandle } from '../../../db/client.ts';
import { createQueryRunner, type QueryRunner } from '../../../db/query.ts';
import type { Change, ChangeBus } from '../../../platform/changes/changes.ts';
import type { RenditionStatus } from '../../../platform/storage/images.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { tsQuery } from '../card-queries.ts';
import {
  loadPopular,
  loadSubCategoryStats,
  type PopularSnapshot,
  type SubCategoryStat,
} from './aggregates.ts';
import { AGGREGATE_TTL_MS, TotalCache, TtlValue } from './browse-cache.ts';
import { CardStore } from './card-store.ts';
import { PageSeek } from './page-seek.ts';

/**
 * The read model's state: the per-app caches of the browse read path and the one subscriber
 * that keeps them true (applyChange). Internal to read-model/: the rest of the app goes through
 * read-model.ts. Every change published by a write reaches applyChange (on every instance,
 * decision 094); nothing here is per viewer (watch flags are always read).
 */
export type ReadState = {
  db: Db;
  /** Runs the read queries (prepared statements on PostgreSQL and PGlite). */
  query: QueryRunner;
  storage: Storage;
  /** Whether images may be offered in a `srcset` (decision 103). */
  renditions: RenditionStatus;
  /** Large list totals, counted a moment ago (browse-cache.ts). */
  totals: TotalCache;
  /** Known page boundaries of the lists (keyset pagination). */
  seek: PageSeek;
  subCategoryStats: TtlValue<SubCategoryStat[]>;
  popular: TtlValue<PopularSnapshot>;
  /** The sub category stats and their provider counts by id (one map per stats value). */
  subCategories: () => Promise<SubCategoryView>;
  /** Public cards as JSON text by service id (card-store.ts). */
  cards: CardStore;
  /** Whether free text has lexemes (known answers of the database, by text). */
  textHasLexemes: Map<string, boolean>;
  /**
   * The sub category a folded text names (its name or an everyday word), or null: known
   * answers of the database, dropped on a catalogue change (everyday words are catalogue).
   */
  termSubCategories: Map<string, number | null>;
};

/** The sub category aggregate, and its distinct providers per sub category id. */
export type SubCategoryView = {
  list: SubCategoryStat[];
  providerCounts: ReadonlyMap<number, number>;
};

/** How many free texts textQuery remembers. */
const TEXT_QUERIES_KEPT = 2000;

/**
 * The free text a list filters on, or undefined for none: a text of stop words only ("the")
 * has no lexemes and filters nothing. Asked of the database once per text, so the list query
 * itself is a plain `search @@ query` that its text index can serve (decision 084).
 */
export async function textQuery(
  state: ReadState,
  q: string | undefined,
): Promise<string | undefined> {
  if (q === undefined) return undefined;
  let has = state.textHasLexemes.get(q);
  if (has === undefined) {
    const [row] = await state.query<{ has: boolean }>(
      sql`select numnode(${tsQuery(q)}) > 0 as has`,
    );
    has = row?.has ?? false;
    if (state.textHasLexemes.size >= TEXT_QUERIES_KEPT) state.textHasLexemes.clear();
    state.textHasLexemes.set(q, has);
  }
  return has ? q : undefined;
}

/** The text of a search as everyday words compare it: trimmed, single spaces. */
export function termText(q: string): string {
  return q.trim().replace(/\s+/g, ' ');
}

/**
 * The active sub category that free text names exactly (ignoring case and macrons): by its
 * name first, else by an everyday word of search_terms (decision 116); null when none. One
 * indexed lookup (search_terms_folded_unique), remembered until the catalogue changes.
 */
export async function termSubCategory(state: ReadState, q: string): Promise<number | null> {
  const text = termText(q);
  if (text === '') return null;
  const known = state.termSubCategories.get(text);
  if (known !== undefined) return known;
  const [row] = await state.query<{ id: number }>(
    sql`select x.id from (
          select sc.id, 0 as o from sub_categories sc
          where sc.is_active and sc.name_folded = kiwi_fold(${text})
          union all
          select t.sub_category_id, 1 from search_terms t
          join sub_categories sc on sc.id = t.sub_category_id and sc.is_active
          where t.term_folded = kiwi_fold(${text})
        ) x order by x.o, x.id limit 1`,
  );
  const id = row?.id ?? null;
  if (state.termSubCategories.size >= TEXT_QUERIES_KEPT) state.termSubCategories.clear();
  state.termSubCategories.set(text, id);
  return id;
}

/**
 * What a published change does to the caches. The card store drops the cards it touches. Any
 * change but ads and sessions forgets the page boundaries. New ratings may reorder the popular
 * lists a little later (expire); a service or provider that changed (hidden, say) must leave
 * them at once (invalidate). The provider counts follow the catalogue at once and the rest
 * after their refresh; list totals are dropped when services, providers, reviews or the
 * catalogue change.
 */
export function applyChange(state: ReadState, change: Change): void {
  state.cards.apply(change);
  switch (change.kind) {
    case 'ads':
    case 'sessions':
    case 'conversation':
      return;
    case 'reviews':
      state.seek.clear();
      state.popular.expire();
      state.subCategoryStats.expire();
      // Ratings move services in and out of the lists filtered by rating.
      state.totals.clear();
      return;
    case 'catalogue':
      state.termSubCategories.clear();
      state.seek.clear();
      state.popular.invalidate();
      state.subCategoryStats.invalidate();
      state.totals.clear();
      return;
    case 'service':
      state.seek.clear();
      state.popular.invalidate();
      state.subCategoryStats.expire();
      state.totals.clear();
      return;
    case 'provider':
      state.seek.clear();
      state.popular.invalidate();
      state.subCategoryStats.expire();
      // Availability (taking new work) moves a provider's services within and across lists.
      state.totals.clear();
      return;
    default:
      // A new change kind does not compile until it is handled here.
      change satisfies never;
  }
}

/**
 * The read state of one app (its caches live as long as the app), subscribed to the change
 * bus: popular answers wait for fresh ones after a change to a public service, the provider
 * counts on cards may lag by one refresh.
 */
export function createReadState(
  handle: DbHandle,
  storage: Storage,
  changes: ChangeBus,
  renditions: RenditionStatus,
  query: QueryRunner = createQueryRunner(handle),
): ReadState {
  const db = handle.db;
  const subCategoryStats = new TtlValue(AGGREGATE_TTL_MS, () => loadSubCategoryStats(db));
  let view: SubCategoryView | null = null;
  const state: ReadState = {
    db,
    query,
    storage,
    renditions,
    totals: new TotalCache(),
    seek: new PageSeek(),
    subCategoryStats,
    popular: new TtlValue(AGGREGATE_TTL_MS, () => loadPopular(db)),
    subCategories: async () => {
      const list = await subCategoryStats.get();
      if (view?.list !== list) {
        view = {
          list,
          providerCounts: new Map(list.map((s) => [s.id, s.service_providers_count])),
        };
      }
      return view;
    },
    cards: new CardStore(storage, renditions),
    textHasLexemes: new Map(),
    termSubCategories: new Map(),
  };
  changes.subscribe((change) => applyChange(state, change));
  return state;
}
