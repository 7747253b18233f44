import { sql } from 'drizzle-orm';

import type { SubCatSummary } from '#shared/api/browse.ts';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { listedProvider, publicService } from '../../../db/visibility.ts';
import { CARD_COLUMNS, CARD_JOINS, type CardRow } from '../card-queries.ts';
import { PROVIDER_COLUMNS, providerRatingJoin, type ProviderRow } from '../providers.ts';

/**
 * The two aggregates of the read model, each computed over every public service and kept in a
 * `TtlValue` (browse-cache.ts): per sub category (distinct providers, reviews), and the popular
 * snapshot (most reviewed services, best providers). Same for every viewer; may lag (README.md).
 */

/** How many rows the popular aggregates keep (the largest `limit` a caller may ask for). */
const POPULAR_KEEP = 50;
/** Weight of the prior in the Bayesian provider rating: that many reviews at the site mean. */
const BAYES_PRIOR_REVIEWS = 10;

export type SubCategoryStat = SubCatSummary & { reviews: number };
export type PopularSnapshot = { serviceRows: CardRow[]; providers: ProviderRow[] };

/** Distinct providers and review totals of approved services, per active sub category. */
export async function loadSubCategoryStats(db: Db): Promise<SubCategoryStat[]> {
  return queryRows<SubCategoryStat>(
    db,
    sql`
      select sc.id, sc.name, sc.slug, sc.category_id,
             coalesce(agg.providers, 0)::int as service_providers_count,
             coalesce(agg.reviews, 0)::int as reviews
      from sub_categories sc
      left join (
        select s.sub_category_id, count(distinct s.added_by_id) as providers,
               sum(s.rating_count) as reviews
        from services s
        where ${publicService('s')}
        group by s.sub_category_id
      ) agg on agg.sub_category_id = sc.id
      where sc.is_active`,
  );
}

/** Most reviewed approved services and the best providers (Bayesian-weighted rating). */
export async function loadPopular(db: Db): Promise<PopularSnapshot> {
  const [serviceRows, providers] = await Promise.all([
    queryRows<CardRow>(
      db,
      sql`
        select ${CARD_COLUMNS}
        from services s
        ${CARD_JOINS}
        where ${publicService('s')}
        order by s.rating_count desc nulls last, s.rating_avg desc nulls last,
                 s.id desc nulls last
        limit ${POPULAR_KEEP}`,
    ),
    queryRows<ProviderRow>(
      db,
      sql`
        with site as (
          select coalesce(sum(rating_sum)::float8 / nullif(sum(rating_count), 0), 0) as mean
          from services s where ${publicService('s')}
        )
        select ${PROVIDER_COLUMNS}
        from users u
        ${providerRatingJoin(sql`u.id`)}
        cross join site
        where ${listedProvider('u')}
        order by (${BAYES_PRIOR_REVIEWS} * site.mean + pr.rating_sum)
                   / (${BAYES_PRIOR_REVIEWS} + pr.rating_count) desc,
                 pr.rating_count desc, u.id
        limit ${POPULAR_KEEP}`,
    ),
  ]);
  return { serviceRows, providers };
}
