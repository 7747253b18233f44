import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconInbox, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';

import type { MailboxMessage } from '#shared/api/auth.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { MAILBOX_PAGE_SIZE, useMailbox } from '../api/mailbox-api.ts';
import { LinkifiedText } from './linkified-text.tsx';

const STATUS_COLOR: Record<string, string> = { sent: 'kiwi', pending: 'orange', failed: 'red' };

/** '5 Mar, 14:07' in New Zealand time. */
function sentAt(iso: string): string {
  const time = new Intl.DateTimeFormat('en-NZ', {
    timeZone: 'Pacific/Auckland',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
  return `${formatDate(iso)}, ${time}`;
}

function MessageCard({ message }: { message: MailboxMessage }) {
  return (
    <Paper component="article" withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Title order={2} fz="md" style={{ overflowWrap: 'anywhere' }}>
            {message.subject}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            To {message.to} · {sentAt(message.created_at)}
          </Text>
        </Stack>
        <Group gap={6}>
          <Badge variant="light" color="gray">
            {message.kind}
          </Badge>
          <Badge variant="light" color={STATUS_COLOR[message.status] ?? 'gray'}>
            {message.status}
          </Badge>
        </Group>
      </Group>
      <Text
        component="div"
        size="sm"
        mt="sm"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        <LinkifiedText text={message.text} />
      </Text>
    </Paper>
  );
}

/**
 * /dev/mailbox (development only): the latest outgoing emails, so someone trying the app
 * locally can open a password link without a mail server.
 */
export function MailboxPage() {
  usePageMeta('Dev mailbox');
  const [page, setPage] = useState(1);
  const mailbox = useMailbox(page);
  const data = mailbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / MAILBOX_PAGE_SIZE)) : 1;

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              Dev mailbox
            </Title>
            <Text c="dimmed" size="sm">
              Outgoing emails of this development server, newest first. Open a password link to
              finish a registration.
            </Text>
          </Stack>
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} aria-hidden="true" />}
            onClick={() => void mailbox.refetch()}
            loading={mailbox.isFetching}
          >
            Refresh
          </Button>
        </Group>

        {mailbox.isPending ? (
          <Stack gap="md" aria-busy="true" aria-label="Loading messages">
            <Skeleton h={140} radius="md" />
            <Skeleton h={140} radius="md" />
          </Stack>
        ) : mailbox.isError ? (
          <Alert color="red" title="The mailbox is not available" role="alert">
            {mailbox.error.message} (it exists only when the server does not run in production)
          </Alert>
        ) : data && data.messages.length > 0 ? (
          <>
            <Text size="sm" c="dimmed">
              {data.total} message{data.total === 1 ? '' : 's'}
            </Text>
            <Stack gap="md">
              {data.messages.map((message) => (
                <MessageCard key={message.id} message={message} />
              ))}
            </Stack>
            {pages > 1 ? (
              <Pagination total={pages} value={page} onChange={setPage} mx="auto" />
            ) : null}
          </>
        ) : (
          <Paper withBorder radius="md" p="xl">
            <Stack align="center" gap="xs">
              <IconInbox size={40} aria-hidden="true" color="var(--mantine-color-gray-6)" />
              <Text fw={600}>No messages yet</Text>
              <Text size="sm" c="dimmed" ta="center">
                Register an account or ask for a password link, then refresh this page.
              </Text>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
