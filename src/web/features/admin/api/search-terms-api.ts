/**
 * The everyday words of one sub category (issue 24 §3): read here; added and removed as admin
 * actions (useAdminAction), which refresh every admin query, this one included.
 */
import { useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/endpoints.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_QUERY_PREFIX } from './admin-api.ts';

/** GET /api/admin/sub-categories/{id}/search-terms (nothing while `subCategoryId` is null). */
export const useSearchTerms = (subCategoryId: number | null) =>
  useQuery({
    queryKey: [ADMIN_QUERY_PREFIX, 'search-terms', subCategoryId] as const,
    queryFn: ({ signal }) =>
      apiRequest(endpoints.adminSearchTerms, undefined, {
        params: { id: subCategoryId ?? 0 },
        signal,
      }),
    enabled: subCategoryId !== null,
    staleTime: 0,
  });
