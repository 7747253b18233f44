import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/endpoints.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/landing (404 for an unknown or empty combination). Keys start with 'browse'. */
export const landingQueryOptions = (service: string, city: string, suburb?: string) =>
  queryOptions({
    queryKey: ['browse', 'landing-info', service, city, suburb ?? ''] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.landing, { service, city, suburb }, { signal }),
    retry: false,
  });

export function useLanding(service: string, city: string, suburb?: string) {
  return useQuery(landingQueryOptions(service, city, suburb));
}
