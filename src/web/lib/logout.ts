import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import * as endpoints from '#shared/api/endpoints.ts';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { apiRequest } from './api-client.ts';
import { isStartupQueryKey } from './catalogue-queries.ts';
import { notifySuccess } from './notify.ts';
import { clearAll } from './storage.ts';

export type LogoutDeps = {
  queryClient: QueryClient;
  navigate: (to: string) => void | Promise<void>;
};

/**
 * Drops every cached answer except the public start-up data: the answers carry the session
 * user's flags (watchlist, enquired, may review), so they change with the user (login, logout).
 */
export function dropUserQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !isStartupQueryKey(query.queryKey) });
}

/**
 * Spec section 4: logout clears all local storage, shows 'Your are logout' and goes home. The
 * server session is ended too (a failure there is ignored: the local state is cleared anyway).
 * Every cached query except the public start-up data is dropped. The user's calls still in
 * flight are cancelled first: answered after the session ended, they would only be 401s.
 */
export async function logout({ queryClient, navigate }: LogoutDeps): Promise<void> {
  await queryClient.cancelQueries({ predicate: (query) => !isStartupQueryKey(query.queryKey) });
  try {
    await apiRequest(endpoints.logout);
  } catch {
    /* already logged out on the server, or offline: clear locally anyway */
  }
  clearAll();
  dropUserQueries(queryClient);
  notifySuccess(MESSAGES.loggedOut);
  await navigate(paths.home);
}

/** Returns a function that logs out (for the header and any other screen). */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => logout({ queryClient, navigate }), [queryClient, navigate]);
}
