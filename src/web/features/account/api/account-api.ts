/**
 * The account calls: the session user (GET /api/me) and the three account changes of spec
 * section 7, posted as forms like the spec's client. Identity comes from the session cookie;
 * user_id is sent for compatibility only.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  AccountUpdateResponse,
  AvailabilityBody,
  ChangePasswordBody,
  UpdateEmailBody,
  UpdateLogoFields,
} from '#shared/api/account.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { apiRequest, toFormData } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export const ACCOUNT_QUERY_PREFIX = 'account';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: [ACCOUNT_QUERY_PREFIX, 'me'] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.me, undefined, { signal }),
    retry: false,
    staleTime: 0,
  });
/** GET /api/me: the account page's data (names, member since, subscription). */
export function useMe() {
  return useQuery(meQueryOptions());
}

/** The account changes, posted as forms. */
type AccountChange =
  typeof endpoints.updateEmail | typeof endpoints.changePassword | typeof endpoints.updateLogo;

function postForm(
  endpoint: AccountChange,
  fields: Record<string, string | number | Blob | undefined>,
): Promise<AccountUpdateResponse> {
  return apiRequest(endpoint, toFormData(fields));
}

/** Refreshes the account data after a change. */
const useAccountMutation = <V>(mutationFn: (values: V) => Promise<AccountUpdateResponse>) =>
  useRefreshingMutation(mutationFn, [[ACCOUNT_QUERY_PREFIX]]);

/** POST /api/update-email (form). */
export function useUpdateEmail() {
  return useAccountMutation((values: UpdateEmailBody) => postForm(endpoints.updateEmail, values));
}

/** POST /api/change-password (form). */
export function useChangePassword() {
  return useAccountMutation((values: ChangePasswordBody) =>
    postForm(endpoints.changePassword, values),
  );
}

/** POST /api/update-logo (multipart: logo, user_id). */
export function useUpdateLogo() {
  return useAccountMutation((values: UpdateLogoFields & { logo: File }) =>
    postForm(endpoints.updateLogo, values),
  );
}

/** GET /api/stripe-subscription-cancel/{stripe_subscription_id}: stops the renewal at once. */
export function useCancelSubscription() {
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      apiRequest(endpoints.stripeSubscriptionCancel, undefined, {
        params: { stripe_subscription_id: subscriptionId },
      }),
  });
}

/** POST /api/account/availability (json): whether the provider takes new work (issue 24 §1b). */
export function useSetAvailability() {
  return useRefreshingMutation(
    (body: AvailabilityBody) => apiRequest(endpoints.setAvailability, body),
    [[ACCOUNT_QUERY_PREFIX]],
  );
}

export const messageEmailsQueryOptions = () =>
  queryOptions({
    queryKey: [ACCOUNT_QUERY_PREFIX, 'message-emails'] as const,
    queryFn: ({ signal }) =>
      apiRequest(endpoints.messageEmailsSetting, undefined, { signal, background: true }),
    select: (answer) => answer.enabled,
  });

/** GET /api/account/message-emails: whether a new message is emailed (issue 25 §3). */
export function useMessageEmails() {
  return useQuery(messageEmailsQueryOptions());
}

/** POST /api/account/message-emails (json: enabled); the switch moves at once. */
export function useSetMessageEmails() {
  const queryClient = useQueryClient();
  const { queryKey } = messageEmailsQueryOptions();
  return useMutation({
    mutationFn: (enabled: boolean) => apiRequest(endpoints.setMessageEmails, { enabled }),
    onMutate: (enabled) => {
      const before = queryClient.getQueryData(queryKey);
      if (before) queryClient.setQueryData(queryKey, { ...before, enabled });
      return { before };
    },
    onError: (_error, _enabled, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer),
  });
}
