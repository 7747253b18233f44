import { sql, type SQL } from 'drizzle-orm';

import type { ProviderCard } from '#shared/api/browse.ts';
import { ROLE } from '#shared/constants.ts';
import { providerName } from '#shared/domain/names.ts';
import { toIso } from '../../db/query.ts';
import { listedProvider, publicService } from '../../db/visibility.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { roundRating } from './cards.ts';

/**
 * Providers as the public sees them: one set of columns, one rating (the sum over the
 * provider's approved services) and one mapper to the provider card.
 */

/**
 * The provider's rating over its public services (and how many it has), joined as `pr` for
 * the owner id given.
 */
export function providerRatingJoin(ownerId: SQL): SQL {
  return sql`cross join lateral (
      select coalesce(sum(o.rating_sum), 0)::int as rating_sum,
             coalesce(sum(o.rating_count), 0)::int as rating_count,
             count(*)::int as approved_services
      from services o
      where o.added_by_id = ${ownerId} and ${publicService('o')}
    ) pr`;
}

/** Provider card columns of users `u` and its rating `pr` (providerRatingJoin). */
export const PROVIDER_COLUMNS = sql`
  u.id, u.slug, u.role_id::int as role_id, u.logo, u.business_name, u.first_name, u.last_name,
  u.about_message, u.phone_number, u.created_at, pr.rating_sum, pr.rating_count`;

/** A row of PROVIDER_COLUMNS. */
export type ProviderRow = {
  id: number;
  slug: string;
  role_id: number;
  logo: string | null;
  business_name: string | null;
  first_name: string | null;
  last_name: string | null;
  about_message: string | null;
  phone_number: string | null;
  created_at: string;
  rating_sum: number;
  rating_count: number;
};

/** The one mapper from a provider row to the provider card. */
export function toProviderCard(row: ProviderRow, storage: Storage): ProviderCard {
  return {
    id: row.id,
    slug: row.slug,
    role_id: row.role_id,
    logo: row.logo ? storage.url(row.logo) : null,
    business_name: providerName({
      businessName: row.business_name,
      firstName: row.first_name,
      lastName: row.last_name,
    }),
    message: row.about_message ?? '',
    phone_number: row.phone_number ?? '',
    created_at: toIso(row.created_at),
    stripe_id: null,
    rating: roundRating(row.rating_sum, row.rating_count),
    total_reviews: row.rating_count,
  };
}

/** `%` and `_` are literal in a provider name search. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The directory's filters and order (GET /api/AllServiceProviders, issue 24 §6). */
export type DirectoryFilters = {
  /** Part of the business name, case and macrons ignored ("tui" finds "Tūī Plumbing"). */
  q?: string | undefined;
  /** Providers with a public service of this sub category. */
  subCategory_id?: number | undefined;
  /** Providers with a public service covering (some of) this city. */
  city?: string | undefined;
  /** 'newest' (the default) or 'rating': best rated first, as the card's rating. */
  sort?: 'newest' | 'rating' | undefined;
};

/**
 * The providers of the directory (listed, role 2), matching the filters: the name on
 * users_business_name_fold_trgm_idx, the sub category and city through one of the provider's
 * public services (its owner index, then its coverage keys: a service based elsewhere that
 * covers the city counts).
 */
function directoryWhere(f: DirectoryFilters): SQL {
  const nameFilter = f.q
    ? sql`and kiwi_fold(coalesce(u.business_name, '')) like kiwi_fold(${likePattern(f.q)})`
    : sql``;
  const serviceFilters = [
    ...(f.subCategory_id === undefined ? [] : [sql`ds.sub_category_id = ${f.subCategory_id}`]),
    ...(f.city === undefined ? [] : [sql`ds.coverage @> array[${`${f.city}/*`}]::text[]`]),
  ];
  const serviceFilter =
    serviceFilters.length > 0
      ? sql`and exists (select 1 from services ds where ds.added_by_id = u.id
              and ${publicService('ds')} and ${sql.join(serviceFilters, sql` and `)})`
      : sql``;
  return sql`u.role_id = ${ROLE.provider} and ${listedProvider('u')} ${nameFilter} ${serviceFilter}`;
}

/**
 * The directory's order: newest first (the listed providers' index, migration 0013), or best
 * rated first (the card's rating, rounded to a tenth as shown, then the most reviewed).
 */
const NEWEST = sql`u.created_at desc nulls last, u.id desc nulls last`;
const BEST_RATED = sql`pr.rating desc, pr.rating_count desc, u.created_at desc nulls last, u.id desc`;

/** The rating of the card, in SQL (roundRating): 0 without reviews. */
const CARD_RATING = sql`case when pr.rating_count > 0
    then round(pr.rating_sum::numeric / pr.rating_count, 1) else 0 end`;

/**
 * One page of the provider directory, newest or best rated first, with their ratings: the
 * listed providers in order, each checked and rated off its public services' index.
 */
export function buildDirectoryPageQuery(
  input: { page: number; per_page: number } & DirectoryFilters,
): SQL {
  const limit = sql`limit ${input.per_page} offset ${(input.page - 1) * input.per_page}`;
  if (input.sort === 'rating') {
    return sql`
      with p as (
        select u.id, pr.rating, pr.rating_count, u.created_at
        from users u
        cross join lateral (select ${CARD_RATING} as rating, pr.rating_count
                            from (select 1) one ${providerRatingJoin(sql`u.id`)}) pr
        where ${directoryWhere(input)}
        order by ${BEST_RATED}
        ${limit}
      )
      select ${PROVIDER_COLUMNS}
      from p
      join users u on u.id = p.id
      ${providerRatingJoin(sql`p.id`)}
      order by p.rating desc, p.rating_count desc, u.created_at desc nulls last, u.id desc`;
  }
  return sql`
    with p as (
      select u.id from users u where ${directoryWhere(input)}
      order by ${NEWEST}
      ${limit}
    )
    select ${PROVIDER_COLUMNS}
    from p
    join users u on u.id = p.id
    ${providerRatingJoin(sql`p.id`)}
    order by ${NEWEST}`;
}

/** How many providers the directory lists (with its filters). */
export function buildDirectoryCountQuery(f: DirectoryFilters): SQL {
  return sql`select count(*)::int as total from users u where ${directoryWhere(f)}`;
}
