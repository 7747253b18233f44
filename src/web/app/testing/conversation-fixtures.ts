/** Conversations test data (issue 25) in the shapes of the shared schemas. */
import type {
  Conversation,
  ConversationListItem,
  ConversationMessage,
  ConversationsResponse,
  ThreadResponse,
} from '#shared/api/conversations.ts';

export const sampleListItem: ConversationListItem = {
  id: 12,
  service: { id: 5, slug: 'carpet-steam-cleaning', title: 'Carpet steam cleaning' },
  other_party: { id: 2, name: 'Kauri Cleaning', logo: null, initial: 'K' },
  last_message: {
    id: 31,
    body: 'Saturday at 9 works for us.',
    mine: false,
    has_attachments: false,
    created_at: '2026-11-24T21:00:00.000Z',
  },
  unread: 2,
  closed: false,
};

export function conversationsPage(
  items: ConversationListItem[],
  unread = 0,
): ConversationsResponse {
  return {
    success: true,
    conversations: items,
    unread,
    total: items.length,
    page: 1,
    per_page: 24,
  };
}

export const sampleConversation: Conversation = {
  id: 12,
  service: { id: 5, slug: 'carpet-steam-cleaning', title: 'Carpet steam cleaning' },
  other_party: { id: 2, name: 'Kauri Cleaning', logo: null, initial: 'K' },
  role: 'member',
  contact: null,
  closed: false,
  blocked_by_me: false,
  unread: 1,
  created_at: '2026-11-24T20:00:00.000Z',
  reply_time_minutes: 120,
};

export function message(
  id: number,
  body: string,
  overrides: Partial<ConversationMessage> = {},
): ConversationMessage {
  return {
    id,
    sender_id: overrides.mine ? 7 : 2,
    mine: false,
    body,
    attachments: [],
    created_at: `2026-11-24T2${id % 10}:00:00.000Z`,
    read_at: null,
    ...overrides,
  };
}

export function thread(
  messages: ConversationMessage[],
  conversation: Partial<Conversation> = {},
  hasMore = false,
): ThreadResponse {
  return {
    success: true,
    conversation: { ...sampleConversation, ...conversation },
    messages,
    has_more: hasMore,
  };
}
