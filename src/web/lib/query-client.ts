import {
  dehydrate,
  hydrate,
  QueryClient,
  type DehydratedState,
  type Query,
} from '@tanstack/react-query';

import { ApiError } from './api-client.ts';

/**
 * Builds the app's TanStack Query client (one per app; tests make their own). On the server
 * (one per rendered page) nothing retries: a failed read renders as it is (a 404 page).
 */
export function createQueryClient(options: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: options.server ? Infinity : 10 * 60_000,
        retry: options.server ? false : 1,
        // On the server a failed read is final: the page shows it (the not-found page).
        retryOnMount: !options.server,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
      mutations: { retry: 0 },
    },
  });
}

/** An ApiError as plain JSON (what crosses from the server to the browser). */
type ErrorJson = { name: 'ApiError'; status: number; message: string };

const settled = (query: Query) =>
  query.state.status === 'success' || query.state.status === 'error';

/**
 * The server's answers for the browser: successes and failures (a 404 renders the not-found
 * page on both sides), errors as { name, status, message }.
 */
export function dehydrateQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: settled });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error) {
      query.state.error = {
        name: 'ApiError',
        status: error instanceof ApiError ? error.status : 500,
        message: error instanceof Error ? error.message : String(error),
      } satisfies ErrorJson as unknown as Error;
    }
  }
  return state;
}

/** Puts the server's answers into the browser's client, errors as ApiError again. */
export function hydrateQueries(queryClient: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    const error = query.state.error as ErrorJson | null | undefined;
    if (error && typeof error === 'object') {
      query.state.error = new ApiError(error.status, error.message);
      // The first render shows the failure as the server did (no refetch turns it into a
      // skeleton and breaks hydration); Retry buttons and later visits fetch again.
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
  hydrate(queryClient, state);
}
