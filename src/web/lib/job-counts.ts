import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/endpoints.ts';
import { apiRequest } from './api-client.ts';
import { useSessionUser } from './session.ts';

/**
 * Every jobs query starts with this key: a change (post, invite, quote, accept, cancel) refreshes
 * the lists, the open job and the header counts together (issue 26).
 */
export const JOBS_KEY = 'jobs';

export const jobCountsQueryOptions = () =>
  queryOptions({
    queryKey: [JOBS_KEY, 'counts'] as const,
    // A count in the header: never the page's 'Please wait'.
    queryFn: ({ signal }) =>
      apiRequest(endpoints.jobCounts, undefined, { signal, background: true }),
    refetchInterval: 60_000,
  });

export type JobCounts = { invitations: number; newQuotes: number };
const NONE: JobCounts = { invitations: 0, newQuotes: 0 };

/**
 * The header counts of jobs (issue 26 §2, §5): a provider's invitations waiting for an answer,
 * and the new quotes on a member's open jobs; 0 for visitors and while loading.
 */
export function useJobCounts(): JobCounts {
  const user = useSessionUser();
  const query = useQuery({ ...jobCountsQueryOptions(), enabled: user !== null });
  if (user === null || !query.data) return NONE;
  return { invitations: query.data.invitations, newQuotes: query.data.new_quotes };
}

/** The counts' names for screen readers. */
export const newQuotesLabel = (n: number) => (n === 1 ? '1 new quote' : `${n} new quotes`);
export const jobRequestsLabel = (n: number) =>
  n === 1 ? '1 new job request' : `${n} new job requests`;
