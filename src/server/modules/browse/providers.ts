import { sql, type SQL } from 'drizzle-orm';

import type { ProviderCard } from '#shared/api/browse.ts';
import { providerName } from '#shared/domain/names.ts';
import { toIso } from '../../db/query.ts';
import { publicService } from '../../db/visibility.ts';
import type { Storage } from '../../lib/storage.ts';
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
