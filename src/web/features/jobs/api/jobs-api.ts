/**
 * The jobs' calls (issue 26): post, my jobs, a job, suggestions, invites, cancel, accept,
 * confirm; the provider's requests, quote, decline and complete. Every key starts with
 * JOBS_KEY, so a change refreshes the lists, the open job and the header counts together.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/endpoints.ts';
import type { DeclineReason, QuoteBody } from '#shared/api/jobs.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { JOBS_KEY, jobCountsQueryOptions } from '../../../lib/job-counts.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export const jobKey = (id: number) => [JOBS_KEY, 'job', id] as const;

export const myJobsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [JOBS_KEY, 'mine', page] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.myJobs, { page }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/jobs?page=: the member's jobs, newest first. */
export const useMyJobs = (page: number) => useQuery(myJobsQueryOptions(page));

/**
 * GET /api/jobs/{id}: the job with its invites and quotes (the provider sees their own). Opening
 * it reads its new quotes or the invitation, so the header counts refresh after each answer.
 */
export const useJob = (id: number) =>
  useQuery({
    queryKey: jobKey(id),
    queryFn: async ({ signal, client }) => {
      const answer = await apiRequest(endpoints.jobDetail, undefined, { params: { id }, signal });
      void client.invalidateQueries({ queryKey: jobCountsQueryOptions().queryKey });
      return answer;
    },
  });

/** GET /api/jobs/{id}/suggestions: up to 10 services that cover the job's suburb. */
export const useSuggestions = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...jobKey(id), 'suggestions'] as const,
    queryFn: ({ signal }) =>
      apiRequest(endpoints.jobSuggestions, undefined, { params: { id }, signal }),
    enabled,
  });

/** GET /api/job-requests?page=: the provider's invitations, newest first. */
export const useJobRequests = (page: number) =>
  useQuery({
    queryKey: [JOBS_KEY, 'requests', page] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.jobRequests, { page }, { signal }),
    placeholderData: keepPreviousData,
  });

/**
 * A change; afterwards every jobs query refreshes: lists, jobs, suggestions and the header
 * counts.
 */
const useJobChange = <V, A>(call: (variables: V) => Promise<A>) =>
  useRefreshingMutation(call, [[JOBS_KEY]]);

/** POST /api/jobs (multipart; `service_id` pre-invites a service). */
export const usePostJob = () =>
  useJobChange((form: FormData) => apiRequest(endpoints.postJob, form));

/** POST /api/jobs/{id}/invites (json: service_ids). */
export const useInvite = (id: number) =>
  useJobChange((service_ids: number[]) =>
    apiRequest(endpoints.inviteToJob, { service_ids }, { params: { id } }),
  );

/** POST /api/jobs/{id}/cancel (json: reason). */
export const useCancelJob = (id: number) =>
  useJobChange((reason: string) => apiRequest(endpoints.cancelJob, { reason }, { params: { id } }));

/** POST /api/quotes/{id}/accept */
export const useAcceptQuote = () =>
  useJobChange((quoteId: number) =>
    apiRequest(endpoints.acceptQuote, undefined, { params: { id: quoteId } }),
  );

/** POST /api/jobs/{id}/confirm (the member). */
export const useConfirmJob = (id: number) =>
  useJobChange(() => apiRequest(endpoints.confirmJob, undefined, { params: { id } }));

/** POST /api/jobs/{id}/quotes (json): a quote, or its revision. */
export const useSendQuote = (id: number) =>
  useJobChange((body: QuoteBody) => apiRequest(endpoints.quoteJob, body, { params: { id } }));

/** POST /api/jobs/{id}/decline (json: reason from the short list). */
export const useDeclineJob = (id: number) =>
  useJobChange((reason: DeclineReason) =>
    apiRequest(endpoints.declineJob, { reason }, { params: { id } }),
  );

/** POST /api/jobs/{id}/complete (the hired provider). */
export const useCompleteJob = (id: number) =>
  useJobChange(() => apiRequest(endpoints.completeJob, undefined, { params: { id } }));

/** POST /api/jobs/{id}/report (json: reason): an invited provider reports the job. */
export const useReportJob = (id: number) =>
  useJobChange((reason: string) => apiRequest(endpoints.reportJob, { reason }, { params: { id } }));
