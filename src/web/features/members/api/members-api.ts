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

import * as endpoints from '#shared/api/endpoints.ts';
import type { InboxQuery } from '#shared/api/members.ts';
import type { EnquiryType } from '#shared/constants.ts';
import { apiRequest, toFormData } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
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
  return useRefreshingMutation(
    (input: EnquiryInput) =>
      apiRequest(
        endpoints.sendEnquiryEmailToServiceProvider,
        toFormData({
          message: input.message,
          provider_id: input.providerId,
          service_id: input.serviceId,
          type: input.type,
        }),
      ),
    // The service page's enquired / can_review flags and the sent box change.
    [[BROWSE_KEY, 'service-detail'], [ENQUIRIES_KEY]],
  );
}

export type ReviewInput = { serviceId: number; rating: number; review: string };

/** POST /api/add-review (form: service_id, rating, review); the ratings shown refresh at once. */
export function useAddReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      apiRequest(
        endpoints.addReview,
        toFormData({ service_id: input.serviceId, rating: input.rating, review: input.review }),
      ),
    onSuccess: (answer) =>
      answer.success ? client.invalidateQueries({ queryKey: [BROWSE_KEY] }) : undefined,
  });
}

/** received: the provider's inbox; sent: the enquiries the member made. */
export type InboxBox = NonNullable<InboxQuery['box']>;

export const inboxQueryOptions = (box: InboxBox, page: number) =>
  queryOptions({
    queryKey: [ENQUIRIES_KEY, 'list', box, page] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.enquiries, { box, page }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/enquiries: received (providers) or sent, newest first. */
export function useInbox(box: InboxBox, page: number) {
  return useQuery(inboxQueryOptions(box, page));
}

/** POST /api/enquiries/{id}/read; the inbox and the header count refresh. */
export function useMarkRead() {
  return useRefreshingMutation(
    (id: number) => apiRequest(endpoints.markEnquiryRead, undefined, { params: { id } }),
    [[ENQUIRIES_KEY]],
  );
}
