import { z } from 'zod';

import { id, text } from './common.ts';

/*
 * Replies to reviews (issue 27 §1): the provider of the reviewed service answers publicly, once
 * per review, and may edit or remove the reply. The names `reply`, `text` and `created_at` are a
 * contract other clients rely on. Identity comes from the session.
 */

export const REPLY_MIN = 2;
export const REPLY_MAX = 1000;

export const REVIEW_TEXTS = {
  replied: 'Your reply is published.',
  replyEdited: 'Your reply is updated.',
  replyRemoved: 'Your reply is removed.',
  alreadyReplied: 'You have already replied to this review. Edit your reply instead.',
  noReply: 'There is no reply to this review.',
  notProvider: 'Only the provider of this service can reply to its reviews.',
  reviewNotFound: 'Review not found',
} as const;

export const ReviewParamsSchema = z.object({ id });

/** POST and PUT /api/reviews/{id}/reply (json). */
export const ReplyBodySchema = z.object({
  reply: text(REPLY_MAX).pipe(
    z.string().min(REPLY_MIN, `must be at least ${REPLY_MIN} characters`),
  ),
});
export type ReplyBody = z.input<typeof ReplyBodySchema>;

/** A provider's reply as review answers carry it. */
export const ReviewReplySchema = z.object({
  /** Plain text: show it as text. */
  text: z.string(),
  created_at: z.string(),
  /** When it was last edited; null when never. */
  updated_at: z.string().nullable(),
});
export type ReviewReply = z.infer<typeof ReviewReplySchema>;

export const ReplyResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reply: ReviewReplySchema.nullable(),
});
export type ReplyResponse = z.infer<typeof ReplyResponseSchema>;

/*
 * Reports of reviews (issue 27 §1): any logged-in user reports a review once, with a reason from
 * the list (and text for "other"). A report never hides a review by itself: an admin keeps it, or
 * hides it for a named policy breach, never for being negative (Fair Trading Act).
 */
export const REVIEW_REPORT_REASONS = [
  'not_customer',
  'offensive',
  'personal_info',
  'conflict_of_interest',
  'other',
] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];
export const REVIEW_REPORT_REASON_LABELS: Record<ReviewReportReason, string> = {
  not_customer: 'Not a real customer',
  offensive: 'Offensive',
  personal_info: 'Personal information',
  conflict_of_interest: 'Conflict of interest',
  other: 'Other',
};
export const REPORT_TEXT_MAX = 1000;

/** The policies a review may be hidden for: never its rating or its being negative. */
export const REVIEW_POLICIES = [
  'not_customer',
  'offensive',
  'personal_info',
  'conflict_of_interest',
  'spam',
] as const;
export type ReviewPolicy = (typeof REVIEW_POLICIES)[number];
export const REVIEW_POLICY_LABELS: Record<ReviewPolicy, string> = {
  not_customer: 'Not written by a real customer',
  offensive: 'Offensive or abusive language',
  personal_info: 'Shares personal information',
  conflict_of_interest: 'Conflict of interest',
  spam: 'Spam or advertising',
};

export const REVIEW_REPORT_TEXTS = {
  reported: 'Thank you. Our team will look at this review.',
  alreadyReported: 'You have already reported this review.',
  reportOwn: 'You cannot report your own review.',
  reportNotFound: 'Report not found',
  reportResolved: 'This report is already resolved.',
  kept: 'Report closed. The review stays up.',
  hidden: 'The review is hidden. The reporters and the provider have been told.',
  alreadyHidden: 'This review is already hidden.',
  textRequired: 'Tell us what is wrong with this review',
  policyRequired: 'Name the policy the review breaks',
} as const;

/** POST /api/reviews/{id}/report (json: reason, text). */
export const ReportReviewBodySchema = z
  .object({
    reason: z.enum(REVIEW_REPORT_REASONS, { message: 'must be one of the listed reasons' }),
    text: text(REPORT_TEXT_MAX).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.reason === 'other' && (b.text?.trim().length ?? 0) < 3) {
      ctx.addIssue({ code: 'custom', path: ['text'], message: REVIEW_REPORT_TEXTS.textRequired });
    }
  });
export type ReportReviewBody = z.input<typeof ReportReviewBodySchema>;

export const ReviewActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** GET /api/admin/review-reports: open reports, oldest first. */
export const AdminReviewReportsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const AdminReviewReportSchema = z.object({
  id: z.number().int(),
  reason: z.enum(REVIEW_REPORT_REASONS),
  text: z.string().nullable(),
  /** The reporter is the provider of the reviewed service (their own reviews). */
  by_provider: z.boolean(),
  created_at: z.string(),
  reporter: z.object({ id: z.number().int(), name: z.string() }),
  review: z.object({
    id: z.number().int(),
    rating: z.number().int(),
    review: z.string(),
    created_at: z.string(),
    reviewer_name: z.string(),
    is_hidden: z.boolean(),
  }),
  service: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  /** Open reports of the same review (this one included). */
  reports_on_review: z.number().int(),
});
export type AdminReviewReport = z.infer<typeof AdminReviewReportSchema>;

export const AdminReviewReportsResponseSchema = z.object({
  success: z.literal(true),
  reports: z.array(AdminReviewReportSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminReviewReportsResponse = z.infer<typeof AdminReviewReportsResponseSchema>;

/** POST /api/admin/review-reports/{id}/resolve: keep, or hide naming the policy. */
export const ResolveReviewReportBodySchema = z
  .object({
    action: z.enum(['keep', 'hide'], { message: 'must be keep or hide' }),
    policy: z.enum(REVIEW_POLICIES, { message: 'must be one of the listed policies' }).optional(),
    note: text(500).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.action === 'hide' && !b.policy) {
      ctx.addIssue({
        code: 'custom',
        path: ['policy'],
        message: REVIEW_REPORT_TEXTS.policyRequired,
      });
    }
  });
export type ResolveReviewReportBody = z.input<typeof ResolveReviewReportBodySchema>;
