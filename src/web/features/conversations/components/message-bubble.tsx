import { ActionIcon, Anchor, Box, Group, Image, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconFileTypePdf, IconFlag } from '@tabler/icons-react';

import type { ConversationMessage, MessageAttachment } from '#shared/api/conversations.ts';
import { DropdownMenu } from '../../../components/dropdown-menu/dropdown-menu.tsx';
import { formatDate } from '../../../lib/format.ts';
import { formatBytes, TEXTS } from '../lib/texts.ts';
import { MessageText } from './message-text.tsx';

/** The time of day in New Zealand: "3:05 pm". */
function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-NZ', {
    timeZone: 'Pacific/Auckland',
    hour: 'numeric',
    minute: '2-digit',
  });
}

function Attachment({ attachment, index }: { attachment: MessageAttachment; index: number }) {
  if (attachment.kind === 'image') {
    return (
      <Anchor href={attachment.url} target="_blank" rel="noopener" display="block">
        <Image
          src={attachment.small_url}
          alt={`Photo ${index + 1}, open full size`}
          w={160}
          h={120}
          fit="cover"
          radius="sm"
          loading="lazy"
        />
      </Anchor>
    );
  }
  return (
    <Anchor
      href={attachment.url}
      download={attachment.name}
      target="_blank"
      rel="noopener"
      size="sm"
      fw={600}
      c="inherit"
    >
      <Group gap={6} wrap="nowrap">
        <IconFileTypePdf size={20} aria-hidden="true" />
        <span>
          {attachment.name} (PDF, {formatBytes(attachment.bytes)})
        </span>
      </Group>
    </Anchor>
  );
}

export type MessageBubbleProps = {
  message: ConversationMessage;
  /** "Read" or "Sent" under my last message. */
  readState?: string | undefined;
  /** Report this message (the other side's messages only). */
  onReport?: ((message: ConversationMessage) => void) | undefined;
};

/** One message of a thread: mine on the right in the brand colour, theirs on the left. */
export function MessageBubble({ message, readState, onReport }: MessageBubbleProps) {
  const { mine } = message;
  return (
    <Box
      component="li"
      data-mine={mine || undefined}
      style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}
    >
      <Group gap={4} align="flex-start" wrap="nowrap" maw="85%">
        <Stack gap={4} align={mine ? 'flex-end' : 'flex-start'} style={{ minWidth: 0 }}>
          <Box
            px="md"
            py="sm"
            style={{
              borderRadius: 16,
              borderBottomRightRadius: mine ? 4 : 16,
              borderBottomLeftRadius: mine ? 16 : 4,
              // Dark text on the light tint, white on the filled colour: both well above 4.5:1.
              background: mine ? 'var(--mantine-color-kiwi-8)' : 'var(--mantine-color-gray-1)',
              color: mine ? 'var(--mantine-color-white)' : 'var(--mantine-color-dark-9)',
            }}
          >
            <Stack gap="xs">
              {message.body ? (
                <Text
                  size="sm"
                  c="inherit"
                  style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  <MessageText body={message.body} />
                </Text>
              ) : null}
              {message.attachments.length > 0 ? (
                <Group gap="xs">
                  {message.attachments.map((attachment, index) => (
                    <Attachment key={attachment.url} attachment={attachment} index={index} />
                  ))}
                </Group>
              ) : null}
            </Stack>
          </Box>
          <Text size="xs" c="dimmed">
            <time dateTime={message.created_at}>
              {formatDate(message.created_at)}, {timeOf(message.created_at)}
            </time>
            {readState ? ` · ${readState}` : null}
          </Text>
        </Stack>
        {!mine && onReport ? (
          <DropdownMenu>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={TEXTS.messageActions}>
                <IconDots size={16} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconFlag size={14} aria-hidden="true" />}
                onClick={() => onReport(message)}
              >
                {TEXTS.reportMessage}
              </Menu.Item>
            </Menu.Dropdown>
          </DropdownMenu>
        ) : null}
      </Group>
    </Box>
  );
}
