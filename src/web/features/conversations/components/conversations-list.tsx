import { Skeleton } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useState } from 'react';

import { EmptyMessage } from '../../../components/empty-state/empty-message.tsx';
import { PagedList } from '../../../components/paged-list/paged-list.tsx';
import { useConversations } from '../api/conversations-api.ts';
import { useConversationEvents } from '../lib/use-conversation-events.ts';
import { TEXTS } from '../lib/texts.ts';
import { ConversationItem } from './conversation-item.tsx';

/**
 * /messages: the user's conversations, newest activity first, paginated; new messages move a
 * conversation up while the list is open (the event stream, or a refresh every minute with the
 * header count).
 */
export function ConversationsList() {
  const [page, setPage] = useState(1);
  const query = useConversations(page);
  useConversationEvents();
  const { data } = query;
  return (
    <PagedList
      query={query}
      items={data?.conversations}
      getKey={(conversation) => conversation.id}
      renderItem={(conversation) => <ConversationItem conversation={conversation} />}
      loading={{ skeleton: <Skeleton h={96} radius="md" />, count: 3 }}
      empty={
        <EmptyMessage
          title={TEXTS.emptyTitle}
          description={TEXTS.emptyDescription}
          icon={<IconMessages size={40} aria-hidden="true" />}
        />
      }
      errorText={TEXTS.listError}
      paging={
        data ? { total: data.total, page, perPage: data.per_page, onChange: setPage } : undefined
      }
      count={{ one: 'conversation', many: 'conversations', hidden: true }}
    />
  );
}
