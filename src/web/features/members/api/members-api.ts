/**
 * The members' calls of issue 10 besides the watchlist (src/web/lib/watchlist.ts): email and
 * call enquiries, reviews, and the enquiries inbox.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import {
  EnquiryResponseSchema,
  InboxResponseSchema,
  MarkReadResponseSchema,
  ReviewResponseSchema,
} from '#shared/api/members.ts';
import type { EnquiryType } from '#shared/constants.ts';
import { apiGet, apiPost, toFormData } from '../../../lib/api-client.ts';
import { ENQUIRIES_KEY } from '../../../lib/unread-enquiries.ts';

/** The browse answers (cards, detail, reviews, provider pages) start with 'browse'. */
const BROWSE_KEY = 'browse';

export type EnquiryInput = {
  serviceId: number;
  providerId: number;
  type: EnquiryType;
  message?: string;
};

/** POST /api/sendEnquiryEmailToServiceProvider (form: message, provider_id, service_id, type). */
export function useSendEnquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EnquiryInput) =>
      apiPost(
        '/api/sendEnquiryEmailToServiceProvider',
        EnquiryResponseSchema,
        toFormData({
          message: input.message,
          provider_id: input.providerId,
          service_id: input.serviceId,
          type: input.type,
        }),
      ),
    // The service page's enquired / can_review flags and the sent box change.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [BROWSE_KEY, 'service-detail'] }),
        client.invalidateQueries({ queryKey: [ENQUIRIES_KEY] }),
      ]),
  });
}

export type ReviewInput = { serviceId: number; rating: number; review: string };

/** POST /api/add-review (form: service_id, rating, review); the ratings shown refresh at once. */
export function useAddReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      apiPost(
        '/api/add-review',
        ReviewResponseSchema,
        toFormData({ service_id: input.serviceId, rating: input.rating, review: input.review }),
      ),
    onSuccess: (answer) =>
      answer.success ? client.invalidateQueries({ queryKey: [BROWSE_KEY] }) : undefined,
  });
}

export type InboxBox = 'received' | 'sent';

export const inboxQueryOptions = (box: InboxBox, page: number) =>
  queryOptions({
    queryKey: [ENQUIRIES_KEY, 'list', box, page] as const,
    queryFn: ({ signal }) => apiGet('/api/enquiries', InboxResponseSchema, { box, page }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/enquiries: received (providers) or sent, newest first. */
export function useInbox(box: InboxBox, page: number) {
  return useQuery(inboxQueryOptions(box, page));
}

/** POST /api/enquiries/{id}/read; the inbox and the header count refresh. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost(`/api/enquiries/${id}/read`, MarkReadResponseSchema, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: [ENQUIRIES_KEY] }),
  });
}
