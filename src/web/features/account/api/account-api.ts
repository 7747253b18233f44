/**
 * The account calls: the session user (GET /api/me) and the three account changes of spec
 * section 7, posted as forms like the spec's client. Identity comes from the session cookie;
 * user_id is sent for compatibility only.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { AccountUpdateResponse } from '#shared/api/account.ts';
import type { MeResponse } from '#shared/api/auth.ts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

export const ACCOUNT_QUERY_PREFIX = 'account';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: [ACCOUNT_QUERY_PREFIX, 'me'] as const,
    queryFn: ({ signal }) => apiGet<MeResponse>('/api/me', undefined, signal),
    retry: false,
    staleTime: 0,
  });
/** GET /api/me: the account page's data (names, member since, subscription). */
export function useMe(enabled = true) {
  return useQuery({ ...meQueryOptions(), enabled });
}

function postForm(path: string, fields: Record<string, string | number | Blob>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    form.set(key, value instanceof Blob ? value : String(value));
  }
  return apiRequest<AccountUpdateResponse>(path, { method: 'POST', body: form });
}

/** Refreshes the account data after a change. */
function useAccountMutation<V>(mutationFn: (values: V) => Promise<AccountUpdateResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_PREFIX] }),
  });
}

export type UpdateEmailValues = {
  current_email: string;
  user_id: number;
  new_email: string;
  password: string;
};
/** POST /api/update-email (form). */
export function useUpdateEmail() {
  return useAccountMutation((values: UpdateEmailValues) => postForm('/api/update-email', values));
}

export type ChangePasswordValues = {
  current_password: string;
  new_password: string;
  user_id: number;
};
/** POST /api/change-password (form). */
export function useChangePassword() {
  return useAccountMutation((values: ChangePasswordValues) =>
    postForm('/api/change-password', values),
  );
}

/** POST /api/update-logo (multipart: logo, user_id). */
export function useUpdateLogo() {
  return useAccountMutation((values: { logo: File; user_id: number }) =>
    postForm('/api/update-logo', values),
  );
}
