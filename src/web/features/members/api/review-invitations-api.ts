/**
 * Review invitations (issue 27 §2): the provider's sent list and the invite call; the invited
 * person's view of a link and the review it allows.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/endpoints.ts';
import { PAGE_SIZE_MAX } from '#shared/constants.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

const INVITATIONS_KEY = 'review-invitations';
/** The browse answers' key prefix (ratings shown everywhere refresh after a review). */
const BROWSE_KEY = 'browse';

/** GET /api/seller-services: the provider's public services, for the invite form's select. */
export const useMyPublicServices = (userId: number) =>
  useQuery({
    queryKey: [BROWSE_KEY, 'seller-services', { id: userId, per_page: PAGE_SIZE_MAX }] as const,
    queryFn: ({ signal }) =>
      apiRequest(endpoints.sellerServices, { id: userId, per_page: PAGE_SIZE_MAX }, { signal }),
  });

export const sentInvitationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [INVITATIONS_KEY, 'sent', page] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.listReviewInvitations, { page }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/review-invitations?page=: the provider's sent invitations, newest first. */
export const useSentInvitations = (page: number) => useQuery(sentInvitationsQueryOptions(page));

/** POST /api/review-invitations: the list refreshes. */
export const useInvite = () =>
  useRefreshingMutation(
    (input: { email: string; service_id: number }) => apiRequest(endpoints.inviteReview, input),
    [[INVITATIONS_KEY]],
  );

/** GET /api/review-invitations/{token}: the service a link is for, and its state. */
export const useInvitation = (token: string) =>
  useQuery({
    queryKey: [INVITATIONS_KEY, 'link', token] as const,
    queryFn: ({ signal }) =>
      apiRequest(endpoints.viewReviewInvitation, undefined, { params: { token }, signal }),
    retry: false,
  });

/** POST /api/review-invitations/{token}/review: every rating shown refreshes. */
export const useReviewByInvitation = (token: string) =>
  useRefreshingMutation(
    (input: { rating: number; review: string }) =>
      apiRequest(endpoints.reviewByInvitation, input, { params: { token } }),
    [[INVITATIONS_KEY], [BROWSE_KEY]],
  );
