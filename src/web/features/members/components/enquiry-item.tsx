import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';

import type { InboxItem } from '#shared/api/members.ts';
import { paths } from '#shared/pages.ts';
import { ItemCard } from '../../../components/item-card/item-card.tsx';
import { formatDate } from '../../../lib/format.ts';

export type EnquiryItemProps = {
  enquiry: InboxItem;
  /** A received enquiry (the member is the contact) or a sent one (the provider is). */
  received: boolean;
  onMarkRead?: (id: number) => void;
  marking?: boolean;
};

/** One enquiry: unread marker, kind, the other side's name and contact, service and message. */
export function EnquiryItem({ enquiry, received, onMarkRead, marking = false }: EnquiryItemProps) {
  const unread = received && !enquiry.is_read;
  const { contact, service } = enquiry;
  return (
    <ItemCard
      data-unread={unread || undefined}
      style={unread ? { borderLeft: '4px solid var(--mantine-color-kiwi-filled)' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            {unread ? <Badge color="red">Unread</Badge> : null}
            <Badge variant="light" color={enquiry.type === 'call' ? 'orange' : 'blue'}>
              {enquiry.type === 'call' ? 'Call request' : 'Email'}
            </Badge>
            <Text component="h3" fw={unread ? 800 : 600} m={0}>
              {received ? contact.name : `To ${contact.name}`}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {formatDate(enquiry.created_at)}
          </Text>
        </Group>
        <Text size="sm">
          About{' '}
          <Anchor component={Link} to={paths.singleService(service.slug)}>
            {service.title}
          </Anchor>
        </Text>
        <Group gap="md" wrap="wrap">
          {contact.email ? (
            <Anchor href={`mailto:${contact.email}`} size="sm">
              <IconMail size={14} aria-hidden="true" /> {contact.email}
            </Anchor>
          ) : null}
          {contact.phone_number ? (
            <Anchor href={`tel:${contact.phone_number.replace(/\s+/g, '')}`} size="sm">
              <IconPhone size={14} aria-hidden="true" /> {contact.phone_number}
            </Anchor>
          ) : null}
        </Group>
        {enquiry.message ? (
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {enquiry.message}
          </Text>
        ) : (
          <Text c="dimmed" fs="italic">
            {received ? 'Asked you to call back.' : 'You asked for their phone number.'}
          </Text>
        )}
        {unread && onMarkRead ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCheck size={14} aria-hidden="true" />}
            loading={marking}
            onClick={() => onMarkRead(enquiry.id)}
            style={{ alignSelf: 'flex-start' }}
          >
            Mark as read
          </Button>
        ) : null}
      </Stack>
    </ItemCard>
  );
}
