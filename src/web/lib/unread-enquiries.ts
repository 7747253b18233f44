import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/endpoints.ts';
import { ROLE } from '#shared/constants.ts';
import { apiRequest } from './api-client.ts';
import { useSessionUser } from './session.ts';

/** Every enquiry query starts with this key: a change (sent, read) refreshes them together. */
export const ENQUIRIES_KEY = 'enquiries';

export const unreadEnquiriesQueryOptions = () =>
  queryOptions({
    queryKey: [ENQUIRIES_KEY, 'unread'] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.unreadEnquiries, undefined, { signal }),
    select: (answer) => answer.unread,
    refetchInterval: 60_000,
  });

/**
 * How many received enquiries are unread, for the header and account menu badge: only for
 * providers (roles 1 and 2); 0 for everyone else and while loading.
 */
export function useUnreadEnquiries(): number {
  const user = useSessionUser();
  const receives = user !== null && user.role_id !== ROLE.customer;
  const query = useQuery({ ...unreadEnquiriesQueryOptions(), enabled: receives });
  return receives ? (query.data ?? 0) : 0;
}
