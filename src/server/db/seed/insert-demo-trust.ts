import { and, asc, eq, sql } from 'drizzle-orm';

import { hashToken } from '../../platform/sessions/sessions.ts';
import type { Db } from '../client.ts';
import { reviewInvitations, reviewReports, reviews, services } from '../schema/index.ts';

/**
 * Issue 27's demo rows on the demo provider's services, so each screen has something to show:
 * the provider's public replies to their two lowest reviews, one open report (by the demo
 * customer) in the admin's review queue, and one sent review invitation.
 */
const REPLIES = [
  'Thanks for the feedback. We have changed how we book visits so this does not happen again.',
  'Sorry we fell short. Please call us: we would like to put it right at no cost.',
];

export async function insertDemoTrust(
  db: Db,
  now: Date,
  ids: { provider: number | undefined; customer: number | undefined },
): Promise<void> {
  if (ids.provider === undefined || ids.customer === undefined) return;
  const lowest = await db
    .select({ id: reviews.id, userId: reviews.userId })
    .from(reviews)
    .innerJoin(services, eq(services.id, reviews.serviceId))
    .where(and(eq(services.addedById, ids.provider), eq(reviews.isHidden, false)))
    .orderBy(asc(reviews.rating), asc(reviews.id))
    .limit(REPLIES.length + 1);
  for (const [i, text] of REPLIES.entries()) {
    const review = lowest[i];
    if (!review) break;
    await db
      .update(reviews)
      .set({ replyText: text, replyCreatedAt: now })
      .where(eq(reviews.id, review.id));
  }
  const reported = lowest.find((r) => r.userId !== ids.customer);
  if (reported) {
    await db.insert(reviewReports).values({
      reviewId: reported.id,
      reporterId: ids.customer,
      reason: 'not_customer',
      text: 'I know this business: I do not think this person ever hired them.',
      createdAt: now,
    });
  }
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.addedById, ids.provider))
    .orderBy(asc(services.id))
    .limit(1);
  if (service) {
    await db.insert(reviewInvitations).values({
      providerId: ids.provider,
      serviceId: service.id,
      email: 'past.customer@example.co.nz',
      // Nobody holds the link: a fixed value keeps the seed repeatable.
      tokenHash: hashToken(`demo-invitation:${now.toISOString()}`),
      expiresAt: sql`${now.toISOString()}::timestamptz + interval '30 days'`,
      createdAt: now,
    });
  }
}
