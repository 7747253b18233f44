import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/endpoints.ts';
import { apiRequest } from './api-client.ts';
import { useSessionUser } from './session.ts';

/**
 * Every conversation query starts with this key: a change (a message sent or received, a read,
 * a block) refreshes the list, the threads and the header count together (issue 25).
 */
export const CONVERSATIONS_KEY = 'conversations';

export const unreadConversationsQueryOptions = () =>
  queryOptions({
    queryKey: [CONVERSATIONS_KEY, 'unread'] as const,
    // A count in the header: never the page's 'Please wait'.
    queryFn: ({ signal }) =>
      apiRequest(endpoints.unreadConversations, undefined, { signal, background: true }),
    select: (answer) => answer.unread,
    refetchInterval: 60_000,
  });

/**
 * Unread messages over all the user's conversations, for the header and the account menu: any
 * logged-in user (members and providers both talk); 0 for visitors and while loading.
 */
export function useUnreadConversations(): number {
  const user = useSessionUser();
  const query = useQuery({ ...unreadConversationsQueryOptions(), enabled: user !== null });
  return user !== null ? (query.data ?? 0) : 0;
}
