/**
 * The conversations' calls (issue 25): the list, a thread (keyset pages), send, read, share
 * contact, block, unblock and report. Every key starts with CONVERSATIONS_KEY, so a change
 * refreshes the list, the open thread and the header count together.
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';

import type { ConversationMessage, ReportBody, ThreadResponse } from '#shared/api/conversations.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { apiRequest, toFormData } from '../../../lib/api-client.ts';
import {
  CONVERSATIONS_KEY,
  unreadConversationsQueryOptions,
} from '../../../lib/unread-conversations.ts';

/** The event stream (text/event-stream): not a JSON call, so not in the registry. */
export const CONVERSATION_EVENTS_PATH = '/api/conversations/events';

export const conversationsListKey = () => [CONVERSATIONS_KEY, 'list'] as const;
export const threadKey = (id: number) => [CONVERSATIONS_KEY, 'thread', id] as const;

export const conversationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...conversationsListKey(), page] as const,
    queryFn: ({ signal, client }) =>
      apiRequest(
        endpoints.conversations,
        { page },
        {
          signal,
          // A refresh (an event, a poll) is quiet: no 'Please wait' over the page.
          background: client.getQueryData([...conversationsListKey(), page]) !== undefined,
        },
      ),
    placeholderData: keepPreviousData,
  });

/** GET /api/conversations?page=: the user's conversations, newest activity first. */
export function useConversations(page: number) {
  return useQuery(conversationsQueryOptions(page));
}

export type ThreadPages = InfiniteData<ThreadResponse>;

/**
 * GET /api/conversations/{id}?before=: the first page is the newest (up to THREAD_PAGE_SIZE
 * messages); each next page holds the messages before the first one loaded (keyset).
 */
export const threadQueryOptions = (id: number, pollMs: number | false = false) =>
  infiniteQueryOptions({
    queryKey: threadKey(id),
    queryFn: ({ pageParam, signal, client }) =>
      apiRequest(
        endpoints.conversationThread,
        { before: pageParam },
        {
          params: { id },
          signal,
          background: client.getQueryData(threadKey(id)) !== undefined,
        },
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_more ? last.messages[0]?.id : undefined),
    refetchInterval: pollMs,
  });

/** A thread, with its live fallback poll (`pollMs`, false while the event stream is open). */
export function useThread(id: number, pollMs: number | false) {
  return useInfiniteQuery(threadQueryOptions(id, pollMs));
}

/** The loaded messages, oldest first, each once. */
export function threadMessages(data: ThreadPages | undefined): ConversationMessage[] {
  if (!data) return [];
  const seen = new Set<number>();
  const all: ConversationMessage[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      all.push(message);
    }
  }
  return all.sort((a, b) => a.id - b.id);
}

/** Refreshes the list and the header count (and a thread, when given). */
export function refreshConversations(client: QueryClient, id?: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: conversationsListKey() }),
    client.invalidateQueries({ queryKey: unreadConversationsQueryOptions().queryKey }),
    id === undefined ? undefined : client.invalidateQueries({ queryKey: threadKey(id) }),
  ]);
}

export type SendInput = { body: string; files: readonly File[] };

/**
 * POST /api/conversations/{id}/messages (multipart: body, attachments[]); the sent message is
 * appended to the open thread at once, and the list moves the conversation to the top.
 */
export function useSendMessage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, files }: SendInput) =>
      apiRequest(
        endpoints.sendConversationMessage,
        toFormData({ body, 'attachments[]': files.length > 0 ? files : undefined }),
        { params: { id } },
      ),
    onSuccess: async (answer) => {
      client.setQueryData<ThreadPages>(threadKey(id), (data) => {
        if (!data) return data;
        const [newest, ...older] = data.pages;
        if (!newest) return data;
        const messages = [...newest.messages, answer.conversation_message];
        return { ...data, pages: [{ ...newest, messages }, ...older] };
      });
      await client.invalidateQueries({ queryKey: conversationsListKey() });
    },
    // Refused (closed meanwhile, blocked): the thread shows why.
    onError: () => client.invalidateQueries({ queryKey: threadKey(id) }),
  });
}

/** POST /api/conversations/{id}/read; the header count takes the server's new total. */
export function useReadConversation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(endpoints.readConversation, undefined, { params: { id }, background: true }),
    onSuccess: async (answer) => {
      client.setQueryData(unreadConversationsQueryOptions().queryKey, {
        success: true as const,
        unread: answer.unread,
      });
      await client.invalidateQueries({ queryKey: conversationsListKey() });
    },
  });
}

/** An action on a conversation; afterwards the thread, the list and the count refresh. */
function useConversationAction<V>(id: number, call: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => refreshConversations(client, id),
  });
}

/** POST /api/conversations/{id}/share-contact (the member's side only). */
export const useShareContact = (id: number) =>
  useConversationAction(id, () =>
    apiRequest(endpoints.shareConversationContact, undefined, { params: { id } }),
  );

/** POST /api/conversations/{id}/block */
export const useBlock = (id: number) =>
  useConversationAction(id, () =>
    apiRequest(endpoints.blockConversation, undefined, { params: { id } }),
  );

/** DELETE /api/conversations/{id}/block */
export const useUnblock = (id: number) =>
  useConversationAction(id, () =>
    apiRequest(endpoints.unblockConversation, undefined, { params: { id } }),
  );

/** POST /api/conversations/{id}/report (json: reason, message_id optional). */
export function useReport(id: number) {
  return useMutation({
    mutationFn: (body: ReportBody) =>
      apiRequest(endpoints.reportConversation, body, { params: { id } }),
  });
}
