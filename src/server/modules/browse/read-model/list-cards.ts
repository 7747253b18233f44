import type { ServiceCard } from '#shared/api/browse.ts';
import type { RawJson } from '../../../platform/cache/raw-json.ts';
import { rejectedRevisionReasons } from '../../listings/service-revisions.service.ts';
import {
  buildCardCountQuery,
  buildCardIdsQuery,
  buildCardPageQuery,
  buildCardsByIdQuery,
  filtersKey,
  type CardFilters,
  type CardIdRow,
  type CardListOptions,
  type CardRow,
} from '../card-queries.ts';
import { findWatched, toCard } from '../cards.ts';
import type { ReadState } from './read-state.ts';

/**
 * The list read path of the read model: one page of a card list and its total, through the
 * total cache (browse-cache.ts), the known page boundaries (page-seek.ts) and, for public
 * lists, the card store (card-store.ts); and the card mapping of rows read elsewhere (toCards).
 */

/** Maps rows to cards with the watch flags and provider counts (no per-row queries). */
export async function toCards(
  state: ReadState,
  rows: CardRow[],
  userId: number | null,
  isPrivate = false,
): Promise<ServiceCard[]> {
  // Rows of buildCardPageQuery carry the viewer's flags; others ask once for the page.
  const flagged = userId !== null && rows.every((r) => r.watched !== undefined);
  const [{ providerCounts }, watched, revisionReasons] = await Promise.all([
    state.subCategories(),
    flagged
      ? new Set(rows.filter((r) => r.watched).map((r) => r.id))
      : findWatched(
          state.db,
          userId,
          rows.map((r) => r.id),
        ),
    // The owner's own list says why an edit was not approved (decision 106).
    isPrivate
      ? rejectedRevisionReasons(
          state.db,
          rows.map((r) => r.id),
        )
      : new Map<number, string>(),
  ]);
  return rows.map((row) => {
    const card = toCard(row, {
      storage: state.storage,
      renditions: state.renditions,
      providerCounts,
      watched,
      isPrivate,
    });
    return isPrivate
      ? { ...card, revision_rejection_reason: revisionReasons.get(row.id) ?? null }
      : card;
  });
}

/** One page of a card list: the cards (JSON text from the card store for public lists). */
export type CardPage = { cards: ServiceCard[] | RawJson; ownerIds: number[]; total: number };

/**
 * One page of service cards and the total, in one query: the window count rides along with the
 * page (cheap for the index-only ranges of filtered lists). A large total counted a moment ago
 * is reused instead (browse-cache.ts), which spares counting 60,000 rows per page view. Deep
 * pages start after a known page boundary when there is one (page-seek.ts), and the viewer's
 * watch flags come with the rows. Public lists come back as JSON text written by the card store
 * (card-store.ts); private ones (an owner's, an admin's) as cards mapped here.
 */
export async function listCards(
  state: ReadState,
  filters: CardFilters,
  options: CardListOptions,
  userId: number | null,
): Promise<CardPage> {
  const key = filtersKey(filters);
  const count = async () => {
    const [row] = await state.query<{ total: number }>(buildCardCountQuery(filters));
    return row?.total ?? 0;
  };
  const list = `${key}|${options.sort ?? ''}|${options.perPage}`;
  const seek = state.seek.plan(list, options.page, options.perPage) ?? undefined;
  const known = state.totals.peek(key, count);
  // A seek starts mid-list: its window count would not be the total.
  const counted = seek
    ? await state.totals.get(key, count)
    : (known ?? (await countedNow(state, key)));
  const withTotal = counted === undefined;
  const reading = readPage(state, filters, { ...options, seek }, withTotal, userId);
  // Concurrent first views of this list wait for this page's count (countedNow).
  if (withTotal)
    state.totals.track(
      key,
      reading.then((p) => p.total ?? count()),
    );
  const page = await reading;
  let total = counted ?? page.total;
  if (total === null) {
    // The page is past the end: count on its own.
    total = await state.totals.get(key, count);
  } else if (withTotal) {
    state.totals.remember(key, total);
  }
  if (page.size === options.perPage && page.lastSeekKey) {
    state.seek.remember(list, options.page, page.lastSeekKey);
  }
  return { cards: page.cards, ownerIds: page.ownerIds, total };
}

/** The total of a list that another request is counting right now, or undefined. */
async function countedNow(state: ReadState, key: string): Promise<number | undefined> {
  const pending = state.totals.pendingTotal(key);
  return pending ? pending.catch(() => undefined) : undefined;
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
  state: ReadState,
  filters: CardFilters,
  options: CardListOptions,
  withTotal: boolean,
  userId: number | null,
): Promise<ReadPage> {
  if (filters.visibility === 'approved') {
    const rows = await state.query<CardIdRow>(
      buildCardIdsQuery(filters, options, withTotal, userId),
    );
    const watched = new Set(rows.filter((r) => r.watched).map((r) => r.id));
    const { json, ownerIds } = await state.cards.render(
      rows.map((r) => r.id),
      watched,
      (await state.subCategories()).providerCounts,
      (ids) => state.query<CardRow>(buildCardsByIdQuery(ids)),
    );
    return {
      cards: json,
      ownerIds,
      size: rows.length,
      lastSeekKey: rows.at(-1)?.seek_key ?? null,
      total: rows[0]?.total ?? null,
    };
  }
  const rows = await state.query<CardRow & { total: number | null }>(
    buildCardPageQuery(filters, options, withTotal, userId),
  );
  const cards = await toCards(state, rows, userId, true);
  return {
    cards,
    ownerIds: [...new Set(cards.map((c) => c.added_by_id))],
    size: rows.length,
    lastSeekKey: rows.at(-1)?.seek_key ?? null,
    total: rows[0]?.total ?? null,
  };
}
