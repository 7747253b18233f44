/** GET /api/dev/mailbox (development only): the latest outgoing emails. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/endpoints.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const MAILBOX_PAGE_SIZE = 20;

export const mailboxQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['dev-mailbox', page] as const,
    queryFn: ({ signal }) =>
      apiRequest(endpoints.devMailbox, { page, per_page: MAILBOX_PAGE_SIZE }, { signal }),
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });

export function useMailbox(page: number) {
  return useQuery(mailboxQueryOptions(page));
}
