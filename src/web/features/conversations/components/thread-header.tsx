import { ActionIcon, Anchor, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconAddressBook,
  IconBan,
  IconCircleCheck,
  IconDotsVertical,
  IconFlag,
} from '@tabler/icons-react';
import { Link } from 'react-router';

import type { Conversation } from '#shared/api/conversations.ts';
import { paths } from '#shared/pages.ts';
import { DropdownMenu } from '../../../components/dropdown-menu/dropdown-menu.tsx';
import { TEXTS } from '../lib/texts.ts';
import { PartyAvatar } from './party-avatar.tsx';

export type ThreadAction = 'share' | 'block' | 'unblock' | 'report';

export type ThreadHeaderProps = {
  conversation: Conversation;
  onAction: (action: ThreadAction) => void;
};

/** The thread's top: the other side, the service (a link to its page) and the actions menu. */
export function ThreadHeader({ conversation, onAction }: ThreadHeaderProps) {
  const party = conversation.other_party;
  const isMember = conversation.role === 'member';
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <PartyAvatar party={party} size={48} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {party.name}
            </Title>
            <Text size="sm">
              {TEXTS.about}{' '}
              <Anchor component={Link} to={paths.singleService(conversation.service.slug)}>
                {conversation.service.title}
              </Anchor>
            </Text>
            {isMember && conversation.reply_time_minutes !== null ? (
              <Text size="xs" c="dimmed">
                {TEXTS.repliesWithin(conversation.reply_time_minutes)}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <DropdownMenu width={240} shadow="md">
          <Menu.Target>
            <ActionIcon variant="default" size="lg" aria-label={TEXTS.actions}>
              <IconDotsVertical size={18} aria-hidden="true" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {isMember && conversation.contact === null && !conversation.closed ? (
              <Menu.Item
                leftSection={<IconAddressBook size={16} aria-hidden="true" />}
                onClick={() => onAction('share')}
              >
                {TEXTS.shareContact}
              </Menu.Item>
            ) : null}
            {conversation.blocked_by_me ? (
              <Menu.Item
                leftSection={<IconCircleCheck size={16} aria-hidden="true" />}
                onClick={() => onAction('unblock')}
              >
                {TEXTS.unblock}
              </Menu.Item>
            ) : (
              <Menu.Item
                leftSection={<IconBan size={16} aria-hidden="true" />}
                onClick={() => onAction('block')}
              >
                {TEXTS.block}
              </Menu.Item>
            )}
            <Menu.Item
              color="red"
              leftSection={<IconFlag size={16} aria-hidden="true" />}
              onClick={() => onAction('report')}
            >
              {TEXTS.report}
            </Menu.Item>
          </Menu.Dropdown>
        </DropdownMenu>
      </Group>
    </Paper>
  );
}

/** The member's shared contact details: for the provider the details, for the member a note. */
export function ContactBlock({ conversation }: { conversation: Conversation }) {
  const contact = conversation.contact;
  if (!contact) return null;
  if (conversation.role === 'member') {
    return (
      <Text size="sm" c="dimmed" role="note">
        {TEXTS.contactShared}
      </Text>
    );
  }
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-color-kiwi-light)"
      component="section"
      aria-label={TEXTS.contactTitle}
    >
      <Text fw={700} size="sm">
        {TEXTS.contactTitle}
      </Text>
      <Text size="sm">{contact.name}</Text>
      <Anchor href={`mailto:${contact.email}`} size="sm" display="block">
        {contact.email}
      </Anchor>
      {contact.phone_number ? (
        <Anchor href={`tel:${contact.phone_number.replace(/\s+/g, '')}`} size="sm" display="block">
          {contact.phone_number}
        </Anchor>
      ) : null}
    </Paper>
  );
}
