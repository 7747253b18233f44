import { sql } from 'drizzle-orm';

import type { SearchFallback, SearchServicesResponse } from '#shared/api/browse.ts';
import type { ServiceType, Sort } from '#shared/constants.ts';
import {
  ALL_SUBURBS,
  CITY_NAMES,
  normalizeCity,
  normalizePlace,
  normalizeSuburb,
} from '#shared/locations.ts';
import type { WithRawFields } from '../../platform/cache/raw-json.ts';
import type { BrowseContext, Scoped } from './browse-context.ts';
import { listScope } from './cache-scopes.ts';
import {
  buildCardCountQuery,
  buildCityCountsQuery,
  buildRelatedCountsQuery,
  filtersKey,
  type CardFilters,
} from './card-queries.ts';
import { buildDirectoryCountQuery } from './providers.ts';
import type { Viewer } from './viewer.ts';

/**
 * POST /api/getSubCategoryServices: the home search and the list page filter (decision 116).
 * A suburb means "serves this suburb" (its city found when not given), a city "covers some
 * part of it"; free text that names a sub category (its name or an everyday word) searches that
 * sub category; an empty answer suggests the nearest useful searches (`fallback`).
 */

export type SearchInput = {
  page: number;
  per_page: number;
  sort?: Sort | undefined;
  q?: string | undefined;
  subCategory_id?: number | undefined;
  category_id?: number | undefined;
  city?: string | undefined;
  suburb?: string | undefined;
  postal_code?: string | undefined;
  type?: ServiceType | undefined;
  min_rating?: number | undefined;
  has_price?: boolean | undefined;
  taking_new_work?: boolean | undefined;
  verified_only?: boolean | undefined;
};

/** At most this many other cities and related sub categories are suggested. */
const FALLBACK_MAX = 3;

/** The city of a suburb named without one (the first city that has it), or undefined. */
export function cityOfSuburb(suburb: string | undefined): string | undefined {
  if (suburb === undefined) return undefined;
  const key = normalizePlace(suburb);
  return ALL_SUBURBS.find((s) => normalizePlace(s.suburb) === key)?.city;
}

export async function searchServices(
  ctx: BrowseContext,
  input: SearchInput,
  viewer: Viewer,
): Promise<Scoped<WithRawFields<SearchServicesResponse>>> {
  const givenCity = normalizeCity(input.city);
  const suburb = normalizeSuburb(input.suburb, givenCity);
  const city = givenCity ?? cityOfSuburb(suburb);
  let subCategoryId = input.subCategory_id;
  let q = input.q;
  // Free text naming a sub category ("sparky", "Electricians") searches that sub category.
  if (q !== undefined && subCategoryId === undefined) {
    const named = await ctx.readModel.termSubCategory(q);
    if (named !== null) {
      subCategoryId = named;
      q = undefined;
    }
  }
  const filters: CardFilters = {
    visibility: 'approved',
    subCategoryId,
    categoryId: input.category_id,
    city,
    suburb,
    postalCode: input.postal_code,
    type: input.type,
    minRating: input.min_rating,
    hasPrice: input.has_price === true ? true : undefined,
    takingNewWork: input.taking_new_work === true ? true : undefined,
    verifiedOnly: input.verified_only === true ? true : undefined,
    q,
  };
  const page = await ctx.readModel.listPage(
    filters,
    { page: input.page, perPage: input.per_page, sort: input.sort },
    viewer,
  );
  const answer = {
    success: true as const,
    services: page.cards,
    total: page.total,
    page: input.page,
    per_page: input.per_page,
  };
  if (page.total > 0) return { answer, scope: listScope(page.filters, page.ownerIds) };
  const fallback = await fallbackOf(ctx, page.filters);
  // The suggestions count other places and sub categories: any public change may move them.
  return { answer: { ...answer, fallback }, scope: { kind: 'fallback' } };
}

/** What a suggestion searches: getSubCategoryServices' keys, null when not set. */
type FallbackFilter = SearchFallback['filter'];

/** The suggested searches of an empty result, in order (decision 116). */
async function fallbackOf(ctx: BrowseContext, f: CardFilters): Promise<SearchFallback[]> {
  const { list } = await ctx.readModel.subCategories();
  const sub =
    f.subCategoryId === undefined ? undefined : list.find((s) => s.id === f.subCategoryId);
  const categoryId = sub?.category_id ?? f.categoryId;
  const subject = await subjectOf(ctx, f, sub?.name);
  const base: FallbackFilter = {
    subCategory_id: f.subCategoryId ?? null,
    category_id: f.categoryId ?? null,
    city: null,
    suburb: null,
    q: f.q ?? null,
  };
  const searched: CardFilters = {
    visibility: 'approved',
    subCategoryId: f.subCategoryId,
    categoryId: f.categoryId,
    q: f.q,
  };
  const [wholeCity, otherCities, related, providers] = await Promise.all([
    wholeCityOf(ctx, searched, f),
    otherCitiesOf(ctx, searched, f.city),
    f.subCategoryId !== undefined && categoryId !== undefined
      ? relatedOf(ctx, { ...f, categoryId }, f.subCategoryId)
      : Promise.resolve([]),
    // The directory's unfiltered total, under listProviders' key for it (no filter: `{}`).
    ctx.readModel.total('providers:{}', async () => {
      const [row] = await ctx.query<{ total: number }>(buildDirectoryCountQuery({}));
      return row?.total ?? 0;
    }),
  ]);
  const out: SearchFallback[] = [];
  if (wholeCity > 0 && f.city !== undefined) {
    out.push({
      kind: 'whole_city',
      label: `${subject} in all of ${f.city}`,
      filter: { ...base, city: f.city },
      count: wholeCity,
    });
  }
  for (const { city, count } of otherCities) {
    out.push({
      kind: 'other_city',
      label: `${subject} in ${city}`,
      filter: { ...base, city },
      count,
    });
  }
  const place = f.suburb ?? f.city;
  for (const { id, count } of related) {
    const name = list.find((s) => s.id === id)?.name;
    if (name === undefined) continue;
    out.push({
      kind: 'related',
      label: place === undefined ? name : `${name} in ${place}`,
      filter: {
        subCategory_id: id,
        category_id: null,
        city: f.city ?? null,
        suburb: f.suburb ?? null,
        q: null,
      },
      count,
    });
  }
  out.push({
    kind: 'providers',
    label: 'Browse all providers',
    filter: { subCategory_id: null, category_id: null, city: null, suburb: null, q: null },
    count: providers,
  });
  return out;
}

/** What was searched, as a label starts: "Electricians", "Plumbing", "“leaky tap”", "Services". */
async function subjectOf(
  ctx: BrowseContext,
  f: CardFilters,
  subName: string | undefined,
): Promise<string> {
  if (subName !== undefined) return subName;
  if (f.categoryId !== undefined) {
    const [row] = await ctx.query<{ name: string }>(
      sql`select name from categories where id = ${f.categoryId}`,
    );
    if (row) return row.name;
  }
  return f.q !== undefined ? `“${f.q}”` : 'Services';
}

/** A count through the total cache (its key the filters), dropped on any change to services. */
async function countOf(ctx: BrowseContext, filters: CardFilters): Promise<number> {
  return ctx.readModel.total(filtersKey(filters), async () => {
    const [row] = await ctx.query<{ total: number }>(buildCardCountQuery(filters));
    return row?.total ?? 0;
  });
}

/** The same search in the whole city, when a suburb was searched (else 0). */
function wholeCityOf(ctx: BrowseContext, searched: CardFilters, f: CardFilters): Promise<number> {
  if (f.suburb === undefined || f.city === undefined) return Promise.resolve(0);
  return countOf(ctx, { ...searched, city: f.city });
}

/**
 * Counts that one grouped query answers for several lists at once, each kept in the total cache
 * under its own list's key (the key its list page uses too): the first empty search of a kind
 * runs the query once, later ones read the counts, so an empty answer costs one trip to the
 * database, like any other (decision 123).
 */
function groupedTotals(
  ctx: BrowseContext,
  lists: readonly CardFilters[],
  countAll: () => Promise<number[]>,
): Promise<number[]> {
  let all: Promise<number[]> | null = null;
  return Promise.all(
    lists.map((filters, i) =>
      ctx.readModel.total(filtersKey(filters), async () => {
        all ??= countAll();
        return (await all)[i] ?? 0;
      }),
    ),
  );
}

/** The same search in the other cities with matches, most first (one query when not known). */
async function otherCitiesOf(
  ctx: BrowseContext,
  searched: CardFilters,
  city: string | undefined,
): Promise<{ city: string; count: number }[]> {
  if (city === undefined) return [];
  const others = CITY_NAMES.filter((c) => c !== city);
  const counts = await groupedTotals(
    ctx,
    others.map((c) => ({ ...searched, city: c })),
    async () => {
      const [row] = await ctx.query<Record<string, number>>(buildCityCountsQuery(searched, others));
      return others.map((_, i) => Number(row?.[`c${i}`] ?? 0));
    },
  );
  return others
    .map((c, i) => ({ city: c, count: counts[i] ?? 0 }))
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count || a.city.localeCompare(b.city))
    .slice(0, FALLBACK_MAX);
}

/**
 * Other sub categories of the same category in the same place, with matches, most first (one
 * query for all of them when not known).
 */
async function relatedOf(
  ctx: BrowseContext,
  f: CardFilters & { categoryId: number },
  subCategoryId: number,
): Promise<{ id: number; count: number }[]> {
  const place: CardFilters & { categoryId: number } = {
    visibility: 'approved',
    categoryId: f.categoryId,
    city: f.city,
    suburb: f.suburb,
  };
  const { list } = await ctx.readModel.subCategories();
  const siblings = list
    .filter((s) => s.category_id === f.categoryId && s.id !== subCategoryId)
    .map((s) => s.id);
  const counts = await groupedTotals(
    ctx,
    siblings.map((id) => ({ ...place, categoryId: undefined, subCategoryId: id })),
    async () => {
      const rows = await ctx.query<{ id: number; count: number }>(
        buildRelatedCountsQuery(place, subCategoryId),
      );
      const byId = new Map(rows.map((r) => [r.id, r.count]));
      return siblings.map((id) => byId.get(id) ?? 0);
    },
  );
  return siblings
    .map((id, i) => ({ id, count: counts[i] ?? 0 }))
    .filter((r) => r.count > 0)
    .sort((a, b) => b.count - a.count || a.id - b.id)
    .slice(0, FALLBACK_MAX);
}
