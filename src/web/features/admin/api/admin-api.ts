/**
 * The admin console's calls (/api/admin/*, role 1 only): list reads as query options and one
 * mutation for every action, which refreshes the console's lists once it succeeds.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { z } from 'zod';

import {
  AdminAdsResponseSchema,
  AdminApplicationsResponseSchema,
  AdminCatalogueResponseSchema,
  AdminContactMessagesResponseSchema,
  AdminEnquiriesResponseSchema,
  AdminOkResponseSchema,
  AdminReviewsResponseSchema,
  AdminServicesResponseSchema,
  AdminUsersResponseSchema,
  AuditResponseSchema,
  DashboardResponseSchema,
  RevisionResponseSchema,
} from '#shared/api/admin.ts';
import {
  apiGet,
  requestPath,
  errorMessage,
  isUnauthorized,
  type RequestOptions,
} from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';

export const ADMIN_QUERY_PREFIX = 'admin';
const BASE = '/api/admin';

/** The query parameters of a list (page, search text, filters); empty values are left out. */
export type ListParams = Record<string, string | number | undefined>;

function adminQuery<S extends z.ZodType>(path: string, schema: S, params: ListParams = {}) {
  return queryOptions({
    queryKey: [ADMIN_QUERY_PREFIX, path, params] as const,
    queryFn: ({ signal }) => apiGet(`${BASE}${path}`, schema, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The lists of the console, by name. */
export const ADMIN_LISTS = {
  services: AdminServicesResponseSchema,
  users: AdminUsersResponseSchema,
  reviews: AdminReviewsResponseSchema,
  enquiries: AdminEnquiriesResponseSchema,
  'contact-messages': AdminContactMessagesResponseSchema,
  'career-applications': AdminApplicationsResponseSchema,
  audit: AuditResponseSchema,
} as const;
export type AdminListName = keyof typeof ADMIN_LISTS;

/** GET /api/admin/<list>?page&per_page&q&… */
export function useAdminList<N extends AdminListName>(
  name: N,
  params: ListParams,
): UseQueryResult<z.output<(typeof ADMIN_LISTS)[N]>> {
  return useQuery(adminQuery(`/${name}`, ADMIN_LISTS[name] as z.ZodType, params)) as UseQueryResult<
    z.output<(typeof ADMIN_LISTS)[N]>
  >;
}

/** GET /api/admin/dashboard: the counts and the last 30 days. */
export const useDashboard = () => useQuery(adminQuery('/dashboard', DashboardResponseSchema));
/** GET /api/admin/catalogue: categories with their sub categories. */
export const useAdminCatalogue = () =>
  useQuery(adminQuery('/catalogue', AdminCatalogueResponseSchema));
/** GET /api/admin/ads: every ad. */
export const useAdminAds = () => useQuery(adminQuery('/ads', AdminAdsResponseSchema));

/**
 * GET /api/admin/services/{id}/revision: an approved service's edit, before and after. Its key
 * is outside the admin prefix, so an approval (which refreshes every admin list) does not ask
 * again for the revision it has just applied (a 404) while the card is still on screen.
 */
export const useServiceRevision = (serviceId: number) =>
  useQuery({
    queryKey: ['admin-revision', serviceId] as const,
    queryFn: ({ signal }) =>
      apiGet(`${BASE}/services/${serviceId}/revision`, RevisionResponseSchema, {}, signal),
    staleTime: 0,
    retry: false,
  });

/** One admin action: a path under /api/admin, its method and body (JSON or FormData). */
export type AdminAction = {
  path: string;
  method?: RequestOptions['method'];
  body?: unknown;
};

/** Runs an admin action; on success every admin list is refreshed. */
export function useAdminMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, method = 'POST', body }: AdminAction) =>
      requestPath(`${BASE}${path}`, AdminOkResponseSchema, {
        method,
        body: body ?? (method === 'DELETE' ? undefined : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_PREFIX] }),
  });
}

/**
 * An admin action with its outcome told in a toast: the server's message when it worked, its
 * reason when it refused (a 401 is left to the route guard). Resolves to whether it worked.
 */
export function useAdminAction() {
  const mutation = useAdminMutation();
  const run = async (action: AdminAction): Promise<boolean> => {
    try {
      const answer = await mutation.mutateAsync(action);
      notifySuccess(answer.message);
      return true;
    } catch (error) {
      if (!isUnauthorized(error)) notifyError(errorMessage(error), { title: 'Not done' });
      return false;
    }
  };
  return { run, pending: mutation.isPending };
}
export type AdminActionRunner = ReturnType<typeof useAdminAction>;
