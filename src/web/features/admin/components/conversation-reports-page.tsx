import { Anchor, Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import type { AdminReport } from '#shared/api/conversations.ts';
import { paths } from '#shared/pages.ts';
import { ItemCard } from '../../../components/item-card/item-card.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useConversationReports, useResolveReport } from '../api/admin-api.ts';
import { toastAdminOutcome } from '../api/admin-outcome.ts';
import { ReportNote } from './report-note.tsx';
import { ReportQueue } from './report-queue.tsx';

type ReportMessage = AdminReport['messages'][number];

/** One message of a report's context; the reported one is marked, in words and colour. */
function ContextMessage({ report, message }: { report: AdminReport; message: ReportMessage }) {
  const { member, provider } = report.conversation;
  const sender = message.sender_id === member.id ? member.name : provider.name;
  return (
    <Box
      component="li"
      p="xs"
      data-reported={message.reported || undefined}
      style={{
        borderRadius: 8,
        border: message.reported
          ? '2px solid var(--mantine-color-red-7)'
          : '1px solid var(--mantine-color-gray-3)',
        background: message.reported ? 'var(--mantine-color-red-0)' : undefined,
      }}
    >
      <Group gap="xs" justify="space-between">
        <Text size="xs" fw={700}>
          {sender}
        </Text>
        <Group gap={6}>
          {message.reported ? (
            <Badge color="red" size="xs">
              Reported
            </Badge>
          ) : null}
          <Text size="xs" c="dimmed">
            {formatDate(message.created_at, 'long')}
          </Text>
        </Group>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Text>
      {message.attachments.length > 0 ? (
        <Group gap="xs" mt={4}>
          {message.attachments.map((file, index) => (
            <Anchor key={file.url} href={file.url} target="_blank" rel="noopener" size="xs">
              {file.kind === 'pdf' ? file.name : `Photo ${index + 1}`}
            </Anchor>
          ))}
        </Group>
      ) : null}
    </Box>
  );
}

/** One report: why, who, the conversation's sides and service, the context, and Resolve. */
function ReportItem({ report }: { report: AdminReport }) {
  const resolve = useResolveReport();
  const [note, setNote] = useState('');
  const { conversation } = report;
  const onResolve = () =>
    toastAdminOutcome(() => resolve.mutateAsync({ id: report.id, resolution: note.trim() }));
  return (
    <ItemCard>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text component="h2" fw={700} fz="md" m={0}>
            {report.message_id !== null ? 'A message reported' : 'A conversation reported'} by{' '}
            {report.reporter.name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(report.created_at, 'long')}
          </Text>
        </Group>
        <Text size="sm">
          <b>Reason:</b> {report.reason}
        </Text>
        <Text size="sm">
          <Anchor component={Link} to={paths.singleService(conversation.service.slug)}>
            {conversation.service.title}
          </Anchor>{' '}
          · Member: {conversation.member.name} · Provider: {conversation.provider.name}
        </Text>
        <Stack
          component="ol"
          gap={6}
          aria-label={`The reported messages and their context, report ${report.id}`}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {report.messages.map((message) => (
            <ContextMessage key={message.id} report={report} message={message} />
          ))}
        </Stack>
        <Group align="flex-end" gap="sm">
          <ReportNote
            label="Resolution note (optional)"
            value={note}
            onChange={setNote}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button
            leftSection={<IconCheck size={16} aria-hidden="true" />}
            loading={resolve.isPending}
            onClick={() => void onResolve()}
          >
            Resolve
          </Button>
        </Group>
      </Stack>
    </ItemCard>
  );
}

/**
 * /admin/conversation-reports: reported conversations and messages, oldest open first as the
 * server sends them. Conversations are otherwise private: the admin sees only the reported
 * messages and their context, and each view is in the audit log (the server writes it).
 */
export function ConversationReportsPage() {
  return (
    <ReportQueue
      title="Reported messages"
      description="Conversations and messages that members or providers reported, with a little context. Conversations are otherwise private."
      useReports={useConversationReports}
      renderReport={(report) => <ReportItem report={report} />}
      skeletonHeight={200}
      emptyTitle="No reports to review"
      errorText="The reports could not be loaded."
    />
  );
}
