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
