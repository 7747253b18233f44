/**
 * The account calls: the session user (GET /api/me) and the three account changes of spec
 * section 7, posted as forms like the spec's client. Identity comes from the session cookie;
 * user_id is sent for compatibility only.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  AccountUpdateResponseSchema,
  type AccountUpdateResponse,
  type ChangePasswordBody,
  type UpdateEmailBody,
  type UpdateLogoFields,
} from '#shared/api/account.ts';
import { MeResponseSchema } from '#shared/api/auth.ts';
import { CancelResponseSchema } from '#shared/api/billing.ts';
import { apiGet, requestPath, toFormData } from '../../../lib/api-client.ts';

export const ACCOUNT_QUERY_PREFIX = 'account';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: [ACCOUNT_QUERY_PREFIX, 'me'] as const,
    queryFn: ({ signal }) => apiGet('/api/me', MeResponseSchema, undefined, signal),
    retry: false,
    staleTime: 0,
  });
/** GET /api/me: the account page's data (names, member since, subscription). */
export function useMe() {
  return useQuery(meQueryOptions());
}

function postForm(path: string, fields: Record<string, string | number | Blob | undefined>) {
  return requestPath(path, AccountUpdateResponseSchema, {
    method: 'POST',
    body: toFormData(fields),
  });
}

/** Refreshes the account data after a change. */
function useAccountMutation<V>(mutationFn: (values: V) => Promise<AccountUpdateResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_PREFIX] }),
  });
}

/** POST /api/update-email (form). */
export function useUpdateEmail() {
  return useAccountMutation((values: UpdateEmailBody) => postForm('/api/update-email', values));
}

/** POST /api/change-password (form). */
export function useChangePassword() {
  return useAccountMutation((values: ChangePasswordBody) =>
    postForm('/api/change-password', values),
  );
}

/** POST /api/update-logo (multipart: logo, user_id). */
export function useUpdateLogo() {
  return useAccountMutation((values: UpdateLogoFields & { logo: File }) =>
    postForm('/api/update-logo', values),
  );
}

/** GET /api/stripe-subscription-cancel/{stripe_subscription_id}: stops the renewal at once. */
export function useCancelSubscription() {
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      apiGet(
        `/api/stripe-subscription-cancel/${encodeURIComponent(subscriptionId)}`,
        CancelResponseSchema,
      ),
  });
}
