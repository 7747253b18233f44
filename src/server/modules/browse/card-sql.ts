import { sql, type SQL } from 'drizzle-orm';

import type { Sort } from '#shared/constants.ts';
import { CITY_NAMES } from '#shared/locations.ts';
import { coversCity, typeContains } from '../../db/schema/services.ts';
import { publicService } from '../../db/visibility.ts';
import type { CardFilters } from './card-list-types.ts';

/**
 * The parts of a list's SQL over services `s`: its where-clause, its order and the keyset
 * pagination on that order. card-queries.ts and suburb-scan.ts build their queries from them.
 */

export const tsQuery = (q: string) => sql`websearch_to_tsquery('kiwi', ${q})`;

/**
 * The where-clause of a list over services `s`. `textMatch` replaces the free-text match
 * (text-search.ts computes its query once per statement).
 */
export function whereOf(f: CardFilters, textMatch?: SQL): SQL {
  const parts: SQL[] = [];
  if (f.visibility === 'approved') parts.push(publicService('s'));
  if (f.subCategoryId !== undefined) parts.push(sql`s.sub_category_id = ${f.subCategoryId}`);
  if (f.categoryId !== undefined) parts.push(sql`s.category_id = ${f.categoryId}`);
  parts.push(...placeOf(f));
  if (f.postalCode !== undefined) parts.push(sql`s.postal_code = ${f.postalCode}`);
  // A literal, so that the type's partial index applies (schema/services.ts).
  if (f.type !== undefined) parts.push(sql.raw(typeContains(f.type, 's')));
  if (f.ownerId !== undefined) parts.push(sql`s.added_by_id = ${f.ownerId}`);
  if (f.minRating !== undefined) parts.push(sql`s.rating_avg >= ${f.minRating}::real`);
  if (f.hasPrice) parts.push(sql`s.price_type in ('from', 'hourly', 'fixed')`);
  if (f.takingNewWork) parts.push(sql`s.taking_new_work`);
  if (f.verifiedOnly) parts.push(sql`s.provider_licensed`);
  // Only a query with lexemes gets here (the read model's textQuery, read-model/read-state.ts): a plain match, which a
  // generic plan can still read off the (city's) text index.
  if (f.q !== undefined) parts.push(textMatch ?? sql`s.search @@ ${tsQuery(f.q)}`);
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * The place of a list (decision 116): a city means "covers some part of it" (`City/*`, a literal
 * for a known city so that its partial indexes apply); a suburb of a city means "serves it":
 * based there, or covering the suburb or the whole city.
 */
export function placeOf(f: CardFilters): SQL[] {
  const parts: SQL[] = [];
  if (f.city !== undefined) {
    parts.push(
      CITY_NAMES.includes(f.city)
        ? sql.raw(coversCity(f.city, 's'))
        : sql`s.coverage @> array[${`${f.city}/*`}]::text[]`,
    );
  }
  if (f.suburb !== undefined) {
    parts.push(
      f.city === undefined
        ? sql`s.suburb = ${f.suburb}`
        : sql`s.coverage && array[${`${f.city}/${f.suburb}`}, ${f.city}]::text[]`,
    );
  }
  return parts;
}

/**
 * The keys a public list orders by before its sort (decision 116), all descending: taking new
 * work (those not taking it last), then, for a suburb, based in that suburb.
 */
export function leadKeys(f: CardFilters): SQL[] {
  if (f.visibility !== 'approved') return [];
  const keys = [sql`s.taking_new_work`];
  if (f.suburb !== undefined && f.city !== undefined) {
    keys.push(sql`(s.city = ${f.city} and s.suburb = ${f.suburb})`);
  }
  return keys;
}

/** ORDER BY of a list read in index order (not by relevance rank), on services `s`. */
export function orderOf(f: CardFilters, kind: 'newest' | 'rating'): SQL {
  // NULLS LAST matches the partial indexes (the columns are never null).
  const lead = leadKeys(f).map((k) => sql`${k} desc nulls last, `);
  if (kind === 'newest') {
    return sql`${sql.join(lead)}s.created_at desc nulls last, s.id desc nulls last`;
  }
  // rating (and relevance without a query): best rated first, then most reviewed.
  return sql`${sql.join(lead)}s.rating_avg desc nulls last, s.rating_count desc nulls last, s.id desc nulls last`;
}

/** The effective order of a list: relevance only with a text query (else best rated). */
export function orderKind(
  filters: CardFilters,
  sort: Sort | undefined,
): 'newest' | 'rank' | 'rating' {
  const effective = sort ?? 'relevance';
  if (effective === 'newest') return 'newest';
  return effective === 'relevance' && filters.q !== undefined ? 'rank' : 'rating';
}

/**
 * The sort key of a row as text (`seek_key`), read from the list's index, and the condition
 * "after this key" in the same order (a row comparison the index answers as a range). The lead
 * keys (booleans, descending like the rest) come first.
 */
export function seekKeyOf(f: CardFilters, kind: 'newest' | 'rating'): SQL {
  const lead = leadKeys(f).map((k) => sql`${k}::text || '|' || `);
  return kind === 'newest'
    ? sql`${sql.join(lead)}s.created_at::text || '|' || s.id`
    : sql`${sql.join(lead)}s.rating_avg::text || '|' || s.rating_count || '|' || s.id`;
}

export function seekCondition(f: CardFilters, kind: 'newest' | 'rating', after: string): SQL {
  const lead = leadKeys(f);
  const values = after.split('|');
  const flags = values.slice(0, lead.length).map((v) => sql`${v}::boolean, `);
  const [a = '', b = '', c = ''] = values.slice(lead.length);
  const keys = sql.join(lead.map((k) => sql`${k}, `));
  return kind === 'newest'
    ? sql`(${keys}s.created_at, s.id) < (${sql.join(flags)}${a}::timestamptz, ${b}::int)`
    : sql`(${keys}s.rating_avg, s.rating_count, s.id) < (${sql.join(flags)}${a}::real, ${b}::int, ${c}::int)`;
}
