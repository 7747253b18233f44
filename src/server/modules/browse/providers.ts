import { sql, type SQL } from 'drizzle-orm';

import type { ProviderCard } from '#shared/api/browse.ts';
import { providerName } from '#shared/domain/names.ts';
import { toIso } from '../../db/query.ts';
import type { StoredBadge } from '../../db/schema/index.ts';
import { DIRECTORY_PROVIDER } from '../../db/schema/users.ts';
import { publicService } from '../../db/visibility.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { publicBadges } from '../credentials/credential-badges.service.ts';
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

/** Provider card columns of a directory row: users `u` with its stored rating sums. */
const DIRECTORY_COLUMNS = sql`
  u.id, u.slug, u.role_id::int as role_id, u.logo, u.business_name, u.first_name, u.last_name,
  u.about_message, u.phone_number, u.created_at, u.public_rating_sum as rating_sum,
  u.public_rating_count as rating_count, u.reply_time_minutes, u.badges`;

/** Provider card columns of users `u` and its rating `pr` (providerRatingJoin). */
export const PROVIDER_COLUMNS = sql`
  u.id, u.slug, u.role_id::int as role_id, u.logo, u.business_name, u.first_name, u.last_name,
  u.about_message, u.phone_number, u.created_at, pr.rating_sum, pr.rating_count,
  u.reply_time_minutes, u.badges`;

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
  /** Kept by the conversations module when the provider first replies in one (issue 25 §4). */
  reply_time_minutes: number | null;
  /** The provider's checked badges (`users.badges`, issue 27 §3). */
  badges: StoredBadge[] | null;
};

/** The one mapper from a provider row to the provider card. */
export function toProviderCard(row: ProviderRow, storage: Storage): ProviderCard {
  return {
    id: row.id,
    slug: row.slug,
    role_id: row.role_id,
    logo: row.logo ? storage.url(row.logo) : null,
    badges: publicBadges(row.badges),
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
    reply_time_minutes: row.reply_time_minutes ?? null,
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
  /**
   * 'newest' (the default), 'rating' (best rated first, as the card's rating) or 'reply_time'
   * (fastest reply first, unmeasured last).
   */
  sort?: 'newest' | 'rating' | 'reply_time' | undefined;
};

/**
 * The name filter. Two letters or more: a LIKE on the trigram index. One letter (the first key
 * typed) has no trigram and matches most names, so that index would be read whole and the
 * matches sorted (~19 ms at 5,000 providers); `strpos` reads as unselective to the planner, which
 * then walks the directory's order and stops at the page (0.2 ms). Its own SQL text, so its own
 * prepared plan.
 */
function nameMatch(q: string): SQL {
  return [...q.trim()].length === 1
    ? sql`strpos(u.business_name_folded, kiwi_fold(${q.trim()})) > 0`
    : sql`u.business_name_folded like kiwi_fold(${likePattern(q)})`;
}

/**
 * The providers of the directory (decision 121): listed providers (DIRECTORY_PROVIDER, kept by
 * triggers on services), the name on users_business_name_fold_trgm_idx, the sub category and the
 * city through one of the provider's public services: a probe of
 * services_public_sub_category_owner_idx, or an index-only read of the provider's entries of
 * services_public_owner_idx (which carries the coverage keys). A service based elsewhere that
 * covers the city counts. `offset 0` keeps each a probe per provider in the directory's order,
 * which stops at the page, rather than a join with every matching service.
 */
function directoryWhere(f: DirectoryFilters): SQL {
  // Unqualified columns of users: only `u` is in scope here.
  const parts: SQL[] = [DIRECTORY_PROVIDER];
  if (f.q) parts.push(nameMatch(f.q));
  const serviceFilters = [
    ...(f.subCategory_id === undefined ? [] : [sql`ds.sub_category_id = ${f.subCategory_id}`]),
    ...(f.city === undefined ? [] : [sql`ds.coverage @> array[${`${f.city}/*`}]::text[]`]),
  ];
  if (serviceFilters.length > 0) {
    parts.push(sql`exists (select 1 from services ds where ds.added_by_id = u.id
              and ${publicService('ds')} and ${sql.join(serviceFilters, sql` and `)} offset 0)`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * The directory's order: newest first, best rated first (the card's rating, rounded to a
 * tenth as shown, then the most reviewed), or fastest reply first (issue 25), each an index
 * order (users_directory_*_idx).
 */
const NEWEST = sql`u.created_at desc nulls last, u.id desc nulls last`;
const BEST_RATED = sql`u.public_rating desc nulls last, u.public_rating_count desc nulls last, u.created_at desc nulls last, u.id desc nulls last`;
const FASTEST_REPLY = sql`u.reply_time_minutes asc nulls last, u.created_at desc nulls last, u.id desc nulls last`;
const ORDERS = { newest: NEWEST, rating: BEST_RATED, reply_time: FASTEST_REPLY } as const;

/**
 * One page of the provider directory, newest or best rated first, with their ratings as stored
 * (the card's rating): the page's ids first, an index-only range of users_directory_*_idx, then
 * those users' columns.
 */
export function buildDirectoryPageQuery(
  input: { page: number; per_page: number } & DirectoryFilters,
): SQL {
  const order = ORDERS[input.sort ?? 'newest'];
  return sql`
    with p as (
      select u.id from users u
      where ${directoryWhere(input)}
      order by ${order}
      limit ${input.per_page} offset ${(input.page - 1) * input.per_page}
    )
    select ${DIRECTORY_COLUMNS}
    from p
    join users u on u.id = p.id
    order by ${order}`;
}

/** How many providers the directory lists (with its filters). */
export function buildDirectoryCountQuery(f: DirectoryFilters): SQL {
  return sql`select count(*)::int as total from users u where ${directoryWhere(f)}`;
}
