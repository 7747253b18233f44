import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/endpoints.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/browse-cities ("Browse by city"). The key starts with 'browse' like the other reads. */
export const browseCitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['browse', 'cities'] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.browseCities, undefined, { signal }),
  });

export function useBrowseCities() {
  return useQuery(browseCitiesQueryOptions());
}
