import { sql } from 'drizzle-orm';

import type {
  ProviderReviewSort,
  ProviderReviewsResponse,
  RatingBreakdown,
} from '#shared/api/browse.ts';
import { listedProvider, publicService } from '../../db/visibility.ts';
import { notFound } from '../../lib/errors.ts';
import type { BrowseContext, Scoped } from './browse-context.ts';
import { REVIEW_COLUMNS, reviewItemOf, reviewLabelSql, type ReviewRow } from './review-rows.ts';
import type { Viewer } from './viewer.ts';

/**
 * GET /api/provider-reviews (issue 27 §2): every visible review of a provider's public services
 * (the ones its rating counts), newest, highest or lowest first, each with its service and label,
 * and the count per star. The owner and admins also see the reviews of their unlisted services.
 */
const ORDER: Record<ProviderReviewSort, string> = {
  newest: 'r.created_at desc, r.id desc',
  highest: 'r.rating desc, r.created_at desc, r.id desc',
  lowest: 'r.rating asc, r.created_at desc, r.id desc',
};

type ProviderReviewRow = ReviewRow & {
  service_slug: string;
  service_title: string;
};

export async function listProviderReviews(
  ctx: BrowseContext,
  input: { id: string; page: number; per_page: number; sort: ProviderReviewSort },
  viewer: Viewer,
): Promise<Scoped<ProviderReviewsResponse>> {
  // The provider's page answers (a listed provider; the owner and admins always).
  const [provider] = await ctx.query<{ id: number; listed: boolean }>(
    sql`select u.id, (${listedProvider('u')}) as listed from users u where u.slug = ${input.id}`,
  );
  const mine =
    provider !== undefined && viewer !== null && (viewer.isAdmin || viewer.id === provider.id);
  if (!provider || (!provider.listed && !mine)) throw notFound('Provider not found');
  const visible = mine ? sql`true` : publicService('s');
  // The provider's services the viewer may see, then their visible reviews.
  const reviews = sql`reviews r join services s on s.id = r.service_id
    where s.added_by_id = ${provider.id} and ${visible} and not r.is_hidden`;
  const offset = (input.page - 1) * input.per_page;
  const [rows, counts] = await Promise.all([
    ctx.query<ProviderReviewRow>(
      sql`
        with p as (
          select r.id, s.slug as service_slug, s.title as service_title
          from ${reviews}
          order by ${sql.raw(ORDER[input.sort])}
          limit ${input.per_page} offset ${offset}
        )
        select ${REVIEW_COLUMNS}, ${reviewLabelSql('r')} as label, p.service_slug, p.service_title
        from p
        join reviews r on r.id = p.id
        join users u on u.id = r.user_id
        order by ${sql.raw(ORDER[input.sort])}`,
    ),
    ctx.query<{ rating: number; n: number }>(
      sql`select r.rating::int as rating, count(*)::int as n from ${reviews} group by r.rating`,
    ),
  ]);
  const breakdown: RatingBreakdown = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const c of counts) {
    if (c.rating >= 1 && c.rating <= 5) breakdown[c.rating as keyof RatingBreakdown] = c.n;
  }
  const total = counts.reduce((sum, c) => sum + c.n, 0);
  return {
    answer: {
      success: true,
      result: rows.map((r) => ({
        ...reviewItemOf(r),
        service: { id: r.service_id, slug: r.service_slug, title: r.service_title },
      })),
      breakdown,
      sort: input.sort,
      total,
      page: input.page,
      per_page: input.per_page,
    },
    scope: { kind: 'provider', providerId: provider.id },
  };
}
