import type { Db } from '../client.ts';
import { enquiries, reviews, watchlist } from '../schema/index.ts';
import { insertInChunks } from './insert-chunks.ts';
import type { DemoPlan } from './plan-types.ts';
import { buildEnquiry, buildReview, buildWatch } from './rows.ts';

/**
 * The demo customers' activity rows: enquiries (each to the service's owner), reviews and
 * watchlists. The services' rating aggregates are set afterwards (ratings.ts), once for all.
 */

/** Ids by email (users) and by slug (services). */
export type DemoIds = { user: ReadonlyMap<string, number>; service: ReadonlyMap<string, number> };

export async function insertDemoEnquiries(db: Db, plan: DemoPlan, ids: DemoIds): Promise<void> {
  const ownerOf = new Map(plan.services.map((s) => [s.slug, s.ownerEmail]));
  await insertInChunks(plan.enquiries, (chunk) =>
    db
      .insert(enquiries)
      .values(
        chunk.map((e) =>
          buildEnquiry({
            serviceId: ids.service.get(e.serviceSlug)!,
            providerId: ids.user.get(ownerOf.get(e.serviceSlug)!)!,
            userId: ids.user.get(e.userEmail)!,
            type: e.type,
            message: e.message,
            isRead: e.isRead,
            createdAt: e.createdAt,
          }),
        ),
      )
      .returning({ id: enquiries.id }),
  );
}

export async function insertDemoReviews(db: Db, plan: DemoPlan, ids: DemoIds): Promise<void> {
  await insertInChunks(plan.reviews, (chunk) =>
    db
      .insert(reviews)
      .values(
        chunk.map((r) =>
          buildReview({
            serviceId: ids.service.get(r.serviceSlug)!,
            userId: ids.user.get(r.userEmail)!,
            rating: r.rating,
            review: r.review,
            isHidden: r.isHidden,
            hiddenReason: r.hiddenReason,
            createdAt: r.createdAt,
            updatedAt: r.createdAt,
          }),
        ),
      )
      .returning({ id: reviews.id }),
  );
}

export async function insertDemoWatchlist(db: Db, plan: DemoPlan, ids: DemoIds): Promise<void> {
  await insertInChunks(plan.watchlist, (chunk) =>
    db
      .insert(watchlist)
      .values(
        chunk.map((w) =>
          buildWatch({
            serviceId: ids.service.get(w.serviceSlug)!,
            userId: ids.user.get(w.userEmail)!,
            createdAt: w.createdAt,
          }),
        ),
      )
      .returning({ id: watchlist.id }),
  );
}
