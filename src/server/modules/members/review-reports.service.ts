import { and, eq, sql } from 'drizzle-orm';

import {
  REVIEW_POLICY_LABELS,
  REVIEW_REPORT_TEXTS,
  REVIEW_TEXTS,
  type AdminReviewReport,
  type ReviewPolicy,
  type ReviewReportReason,
} from '#shared/api/reviews.ts';
import { accountName, fullName, reviewerName } from '#shared/domain/names.ts';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows, toIso } from '../../db/query.ts';
import { reviewReports, reviews, services, users } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { serviceFacts, type ChangeBus } from '../../platform/changes/changes.ts';
import { enqueueEmail, wakeOutbox } from '../../platform/mail/mail.ts';
import { recordAction, type Admin } from '../admin/audit.service.ts';
import { reviewReportOutcomeEmail } from './member-emails.ts';
import type { ReviewDeps } from './reviews.service.ts';

/**
 * Reports of reviews (issue 27 §1, decision 135): any logged-in user reports a review once with a
 * reason from the list; the reviewer cannot report their own review. A report never hides a
 * review by itself: the admin keeps it, or hides it naming the policy it breaks (never for being
 * negative). Hiding takes the review out of the rating in the same transaction. The reporters
 * and the provider are told the outcome; every decision is audited.
 */

const conflict = (message: string) => new AppError('CONFLICT', message);

/** POST /api/reviews/{id}/report */
export async function reportReview(
  db: Db,
  userId: number,
  reviewId: number,
  input: { reason: ReviewReportReason; text: string | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ review: reviews, ownerId: services.addedById })
      .from(reviews)
      .innerJoin(services, eq(services.id, reviews.serviceId))
      .where(eq(reviews.id, reviewId));
    if (!row || row.review.isHidden) throw notFound(REVIEW_TEXTS.reviewNotFound);
    if (row.review.userId === userId) throw forbidden(REVIEW_REPORT_TEXTS.reportOwn);
    const [added] = await tx
      .insert(reviewReports)
      .values({
        reviewId,
        reporterId: userId,
        reason: input.reason,
        text: input.text?.trim() || null,
        byProvider: row.ownerId === userId,
      })
      .onConflictDoNothing()
      .returning({ id: reviewReports.id });
    if (!added) throw conflict(REVIEW_REPORT_TEXTS.alreadyReported);
  });
}

type ReportRow = {
  id: number;
  reason: ReviewReportReason;
  text: string | null;
  by_provider: boolean;
  created_at: unknown;
  reporter_id: number;
  p_role_id: number;
  p_business_name: string | null;
  p_first_name: string | null;
  p_last_name: string | null;
  p_username: string;
  review_id: number;
  rating: number;
  review: string;
  review_created_at: unknown;
  is_hidden: boolean;
  r_role_id: number;
  r_business_name: string | null;
  r_first_name: string | null;
  r_last_name: string | null;
  service_id: number;
  service_slug: string;
  service_title: string;
  reports_on_review: number;
  total: number;
};

/** GET /api/admin/review-reports: open reports, oldest first, each with its review. */
export async function listReviewReports(
  db: Db,
  input: { page: number; per_page: number },
): Promise<{ reports: AdminReviewReport[]; total: number }> {
  const offset = (input.page - 1) * input.per_page;
  const rows = await queryRows<ReportRow>(
    db,
    sql`
      select rr.id, rr.reason, rr.text, rr.by_provider, rr.created_at, rr.reporter_id,
             p.role_id::int as p_role_id, p.business_name as p_business_name,
             p.first_name as p_first_name, p.last_name as p_last_name, p.username as p_username,
             r.id as review_id, r.rating::int as rating, r.review,
             r.created_at as review_created_at, r.is_hidden,
             u.role_id::int as r_role_id, u.business_name as r_business_name,
             u.first_name as r_first_name, u.last_name as r_last_name,
             s.id as service_id, s.slug as service_slug, s.title as service_title,
             (select count(*)::int from review_reports o
               where o.review_id = rr.review_id and o.status = 'open') as reports_on_review,
             count(*) over ()::int as total
      from review_reports rr
      join reviews r on r.id = rr.review_id
      join services s on s.id = r.service_id
      join users u on u.id = r.user_id
      join users p on p.id = rr.reporter_id
      where rr.status = 'open'
      order by rr.created_at, rr.id
      limit ${input.per_page} offset ${offset}`,
  );
  const reports = rows.map((r): AdminReviewReport => ({
    id: r.id,
    reason: r.reason,
    text: r.text,
    by_provider: r.by_provider,
    created_at: toIso(r.created_at),
    reporter: {
      id: r.reporter_id,
      name: accountName({
        roleId: r.p_role_id,
        businessName: r.p_business_name,
        firstName: r.p_first_name,
        lastName: r.p_last_name,
        username: r.p_username,
      }),
    },
    review: {
      id: r.review_id,
      rating: r.rating,
      review: r.review,
      created_at: toIso(r.review_created_at),
      reviewer_name: reviewerName({
        roleId: r.r_role_id,
        businessName: r.r_business_name,
        firstName: r.r_first_name,
        lastName: r.r_last_name,
      }),
      is_hidden: r.is_hidden,
    },
    service: { id: r.service_id, slug: r.service_slug, title: r.service_title },
    reports_on_review: r.reports_on_review,
  }));
  return { reports, total: rows[0]?.total ?? 0 };
}

/** Emails the outcome to the reporters whose reports closed and to the provider. */
async function tellOutcome(
  tx: Tx,
  config: ReviewDeps['config'],
  userIds: number[],
  service: { title: string; slug: string; addedById: number },
  policy: ReviewPolicy | null,
): Promise<void> {
  for (const userId of userIds) {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) continue;
    await enqueueEmail(tx, {
      to: user.email,
      ...reviewReportOutcomeEmail({
        ...config,
        name: fullName(user) || accountName(user),
        service,
        hidden: policy !== null,
        policy: policy ? REVIEW_POLICY_LABELS[policy] : null,
        asProvider: userId === service.addedById,
      }),
    });
  }
}

/**
 * POST /api/admin/review-reports/{id}/resolve: `keep` closes this report; `hide` hides the
 * review for the named policy (out of the rating) and closes all its open reports. The
 * reporters whose reports closed and the provider are emailed the outcome.
 */
export async function resolveReviewReport(
  deps: Pick<ReviewDeps, 'db' | 'config'> & { changes: Pick<ChangeBus, 'publish'> },
  admin: Admin,
  reportId: number,
  input: { action: 'keep' | 'hide'; policy: ReviewPolicy | undefined; note: string | undefined },
): Promise<string> {
  const note = input.note?.trim() || null;
  const hide = input.action === 'hide';
  const outcome = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ reviewId: reviewReports.reviewId })
      .from(reviewReports)
      .where(eq(reviewReports.id, reportId));
    if (!found) throw notFound(REVIEW_REPORT_TEXTS.reportNotFound);
    // The review first, then its reports (the order hiding takes everywhere).
    const [review] = await tx
      .select()
      .from(reviews)
      .where(eq(reviews.id, found.reviewId))
      .for('update');
    const [report] = await tx
      .select({ status: reviewReports.status })
      .from(reviewReports)
      .where(eq(reviewReports.id, reportId))
      .for('update');
    if (!review || !report) throw notFound(REVIEW_REPORT_TEXTS.reportNotFound);
    if (report.status !== 'open') throw conflict(REVIEW_REPORT_TEXTS.reportResolved);
    if (hide && review.isHidden) throw conflict(REVIEW_REPORT_TEXTS.alreadyHidden);
    const policy = hide ? input.policy! : null;
    const closed = await tx
      .update(reviewReports)
      .set({
        status: hide ? 'hidden' : 'kept',
        policy,
        resolvedById: admin.id,
        resolution: note,
        resolvedAt: new Date(),
      })
      .where(
        hide
          ? and(eq(reviewReports.reviewId, review.id), eq(reviewReports.status, 'open'))
          : eq(reviewReports.id, reportId),
      )
      .returning({ id: reviewReports.id, reporterId: reviewReports.reporterId });
    const [before] = await tx.select().from(services).where(eq(services.id, review.serviceId));
    let service = before!;
    if (hide) {
      await tx
        .update(reviews)
        .set({ isHidden: true, hiddenReason: REVIEW_POLICY_LABELS[policy!] })
        .where(eq(reviews.id, review.id));
      const [after] = await tx
        .update(services)
        .set({
          ratingCount: sql`${services.ratingCount} - 1`,
          ratingSum: sql`${services.ratingSum} - ${review.rating}`,
        })
        .where(eq(services.id, review.serviceId))
        .returning();
      service = after!;
    }
    const told = [...new Set([...closed.map((c) => c.reporterId), service.addedById])];
    await tellOutcome(tx, deps.config, told, service, policy);
    await recordAction(tx, admin, {
      action: hide ? 'review.hide' : 'review_report.keep',
      targetType: 'review',
      targetId: review.id,
      reason: hide ? REVIEW_POLICY_LABELS[policy!] : note,
      details: { report_ids: closed.map((c) => c.id), note, service_id: review.serviceId },
    });
    return { facts: hide ? serviceFacts(service) : null };
  });
  wakeOutbox();
  if (outcome.facts) deps.changes.publish({ kind: 'reviews', service: outcome.facts });
  return hide ? REVIEW_REPORT_TEXTS.hidden : REVIEW_REPORT_TEXTS.kept;
}
