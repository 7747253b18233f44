import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import { CONVERSATION_EVENTS_PATH, refreshConversations } from '../api/conversations-api.ts';

/** How often an open thread asks for news while the event stream is down. */
export const FALLBACK_POLL_MS = 15_000;

/**
 * The stream's events that change what a screen shows: a new message, the other side read mine
 * (the "Read" state), the conversation changed (the member shared their contact details).
 */
const CHANGE_EVENTS = ['message', 'read', 'update'] as const;

/** The conversation id of a `message` event's data (`{"conversation_id": 12}`), or null. */
export function conversationIdOf(data: unknown): number | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as { conversation_id?: unknown };
    return typeof parsed.conversation_id === 'number' ? parsed.conversation_id : null;
  } catch {
    return null;
  }
}

/**
 * Live updates while the list or a thread is open (issue 25 §1): one EventSource on the
 * conversations' stream; each `message`, `read` or `update` event refreshes the list, the header
 * count and, when it is about `openId`, the open thread. Answers whether the stream is live: while it is not (it
 * failed, or the browser has no EventSource) the caller polls quietly every FALLBACK_POLL_MS.
 * The stream is closed when the screen goes.
 */
export function useConversationEvents(openId?: number): boolean {
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  // The handler reads the open id at event time, so a new thread does not reopen the stream.
  const openRef = useRef(openId);
  useEffect(() => {
    openRef.current = openId;
  }, [openId]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(CONVERSATION_EVENTS_PATH);
    const onOpen = () => setLive(true);
    const onError = () => {
      // The browser retries by itself (CONNECTING); until it is open again, poll.
      setLive(false);
      if (source.readyState === EventSource.CLOSED) source.close();
    };
    const onMessage = (event: MessageEvent) => {
      const id = conversationIdOf(event.data);
      void refreshConversations(client, id !== null && id === openRef.current ? id : undefined);
    };
    source.addEventListener('open', onOpen);
    source.addEventListener('error', onError);
    for (const name of CHANGE_EVENTS) source.addEventListener(name, onMessage);
    return () => {
      source.removeEventListener('open', onOpen);
      source.removeEventListener('error', onError);
      for (const name of CHANGE_EVENTS) source.removeEventListener(name, onMessage);
      source.close();
    };
  }, [client]);

  return live;
}
