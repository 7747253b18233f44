import { sql } from 'drizzle-orm';

import type {
  ProviderReviewSort,
  ProviderReviewsResponse,
  RatingBreakdown,
} from '#shared/api/browse.ts';
import { listedProvider } from '../../db/visibility.ts';
import { notFound } from '../../lib/errors.ts';
import type { BrowseContext, Scoped } from './browse-context.ts';
import { REVIEW_COLUMNS, reviewItemOf, reviewLabelSql, type ReviewRow } from './review-rows.ts';
import type { Viewer } from './viewer.ts';

/**
 * GET /api/provider-reviews (issue 27 §2): every visible review of a provider's public services
 * (the ones its rating counts), newest, highest or lowest first, each with its service and label,
 * and the count per star. The owner and admins also see the reviews of their unlisted services.
 *
 * One statement (decision 138): the provider, the count per star (a visitor reads the provider's
 * `public_review_stars`; the owner and admins sum every service's `review_stars`) and the page.
 * A review carries its provider, so the page is the start of one of the reviews_provider_*_idx
 * ranges; the provider's services that are not public (usually none) are left out by id.
 */
const ORDER: Record<ProviderReviewSort, (a: string) => string> = {
  newest: (a) => `${a}.created_at desc nulls last, ${a}.id desc nulls last`,
  highest: (a) =>
    `${a}.rating desc nulls last, ${a}.created_at desc nulls last, ${a}.id desc nulls last`,
  lowest: (a) => `${a}.rating, ${a}.created_at desc nulls last, ${a}.id desc nulls last`,
};

type ProviderReviewRow = { provider_id: number; listed: boolean; stars: number[] } & (
  (ReviewRow & { service_slug: string; service_title: string }) | { id: null }
);

type Input = { id: string; page: number; per_page: number; sort: ProviderReviewSort };

function providerReviewsSql(input: Input, viewer: Viewer) {
  const order = ORDER[input.sort];
  const viewerId = viewer?.id ?? 0;
  const isAdmin = viewer?.isAdmin ?? false;
  // The viewer's reviews of this provider: `mine` (owner or admin) sees every service's.
  const theirs = sql`r.provider_id = (select id from prov) and not r.is_hidden
    and r.service_id <> all ((select ids from hidden)::int[])`;
  return sql`
    with prov as (
      select u.id, (${listedProvider('u')}) as listed,
             (u.id = ${viewerId}::int or ${isAdmin}::boolean) as mine,
             u.public_review_stars
        from users u where u.slug = ${input.id}),
    hidden as (
      select coalesce(array_agg(s.id), '{}'::int[]) as ids from services s
       where s.added_by_id = (select id from prov) and not (select mine from prov)
         and not (s.status = 'approved' and s.is_listed)),
    stars as (
      select case when not (select mine from prov) then (select public_review_stars from prov)
        else (select array[coalesce(sum(s.review_stars[1]), 0), coalesce(sum(s.review_stars[2]), 0),
                     coalesce(sum(s.review_stars[3]), 0), coalesce(sum(s.review_stars[4]), 0),
                     coalesce(sum(s.review_stars[5]), 0)]::int[]
                from services s where s.added_by_id = (select id from prov)) end as n),
    p as (
      select r.id, r.service_id from reviews r where ${theirs}
       order by ${sql.raw(order('r'))}
       limit ${input.per_page} offset ${(input.page - 1) * input.per_page})
    select prov.id as provider_id, prov.listed, stars.n as stars, x.*
      from prov cross join stars
      left join lateral (
        select ${REVIEW_COLUMNS}, ${reviewLabelSql('r')} as label,
               s.slug as service_slug, s.title as service_title
          from p
          join reviews r on r.id = p.id
          join users u on u.id = r.user_id
          join services s on s.id = p.service_id) x on true
     order by ${sql.raw(order('x'))}`;
}

export async function listProviderReviews(
  ctx: BrowseContext,
  input: Input,
  viewer: Viewer,
): Promise<Scoped<ProviderReviewsResponse>> {
  const rows = await ctx.query<ProviderReviewRow>(providerReviewsSql(input, viewer));
  const provider = rows[0];
  // The provider's page answers (a listed provider; the owner and admins always).
  const mine =
    provider !== undefined &&
    viewer !== null &&
    (viewer.isAdmin || viewer.id === provider.provider_id);
  if (!provider || (!provider.listed && !mine)) throw notFound('Provider not found');
  const [one, two, three, four, five] = provider.stars;
  const breakdown: RatingBreakdown = { 1: one!, 2: two!, 3: three!, 4: four!, 5: five! };
  const result = [];
  for (const r of rows) {
    if (r.id === null) continue;
    result.push({
      ...reviewItemOf(r),
      service: { id: r.service_id, slug: r.service_slug, title: r.service_title },
    });
  }
  return {
    answer: {
      success: true,
      result,
      breakdown,
      sort: input.sort,
      total: provider.stars.reduce((sum, n) => sum + n, 0),
      page: input.page,
      per_page: input.per_page,
    },
    scope: { kind: 'provider', providerId: provider.provider_id },
  };
}
