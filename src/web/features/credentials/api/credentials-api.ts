/**
 * The provider's licences and badges (issue 27 §3): their list, add (multipart, with the
 * certificate) and remove. Every key starts with CREDENTIALS_KEY, so a change refreshes the list.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/endpoints.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export const CREDENTIALS_KEY = 'credentials';

export const credentialsQueryOptions = () =>
  queryOptions({
    queryKey: [CREDENTIALS_KEY, 'mine'] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.listCredentials, undefined, { signal }),
    staleTime: 0,
  });

/** GET /api/credentials: the provider's own credentials, in every state. */
export const useCredentials = () => useQuery(credentialsQueryOptions());

const useCredentialChange = <V, A>(call: (variables: V) => Promise<A>) =>
  useRefreshingMutation(call, [[CREDENTIALS_KEY]]);

/** POST /api/credentials (multipart: kind, number, classes[], insurer, amount_cents, …). */
export const useAddCredential = () =>
  useCredentialChange((form: FormData) => apiRequest(endpoints.addCredential, form));

/** DELETE /api/credentials/{id}: the badge goes at once. */
export const useRemoveCredential = () =>
  useCredentialChange((id: number) =>
    apiRequest(endpoints.removeCredential, undefined, { params: { id } }),
  );
