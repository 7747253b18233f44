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

/** The providers of the directory (listed, role 2), matching the name search when given. */
function directoryWhere(q: string | undefined): SQL {
  const nameFilter = q
    ? sql`and (u.business_name ilike ${likePattern(q)} or u.about_message ilike ${likePattern(q)})`
    : sql``;
  return sql`u.role_id = ${ROLE.provider} and ${listedProvider('u')} ${nameFilter}`;
}

/**
 * One page of the provider directory, newest first, with their ratings: the listed providers'
 * index in order (migration 0013), each checked and rated off its public services' index.
 */
export function buildDirectoryPageQuery(input: {
  page: number;
  per_page: number;
  q?: string | undefined;
}): SQL {
  return sql`
    with p as (
      select u.id from users u where ${directoryWhere(input.q)}
      order by u.created_at desc nulls last, u.id desc nulls last
      limit ${input.per_page} offset ${(input.page - 1) * input.per_page}
    )
    select ${PROVIDER_COLUMNS}
    from p
    join users u on u.id = p.id
    ${providerRatingJoin(sql`p.id`)}
    order by u.created_at desc nulls last, u.id desc nulls last`;
}

/** How many providers the directory lists (with the name search). */
export function buildDirectoryCountQuery(q: string | undefined): SQL {
  return sql`select count(*)::int as total from users u where ${directoryWhere(q)}`;
}
