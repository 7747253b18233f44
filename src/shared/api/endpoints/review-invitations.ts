/** Review invitations (issue 27 §2): a provider invites a past customer to review a service. */
import { defineEndpoint } from '../endpoint.ts';
import {
  InvitationBodySchema,
  InvitationListQuerySchema,
  InvitationListResponseSchema,
  InvitationResponseSchema,
  InvitationTokenParamsSchema,
  InvitationViewResponseSchema,
  InvitedReviewBodySchema,
  InvitedReviewResponseSchema,
} from '../review-invitations.ts';

export const inviteReview = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/review-invitations',
  body: InvitationBodySchema,
  response: InvitationResponseSchema,
});

export const listReviewInvitations = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/review-invitations',
  query: InvitationListQuerySchema,
  response: InvitationListResponseSchema,
});

export const viewReviewInvitation = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/review-invitations/:token',
  params: InvitationTokenParamsSchema,
  response: InvitationViewResponseSchema,
});

export const reviewByInvitation = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/review-invitations/:token/review',
  params: InvitationTokenParamsSchema,
  body: InvitedReviewBodySchema,
  response: InvitedReviewResponseSchema,
});
