import { eq } from 'drizzle-orm';

import { REVIEW_TEXTS, type ReviewReply } from '#shared/api/reviews.ts';
import { accountName, fullName } from '#shared/domain/names.ts';
import type { Tx } from '../../db/client.ts';
import { reviews, services, users } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { serviceFacts } from '../../platform/changes/changes.ts';
import { enqueueEmail, wakeOutbox } from '../../platform/mail/mail.ts';
import { reviewReplyEmail } from './member-emails.ts';
import type { ReviewDeps } from './reviews.service.ts';

/**
 * Replies to reviews (issue 27 §1): the provider of the reviewed service replies publicly once
 * per review (2..1000 characters, plain text), may edit or remove the reply, and the reviewer is
 * emailed when it is first published. Anyone else gets 403; a hidden or unknown review is 404.
 * Each change refreshes the cached answers that show the review.
 */

export type Action = 'add' | 'edit' | 'remove';

/** The review and its service, locked; 404 or 403 unless the user owns the service. */
async function lockOwnReview(tx: Tx, userId: number, reviewId: number) {
  const [row] = await tx
    .select({ review: reviews, service: services })
    .from(reviews)
    .innerJoin(services, eq(services.id, reviews.serviceId))
    .where(eq(reviews.id, reviewId))
    .for('update', { of: reviews });
  if (!row || row.review.isHidden) throw notFound(REVIEW_TEXTS.reviewNotFound);
  if (row.service.addedById !== userId) throw forbidden(REVIEW_TEXTS.notProvider);
  return row;
}

const replyOf = (r: {
  replyText: string | null;
  replyCreatedAt: Date | null;
  replyUpdatedAt: Date | null;
}): ReviewReply | null =>
  r.replyText === null || r.replyCreatedAt === null
    ? null
    : {
        text: r.replyText,
        created_at: r.replyCreatedAt.toISOString(),
        updated_at: r.replyUpdatedAt?.toISOString() ?? null,
      };

/** POST (add), PUT (edit) or DELETE (remove) /api/reviews/{id}/reply. */
export async function changeReply(
  deps: ReviewDeps,
  userId: number,
  reviewId: number,
  action: Action,
  text?: string,
): Promise<{ message: string; reply: ReviewReply | null }> {
  const result = await deps.db.transaction(async (tx) => {
    const { review, service } = await lockOwnReview(tx, userId, reviewId);
    const now = new Date();
    const has = review.replyText !== null;
    if (action === 'add' && has) throw new AppError('CONFLICT', REVIEW_TEXTS.alreadyReplied);
    if (action !== 'add' && !has) throw notFound(REVIEW_TEXTS.noReply);
    const values =
      action === 'remove'
        ? { replyText: null, replyCreatedAt: null, replyUpdatedAt: null }
        : action === 'add'
          ? { replyText: text!, replyCreatedAt: now, replyUpdatedAt: null }
          : { replyText: text!, replyUpdatedAt: now };
    const [after] = await tx
      .update(reviews)
      .set(values)
      .where(eq(reviews.id, reviewId))
      .returning();
    if (action === 'add') {
      const [[reviewer], [provider]] = await Promise.all([
        tx.select().from(users).where(eq(users.id, review.userId)),
        tx.select().from(users).where(eq(users.id, service.addedById)),
      ]);
      if (reviewer && provider) {
        await enqueueEmail(tx, {
          to: reviewer.email,
          ...reviewReplyEmail({
            ...deps.config,
            reviewerName: fullName(reviewer) || accountName(reviewer),
            providerName: accountName(provider),
            service,
            reply: text!,
          }),
        });
      }
    }
    return { reply: replyOf(after!), facts: serviceFacts(service) };
  });
  if (action === 'add') wakeOutbox();
  deps.changes.publish({ kind: 'reviews', service: result.facts });
  const message =
    action === 'add'
      ? REVIEW_TEXTS.replied
      : action === 'edit'
        ? REVIEW_TEXTS.replyEdited
        : REVIEW_TEXTS.replyRemoved;
  return { message, reply: result.reply };
}
