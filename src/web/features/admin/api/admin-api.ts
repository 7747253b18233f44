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
import type { AnswerOf } from '#shared/api/endpoint.ts';
import type { CredentialState } from '#shared/api/credentials.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import type { ResolveJobReportBody } from '#shared/api/jobs.ts';
import type { ResolveReviewReportBody } from '#shared/api/reviews.ts';
import { apiRequest, type RequestOptions } from '../../../lib/api-client.ts';
import { adminActionCall } from './admin-actions.ts';
import { toastAdminOutcome } from './admin-outcome.ts';

export const ADMIN_QUERY_PREFIX = 'admin';

/** The query parameters of a list (page, search text, filters); empty values are left out. */
export type ListParams = Record<string, string | number | undefined>;

/** The lists of the console, by name. */
export const ADMIN_LISTS = {
  services: endpoints.adminServices,
  users: endpoints.adminUsers,
  reviews: endpoints.adminReviews,
  enquiries: endpoints.adminEnquiries,
  'contact-messages': endpoints.adminContactMessages,
  'career-applications': endpoints.adminCareerApplications,
  audit: endpoints.adminAudit,
} as const;
export type AdminListName = keyof typeof ADMIN_LISTS;
/** The answer of a console list. */
export type AdminListAnswer<N extends AdminListName> = AnswerOf<(typeof ADMIN_LISTS)[N]>;

/** The console's reads: its lists, the dashboard, the catalogue and the ads. */
type AdminRead =
  | (typeof ADMIN_LISTS)[AdminListName]
  | typeof endpoints.adminDashboard
  | typeof endpoints.adminCatalogue
  | typeof endpoints.adminAds;

/** Its key: the prefix, the path under /api/admin ('/services') and the list's parameters. */
function adminQuery<E extends AdminRead>(endpoint: E, params: ListParams = {}) {
  const read: AdminRead = endpoint;
  return queryOptions({
    queryKey: [ADMIN_QUERY_PREFIX, endpoint.path.slice('/api/admin'.length), params] as const,
    // A list's filters are the screen's strings (the endpoint's query schema checks them on the
    // server); the reads differ in their query type, so their union has none: `never` passes.
    queryFn: ({ signal }) => apiRequest(read, params as never, { signal }) as Promise<AnswerOf<E>>,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/admin/<list>?page&per_page&q&… */
export function useAdminList<N extends AdminListName>(
  name: N,
  params: ListParams,
): UseQueryResult<AdminListAnswer<N>> {
  return useQuery(adminQuery(ADMIN_LISTS[name], params));
}

/** GET /api/admin/dashboard: the counts and the last 30 days. */
export const useDashboard = () => useQuery(adminQuery(endpoints.adminDashboard));
/** GET /api/admin/catalogue: categories with their sub categories. */
export const useAdminCatalogue = () => useQuery(adminQuery(endpoints.adminCatalogue));
/** GET /api/admin/ads: every ad. */
export const useAdminAds = () => useQuery(adminQuery(endpoints.adminAds));

/**
 * GET /api/admin/services/{id}/revision: an approved service's edit, before and after. Its key
 * is outside the admin prefix, so an approval (which refreshes every admin list) does not ask
 * again for the revision it has just applied (a 404) while the card is still on screen.
 */
export const useServiceRevision = (serviceId: number) =>
  useQuery({
    queryKey: ['admin-revision', serviceId] as const,
    queryFn: ({ signal }) =>
      apiRequest(endpoints.adminServiceRevision, undefined, {
        params: { id: serviceId },
        signal,
      }),
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
    mutationFn: ({ path, method = 'POST', body }: AdminAction) => {
      const { endpoint, params } = adminActionCall(method, path);
      return apiRequest(endpoint, body, { params });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_PREFIX] }),
  });
}

/**
 * An admin action with its outcome told in a toast: the server's message when it worked, its
 * reason when it refused (a 401 is left to the route guard). Resolves to whether it worked.
 */
export function useAdminAction() {
  const mutation = useAdminMutation();
  const run = (action: AdminAction): Promise<boolean> =>
    toastAdminOutcome(() => mutation.mutateAsync(action));
  return { run, pending: mutation.isPending };
}
export type AdminActionRunner = ReturnType<typeof useAdminAction>;

/**
 * GET /api/admin/conversation-reports?page=: the open reports of conversations and messages
 * (issue 25 §2), each with only the reported message(s) and a little context.
 */
export const useConversationReports = (page: number) =>
  useQuery({
    queryKey: [ADMIN_QUERY_PREFIX, '/conversation-reports', { page }] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.adminConversationReports, { page }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** POST /api/admin/conversation-reports/{id}/resolve (json: resolution, optional). */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolution }: { id: number; resolution?: string }) =>
      apiRequest(endpoints.resolveConversationReport, resolution ? { resolution } : {}, {
        params: { id },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_PREFIX] }),
  });
}

/** GET /api/admin/jobs-log: the jobs by state and by sub category (issue 26 §5). */
export const useJobsLog = () =>
  useQuery({
    queryKey: [ADMIN_QUERY_PREFIX, '/jobs-log'] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.adminJobsLog, undefined, { signal }),
    staleTime: 0,
  });

/** GET /api/admin/job-reports?page=: open reports of jobs, each with its whole job. */
export const useJobReports = (page: number) =>
  useQuery({
    queryKey: [ADMIN_QUERY_PREFIX, '/job-reports', { page }] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.adminJobReports, { page }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** POST /api/admin/job-reports/{id}/resolve (json: action keep or remove, resolution). */
export function useResolveJobReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & ResolveJobReportBody) =>
      apiRequest(endpoints.resolveJobReport, body, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_PREFIX] }),
  });
}

/** GET /api/admin/review-reports?page=: open reports of reviews, each with its review. */
export const useReviewReports = (page: number) =>
  useQuery({
    queryKey: [ADMIN_QUERY_PREFIX, '/review-reports', { page }] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.adminReviewReports, { page }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** POST /api/admin/review-reports/{id}/resolve (json: action keep or hide, policy, note). */
export function useResolveReviewReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & ResolveReviewReportBody) =>
      apiRequest(endpoints.resolveReviewReport, body, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_PREFIX] }),
  });
}

/** GET /api/admin/credentials?state=&page=: licences and badges to check, oldest first. */
export const useAdminCredentials = (page: number, state: CredentialState = 'pending') =>
  useQuery({
    queryKey: [ADMIN_QUERY_PREFIX, '/credentials', { page, state }] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.adminCredentials, { page, state }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/**
 * POST /api/admin/credentials/{id}/approve (json: checked_on) or …/reject (json: reason); the
 * queue refreshes, so the item leaves it.
 */
export function useDecideCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      decision:
        | { id: number; action: 'approve'; checked_on: string }
        | { id: number; action: 'reject'; reason: string },
    ) =>
      decision.action === 'approve'
        ? apiRequest(
            endpoints.approveCredential,
            { checked_on: decision.checked_on },
            { params: { id: decision.id } },
          )
        : apiRequest(
            endpoints.rejectCredential,
            { reason: decision.reason },
            { params: { id: decision.id } },
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_PREFIX] }),
  });
}
