import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { Link } from 'react-router';

import type { ConversationListItem } from '#shared/api/conversations.ts';
import { paths } from '#shared/pages.ts';
import { ItemCard } from '../../../components/item-card/item-card.tsx';
import { formatDate } from '../../../lib/format.ts';
import { TEXTS } from '../lib/texts.ts';
import { PartyAvatar } from './party-avatar.tsx';

/** The last message's line: "You: " when mine, a paperclip when it has files, its start. */
function LastMessage({ last }: { last: NonNullable<ConversationListItem['last_message']> }) {
  return (
    <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
      {last.mine ? TEXTS.you : null}
      {last.has_attachments ? (
        <>
          <IconPaperclip
            size={14}
            aria-label={`${TEXTS.attachmentHint}:`}
            style={{ verticalAlign: 'middle' }}
          />{' '}
        </>
      ) : null}
      {last.body || (last.has_attachments ? TEXTS.attachmentHint : '')}
    </Text>
  );
}

/**
 * One conversation of /messages: the other side's logo or initial, name, the service, the last
 * message with its date, the unread count and "Closed". The name links to the thread.
 */
export function ConversationItem({ conversation }: { conversation: ConversationListItem }) {
  const { other_party: party, last_message: last, unread, closed } = conversation;
  const isUnread = unread > 0;
  return (
    <ItemCard
      data-unread={isUnread || undefined}
      style={isUnread ? { borderLeft: '4px solid var(--mantine-color-kiwi-filled)' } : undefined}
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <PartyAvatar party={party} size={48} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs" wrap="wrap">
              <Text component="h3" fz="md" fw={isUnread ? 800 : 600} m={0}>
                <Anchor
                  component={Link}
                  to={paths.messageThread(String(conversation.id))}
                  c="inherit"
                >
                  {party.name}
                </Anchor>
              </Text>
              {isUnread ? (
                <Badge color="red" size="sm" aria-label={TEXTS.unreadLabel(unread)}>
                  {unread > 99 ? '99+' : unread}
                </Badge>
              ) : null}
              {closed ? (
                <Badge color="gray" variant="light" size="sm">
                  {TEXTS.closed}
                </Badge>
              ) : null}
            </Group>
            {last ? (
              <Text size="xs" c="dimmed" component="time" dateTime={last.created_at}>
                {formatDate(last.created_at)}
              </Text>
            ) : null}
          </Group>
          <Text size="sm" fw={500} truncate>
            {conversation.service.title}
          </Text>
          {last ? (
            <LastMessage last={last} />
          ) : (
            <Text size="sm" c="dimmed" fs="italic">
              {TEXTS.noMessages}
            </Text>
          )}
        </Stack>
      </Group>
    </ItemCard>
  );
}
