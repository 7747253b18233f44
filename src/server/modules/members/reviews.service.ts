import { and, desc, eq, isNull, sql } from 'drizzle-orm';

import { reviewerName, accountName } from '#shared/domain/names.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  enquiries,
  jobInvites,
  jobs,
  reviewInvitations,
  reviews,
  services,
  users,
} from '../../db/schema/index.ts';
import { publicService } from '../../db/visibility.ts';
import { serviceFacts, type ChangeBus } from '../../platform/changes/changes.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enqueueEmail, wakeOutbox } from '../../platform/mail/mail.ts';
import { reviewEmail } from './member-emails.ts';

export const REVIEW_ADDED = 'Review has been added successfully';
export const REVIEW_DUPLICATE = 'Review has been already added against this service';
export const REVIEW_NEEDS_ENQUIRY =
  'Please send the provider an enquiry before reviewing this service';
export const REVIEW_OWN = 'You cannot review your own service';

export type ReviewDeps = {
  db: Db;
  config: Pick<Config, 'siteName' | 'publicUrl'>;
  changes: ChangeBus;
};

export type ReviewOutcome =
  { ok: true; rating: number; totalReviews: number } | { ok: false; message: string };

/**
 * The member's jobs with this service (issue 26 §3): an invitation (or a quote) counts as an
 * enquiry; a completed job that hired it makes the review a verified hire.
 */
async function jobContact(
  tx: Tx,
  memberId: number,
  serviceId: number,
): Promise<{ invited: boolean; hiredJobId: number | null }> {
  const [invite] = await tx
    .select({ id: jobInvites.id })
    .from(jobInvites)
    .innerJoin(jobs, eq(jobs.id, jobInvites.jobId))
    .where(and(eq(jobs.memberId, memberId), eq(jobInvites.serviceId, serviceId)))
    .limit(1);
  const [hired] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.memberId, memberId),
        eq(jobs.hiredServiceId, serviceId),
        eq(jobs.state, 'completed'),
      ),
    )
    .orderBy(desc(jobs.completedAt))
    .limit(1);
  return { invited: invite !== undefined, hiredJobId: hired?.id ?? null };
}

/** Marks the invitation used; a link used meanwhile (a second tab) undoes the review. */
async function claimInvitation(tx: Tx, claim: ReviewInvitationClaim, memberId: number) {
  const claimed = await tx
    .update(reviewInvitations)
    .set({ usedAt: sql`now()`, usedById: memberId })
    .where(and(eq(reviewInvitations.id, claim.invitationId), isNull(reviewInvitations.usedAt)))
    .returning({ id: reviewInvitations.id });
  if (claimed.length === 0) throw new AppError('CONFLICT', claim.usedMessage);
}

/** A review that comes through a provider's invitation (issue 27 §2): claimed with the review. */
export type ReviewInvitationClaim = { invitationId: number; usedMessage: string };

/**
 * POST /api/add-review (product-decisions §6): only after the member enquired about the service
 * (or invited it to a job, or was invited by the provider: `invitation`, claimed in the same
 * transaction), one per member and service, never on one's own service. The review and the service's rating
 * aggregate are written in one transaction (the service row locked), the provider is emailed,
 * and the change refreshes every cached answer that shows the rating.
 */
export async function addReview(
  deps: ReviewDeps,
  memberId: number,
  input: { serviceId: number; rating: number; review: string },
  invitation?: ReviewInvitationClaim,
): Promise<ReviewOutcome> {
  const outcome = await deps.db.transaction(
    async (tx): Promise<ReviewOutcome & { facts?: ReturnType<typeof serviceFacts> }> => {
      const [service] = await tx
        .select()
        .from(services)
        .where(and(eq(services.id, input.serviceId), publicService('services')))
        .for('update');
      if (!service) throw notFound('Service not found');
      if (service.addedById === memberId) return { ok: false, message: REVIEW_OWN };
      const [enquiry] = await tx
        .select({ id: enquiries.id })
        .from(enquiries)
        .where(and(eq(enquiries.userId, memberId), eq(enquiries.serviceId, service.id)))
        .limit(1);
      const hire = await jobContact(tx, memberId, service.id);
      if (!enquiry && !hire.invited && !invitation) {
        return { ok: false, message: REVIEW_NEEDS_ENQUIRY };
      }
      const inserted = await tx
        .insert(reviews)
        .values({
          serviceId: service.id,
          userId: memberId,
          rating: input.rating,
          review: input.review,
          jobId: hire.hiredJobId,
          invitationId: invitation?.invitationId ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: reviews.id });
      if (inserted.length === 0) return { ok: false, message: REVIEW_DUPLICATE };
      if (invitation) await claimInvitation(tx, invitation, memberId);
      const [after] = await tx
        .update(services)
        .set({
          ratingCount: sql`${services.ratingCount} + 1`,
          ratingSum: sql`${services.ratingSum} + ${input.rating}`,
        })
        .where(eq(services.id, service.id))
        .returning();
      const [[owner], [member]] = await Promise.all([
        tx.select().from(users).where(eq(users.id, service.addedById)),
        tx.select().from(users).where(eq(users.id, memberId)),
      ]);
      if (owner && member) {
        await enqueueEmail(tx, {
          to: owner.email,
          ...reviewEmail({
            ...deps.config,
            providerName: accountName(owner),
            service,
            reviewer: reviewerName(member),
            rating: input.rating,
            review: input.review,
          }),
        });
      }
      const count = after!.ratingCount;
      return {
        ok: true,
        rating: Math.round((after!.ratingSum / count) * 10) / 10,
        totalReviews: count,
        facts: serviceFacts(after!),
      };
    },
  );
  if (!outcome.ok) return outcome;
  wakeOutbox();
  if (outcome.facts) deps.changes.publish({ kind: 'reviews', service: outcome.facts });
  return { ok: true, rating: outcome.rating, totalReviews: outcome.totalReviews };
}
