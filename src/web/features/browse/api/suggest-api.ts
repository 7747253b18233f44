/** GET /api/search-suggest: the Service box's suggestions and "Did you mean …?" (issue 24 §3). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/endpoints.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { BROWSE_QUERY_PREFIX } from './browse-api.ts';

export const searchSuggestQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [BROWSE_QUERY_PREFIX, 'suggest', q] as const,
    // A newer text cancels the older request (TanStack Query aborts `signal`).
    queryFn: ({ signal }) => apiRequest(endpoints.searchSuggest, { q }, { signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

/** The suggestions for `q` (nothing is asked for an empty text or while `enabled` is false). */
export function useSearchSuggest(q: string, enabled = true) {
  const text = q.trim();
  return useQuery({ ...searchSuggestQueryOptions(text), enabled: enabled && text.length > 0 });
}
