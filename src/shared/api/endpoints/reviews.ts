/** Replies to reviews (issue 27 §1): the provider answers a review of their service. */
import { defineEndpoint } from '../endpoint.ts';
import {
  AdminReviewReportsQuerySchema,
  AdminReviewReportsResponseSchema,
  ReplyBodySchema,
  ReplyResponseSchema,
  ReportReviewBodySchema,
  ResolveReviewReportBodySchema,
  ReviewActionResponseSchema,
  ReviewParamsSchema,
} from '../reviews.ts';

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

export const reportReview = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/reviews/:id/report',
  params: ReviewParamsSchema,
  body: ReportReviewBodySchema,
  response: ReviewActionResponseSchema,
});

export const adminReviewReports = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/admin/review-reports',
  query: AdminReviewReportsQuerySchema,
  response: AdminReviewReportsResponseSchema,
});

export const resolveReviewReport = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/review-reports/:id/resolve',
  params: ReviewParamsSchema,
  body: ResolveReviewReportBodySchema,
  response: ReviewActionResponseSchema,
});
