/** Replies to reviews (issue 27 §1): the provider answers a review of their service. */
import { defineEndpoint } from '../endpoint.ts';
import { ReplyBodySchema, ReplyResponseSchema, ReviewParamsSchema } from '../reviews.ts';

export const replyToReview = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/reviews/:id/reply',
  params: ReviewParamsSchema,
  body: ReplyBodySchema,
  response: ReplyResponseSchema,
});

export const editReviewReply = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/api/reviews/:id/reply',
  params: ReviewParamsSchema,
  body: ReplyBodySchema,
  response: ReplyResponseSchema,
});

export const removeReviewReply = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: '/api/reviews/:id/reply',
  params: ReviewParamsSchema,
  response: ReplyResponseSchema,
});
