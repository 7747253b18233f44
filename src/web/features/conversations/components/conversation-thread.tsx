import { Button, Center, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState, type RefObject } from 'react';

import {
  CONVERSATION_CLOSED,
  type Conversation,
  type ConversationMessage,
} from '#shared/api/conversations.ts';
import { paths } from '#shared/pages.ts';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal.tsx';
import { LinkButton } from '../../../components/link-button/link-button.tsx';
import { QueryError } from '../../../components/query-error/query-error.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  threadMessages,
  useBlock,
  useReadConversation,
  useSendMessage,
  useShareContact,
  useThread,
  useUnblock,
} from '../api/conversations-api.ts';
import { FALLBACK_POLL_MS, useConversationEvents } from '../lib/use-conversation-events.ts';
import { TEXTS } from '../lib/texts.ts';
import { Composer } from './composer.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { ReportModal } from './report-modal.tsx';
import { ContactBlock, ThreadHeader, type ThreadAction } from './thread-header.tsx';

type Confirmable = Exclude<ThreadAction, 'report'>;

/** Share, block and unblock, each asked first; report opens its modal. */
function useThreadActions(conversation: Conversation) {
  const { id } = conversation;
  const share = useShareContact(id);
  const block = useBlock(id);
  const unblock = useUnblock(id);
  const [asking, setAsking] = useState<Confirmable | null>(null);
  const [reporting, setReporting] = useState<{ messageId: number | null } | null>(null);
  const name = conversation.other_party.name;

  const run = async (action: Confirmable) => {
    const mutation = { share, block, unblock }[action];
    try {
      const answer = (await mutation.mutateAsync(undefined)) as {
        success: boolean;
        message: string;
      };
      if (answer.success) notifySuccess(answer.message);
      else notifyError(answer.message);
      setAsking(null);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  const confirm = asking
    ? {
        share: {
          title: TEXTS.shareContact,
          text: TEXTS.shareContactConfirm(name),
          label: TEXTS.share,
          color: undefined,
        },
        block: {
          title: `${TEXTS.block} ${name}`,
          text: TEXTS.blockConfirm(name),
          label: TEXTS.block,
          color: 'red',
        },
        unblock: {
          title: `${TEXTS.unblock} ${name}`,
          text: TEXTS.unblockConfirm(name),
          label: TEXTS.unblock,
          color: undefined,
        },
      }[asking]
    : null;

  const modals = (
    <>
      <ConfirmModal
        opened={confirm !== null}
        title={confirm?.title ?? ''}
        text={confirm?.text ?? ''}
        confirmLabel={confirm?.label ?? ''}
        cancelLabel={TEXTS.cancel}
        color={confirm?.color}
        busy={share.isPending || block.isPending || unblock.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => void (asking ? run(asking) : undefined)}
      />
      <ReportModal
        conversationId={id}
        messageId={reporting?.messageId ?? null}
        opened={reporting !== null}
        onClose={() => setReporting(null)}
      />
    </>
  );

  const onAction = (action: ThreadAction) => {
    if (action === 'report') setReporting({ messageId: null });
    else setAsking(action);
  };
  const reportMessage = (messageId: number) => setReporting({ messageId });
  return { onAction, reportMessage, askUnblock: () => setAsking('unblock'), modals };
}

/** When closed: the server's text instead of the box, and Unblock for the side that blocked. */
function ClosedNotice({ blockedByMe, onUnblock }: { blockedByMe: boolean; onUnblock: () => void }) {
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)" role="status">
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{CONVERSATION_CLOSED}</Text>
        {blockedByMe ? (
          <Button
            variant="default"
            leftSection={<IconCircleCheck size={16} aria-hidden="true" />}
            onClick={onUnblock}
          >
            {TEXTS.unblock}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

type LoadedThreadProps = {
  conversation: Conversation;
  query: ReturnType<typeof useThread>;
};

/** Marks the thread read on open, and again when a new message of the other side arrives. */
function useMarkReadOnOpen(conversation: Conversation, messages: ConversationMessage[]) {
  const read = useReadConversation(conversation.id);
  const newestId = messages.at(-1)?.id ?? null;
  const hasUnread = conversation.unread > 0 || messages.some((m) => !m.mine && m.read_at === null);
  const markedFor = useRef<number | null | undefined>(undefined);
  const markRead = read.mutate;
  useEffect(() => {
    if (!hasUnread || markedFor.current === newestId) return;
    markedFor.current = newestId;
    markRead();
  }, [hasUnread, newestId, markRead]);
}

/**
 * A new last message: keeps it in view (scrolls to `end`) and answers the text announcing the
 * other side's to screen readers (the first load announces nothing).
 */
function useNewMessageAnnouncement(
  messages: ConversationMessage[],
  name: string,
  end: RefObject<HTMLDivElement | null>,
): string {
  const [announcement, setAnnouncement] = useState('');
  const newest = messages.at(-1);
  const seenNewest = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!newest || seenNewest.current === newest.id) return;
    const first = seenNewest.current === undefined;
    seenNewest.current = newest.id;
    end.current?.scrollIntoView({ block: 'nearest' });
    if (!first && !newest.mine) {
      setAnnouncement(`${TEXTS.newMessageFrom(name)}: ${newest.body.slice(0, 140)}`);
    }
  }, [newest, name, end]);
  return announcement;
}

/**
 * Older pages load when the top of the thread scrolls into view (the button stays for the
 * keyboard and for browsers without IntersectionObserver). Answers the ref of that top.
 */
function useLoadOlderOnScroll(query: ReturnType<typeof useThread>) {
  const top = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const element = top.current;
    if (!element || !hasNextPage || isFetchingNextPage) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return top;
}

function LoadedThread({ conversation, query }: LoadedThreadProps) {
  const { id } = conversation;
  const messages = threadMessages(query.data);
  const actions = useThreadActions(conversation);
  const send = useSendMessage(id);
  const end = useRef<HTMLDivElement>(null);
  const older = useLoadOlderOnScroll(query);
  useMarkReadOnOpen(conversation, messages);
  const announcement = useNewMessageAnnouncement(messages, conversation.other_party.name, end);

  const myLast = [...messages].reverse().find((m) => m.mine);
  const readState = myLast ? (myLast.read_at ? TEXTS.read : TEXTS.sent) : undefined;

  return (
    <Stack gap="md">
      <ThreadHeader conversation={conversation} onAction={actions.onAction} />
      <ContactBlock conversation={conversation} />
      {query.hasNextPage ? (
        <Center ref={older}>
          <Button
            variant="light"
            size="xs"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {TEXTS.loadOlder}
          </Button>
        </Center>
      ) : null}
      {messages.length === 0 ? (
        <Text c="dimmed" ta="center">
          {TEXTS.noMessages}
        </Text>
      ) : (
        <Stack
          component="ol"
          gap="sm"
          aria-label="Messages"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              readState={message.id === myLast?.id ? readState : undefined}
              onReport={(m) => actions.reportMessage(m.id)}
            />
          ))}
        </Stack>
      )}
      <div ref={end} />
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      {conversation.closed ? (
        <ClosedNotice blockedByMe={conversation.blocked_by_me} onUnblock={actions.askUnblock} />
      ) : (
        <Composer
          sending={send.isPending}
          onSend={(body, files) => send.mutateAsync({ body, files })}
        />
      )}
      {actions.modals}
    </Stack>
  );
}

/**
 * /messages/{id}: one conversation. Messages oldest first (older pages on demand), kept current
 * by the event stream or, while it is down, a quiet poll every 15 s; read on open.
 */
export function ConversationThread({ id }: { id: number }) {
  const live = useConversationEvents(id);
  const query = useThread(id, live ? false : FALLBACK_POLL_MS);
  const conversation = query.data?.pages[0]?.conversation;
  return (
    <Stack gap="md">
      <LinkButton
        to={paths.messages}
        icon={IconArrowLeft}
        variant="subtle"
        size="compact-sm"
        style={{ alignSelf: 'flex-start' }}
      >
        {TEXTS.backToMessages}
      </LinkButton>
      {conversation ? (
        <LoadedThread key={conversation.id} conversation={conversation} query={query} />
      ) : query.isError ? (
        <QueryError
          what={TEXTS.threadError}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Stack gap="sm" aria-busy="true" aria-label="Loading the conversation">
          <Skeleton h={80} radius="md" />
          <Skeleton h={60} w="60%" radius="lg" />
          <Skeleton h={60} w="60%" radius="lg" ml="auto" />
        </Stack>
      )}
    </Stack>
  );
}
