import { eq, sql } from 'drizzle-orm';

import { reviewerName } from '#shared/domain/names.ts';
import type { Db } from '../../db/client.ts';
import {
  queryCountedPage,
  serviceRefColumns,
  serviceRefOf,
  toIso,
  type ServiceRefRow,
} from '../../db/query.ts';
import { reviews, services } from '../../db/schema/index.ts';
import { serviceFacts, type ChangeBus } from '../../platform/changes/changes.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { matches, recordAction, type Admin, type ListInput } from './audit.service.ts';

type ReviewRow = ServiceRefRow & {
  id: number;
  rating: number;
  review: string;
  is_hidden: boolean;
  hidden_reason: string | null;
  created_at: string;
  user_id: number;
  role_id: number;
  business_name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string;
  job_id: number | null;
};

/** GET /api/admin/reviews: newest first; filter by text, hidden, rating. */
export async function listAdminReviews(
  db: Db,
  input: ListInput & { hidden?: 'yes' | 'no' | undefined; rating?: number | undefined },
) {
  const where = [matches(sql`r.review || ' ' || s.title`, input.q)];
  // The service is joined for the count only when the search reads its title.
  const countFrom = input.q
    ? sql`reviews r join services s on s.id = r.service_id`
    : sql`reviews r`;
  if (input.hidden) where.push(sql`r.is_hidden = ${input.hidden === 'yes'}`);
  if (input.rating) where.push(sql`r.rating = ${input.rating}`);
  const { rows, ...meta } = await queryCountedPage<ReviewRow>(
    db,
    input,
    sql`
      select r.id, r.rating::int as rating, r.review, r.is_hidden, r.hidden_reason, r.created_at,
             ${serviceRefColumns('s')}, u.id as user_id, u.role_id::int as role_id,
             u.business_name, u.first_name, u.last_name, u.email, r.job_id
      from reviews r
      join services s on s.id = r.service_id
      join users u on u.id = r.user_id
      where ${sql.join(where, sql` and `)}`,
    sql`r.created_at desc, r.id desc`,
    sql`select count(*)::int as total from ${countFrom} where ${sql.join(where, sql` and `)}`,
  );
  const list = rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    review: r.review,
    is_hidden: r.is_hidden,
    hidden_reason: r.hidden_reason,
    created_at: toIso(r.created_at),
    service: serviceRefOf(r),
    reviewer: {
      id: r.user_id,
      name: reviewerName({
        roleId: r.role_id,
        businessName: r.business_name,
        firstName: r.first_name,
        lastName: r.last_name,
      }),
      email: r.email,
    },
    label: r.job_id === null ? null : ('verified_hire' as const),
  }));
  return { reviews: list, ...meta };
}

/**
 * Hides a review for a policy breach (with a required reason; never for being negative: NZ Fair
 * Trading Act) or shows it again. A hidden review leaves the service's rating aggregate, in the
 * same transaction, and every answer showing the rating is refreshed.
 */
export async function setReviewHidden(
  deps: { db: Db; changes: ChangeBus },
  admin: Admin,
  reviewId: number,
  hide: boolean,
  reason: string | null,
) {
  const after = await deps.db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!review) throw notFound('Review not found');
    if (review.isHidden === hide)
      throw new AppError(
        'CONFLICT',
        hide ? 'This review is already hidden' : 'This review is already shown',
      );
    await tx
      .update(reviews)
      .set({ isHidden: hide, hiddenReason: hide ? reason : null })
      .where(eq(reviews.id, reviewId));
    const sign = hide ? -1 : 1;
    const [service] = await tx
      .update(services)
      .set({
        ratingCount: sql`${services.ratingCount} + ${sign}`,
        ratingSum: sql`${services.ratingSum} + ${sign * review.rating}`,
      })
      .where(eq(services.id, review.serviceId))
      .returning();
    await recordAction(tx, admin, {
      action: hide ? 'review.hide' : 'review.show',
      targetType: 'review',
      targetId: reviewId,
      reason,
      details: { service_id: review.serviceId, rating: review.rating },
    });
    return service!;
  });
  deps.changes.publish({ kind: 'reviews', service: serviceFacts(after) });
}
