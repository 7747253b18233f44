import { sql, type SQL } from 'drizzle-orm';

import {
  buildPageScanQuery,
  CARD_JOINS,
  orderSql,
  type CardFilters,
  type CardListOptions,
} from './card-queries.ts';

/**
 * Public card pages built as JSON by PostgreSQL (decision 083): the database writes the page's
 * cards as one JSON text, which the server passes through without parsing rows, mapping cards
 * or stringifying them. `toCard` (cards.ts) stays the reference: a test holds both equal on the
 * same rows. Private lists (an owner's or an admin's) still go through `toCard`.
 */

/** What the cards need besides the rows: where stored files are served, provider counts. */
export type CardJsonEnv = {
  /** `storage.url(key)` is this prefix followed by the key. */
  urlPrefix: string;
  /** Distinct providers per sub category id (the cached aggregate), as a JSON object text. */
  providerCountsJson: string;
};

/** One row of buildCardJsonPageQuery: the page's cards as a JSON array text, and its facts. */
export type CardJsonPage = {
  cards: string;
  owner_ids: number[] | null;
  /** The sort key of the last card (keyset pagination), when the list can seek. */
  last_seek_key: string | null;
  n: number;
  total: number | null;
};

/** The URL of a stored key plus `suffix` (null without a key), as storage.url does. */
const urlOf = (key: SQL, suffix = '') => sql`case when coalesce(${key}, '') = '' then null
  else env.url_prefix || ${key}${sql.raw(suffix ? ` || '${suffix}'` : '')} end`;

/** Math.round(x * 10) / 10 of JS for x >= 0 (ties upward), in float8 as JS computes it. */
const average = sql`case when s.rating_count > 0
  then s.rating_sum::float8 / s.rating_count else 0::float8 end`;

/** One public card (the shape of toCard), as json; `w` is the viewer's watch flag (0 or 1). */
function cardJson(watched: SQL): SQL {
  const logo = urlOf(sql`u.logo`);
  return sql`json_build_object(
    'id', s.id, 'Service_id', s.id, 'slug', s.slug, 'title', s.title,
    'description', s.card_description,
    'main_service_image', ${urlOf(sql`s.main_image`, '-card.webp')},
    'created_at', s.created_at_iso,
    'status', s.status, 'category_id', s.category_id, 'subCategory_id', s.sub_category_id,
    'service_type', s.service_types, 'city', s.city, 'suburb', s.suburb,
    'business_name', s.business_name, 'seller_slug', u.slug,
    'added_by_id', s.added_by_id, 'added_by', s.added_by_id,
    'have_provider', json_build_object('id', s.added_by_id, 'role_id', u.role_id::int,
                                       'logo', ${logo}, 'slug', u.slug),
    'role_id', u.role_id::int, 'logo', ${logo},
    'rating', floor(${average} * 10 + 0.5) / 10,
    'averageRating', ${average},
    'average_reviews', case when s.rating_count > 0
      then json_build_array(json_build_object('service_id', s.id, 'average_rating', ${average}))
      else '[]'::json end,
    'total_reviews', s.rating_count, 'totalReviews', s.rating_count,
    'subcat', json_build_object('id', sc.id, 'name', sc.name, 'slug', sc.slug,
      'category_id', sc.category_id,
      'service_providers_count', coalesce((env.counts ->> sc.id::text)::int, 0)),
    'watchList', ${watched}, 'watchlist', ${watched})`;
}

/**
 * One page of public cards as JSON text (one row), its owners, the last sort key and, with
 * `withTotal`, the window count. The page itself is buildPageScanQuery's (the partial indexes).
 */
export function buildCardJsonPageQuery(
  filters: CardFilters,
  options: CardListOptions,
  withTotal: boolean,
  viewerId: number | null,
  env: CardJsonEnv,
): SQL {
  // The viewer's flags: one probe of the unique (user, service) index per card.
  const watched = viewerId === null ? sql`0` : sql`(w.service_id is not null)::int`;
  const watchJoin =
    viewerId === null
      ? sql``
      : sql`left join watchlist w on w.user_id = ${viewerId} and w.service_id = s.id`;
  return sql`
    with p as (${buildPageScanQuery(filters, options, withTotal)}
    ),
    c as (
      select ${cardJson(watched)}::text as card, s.added_by_id, p.seek_key, p.total
      from p
      join services s on s.id = p.id
      ${CARD_JOINS}
      ${watchJoin}
      cross join (select ${env.urlPrefix}::text as url_prefix,
                         ${env.providerCountsJson}::jsonb as counts) env
      order by ${orderSql(filters, options.sort)}
    )
    select '[' || coalesce(string_agg(c.card, ','), '') || ']' as cards,
           array_agg(c.added_by_id) as owner_ids,
           (array_agg(c.seek_key))[count(*)] as last_seek_key,
           count(*)::int as n, max(c.total)::int as total
    from c`;
}
