import { Anchor, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';

import type { JobRequest } from '#shared/api/jobs.ts';
import { paths } from '#shared/pages.ts';
import { EmptyMessage } from '../../../components/empty-state/empty-message.tsx';
import { PagedList } from '../../../components/paged-list/paged-list.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useJobRequests } from '../api/jobs-api.ts';
import { quotePriceText } from '../lib/money.ts';
import { TEXTS } from '../lib/texts.ts';
import { InviteStateBadge, JobStateBadge } from './state-badges.tsx';

/** /job-requests: the provider's invitations, newest first, with their state and quote. */
export function JobRequestsList() {
  const [page, setPage] = useState(1);
  const query = useJobRequests(page);
  const data = query.data;
  return (
    <PagedList
      query={query}
      items={data?.requests}
      getKey={(request) => request.invite.id}
      renderItem={(request) => <RequestItem request={request} />}
      loading={{ skeleton: <Skeleton h={96} radius="md" />, count: 3 }}
      empty={
        <EmptyMessage title={TEXTS.requestsEmpty} description={TEXTS.requestsEmptyDescription} />
      }
      errorText={TEXTS.requestsError}
      paging={
        data
          ? { total: data.total, page: data.page, perPage: data.per_page, onChange: setPage }
          : undefined
      }
    />
  );
}

function RequestItem({ request: { invite, job, quote } }: { request: JobRequest }) {
  return (
    <Card component="article" withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4}>
          <Anchor component={Link} to={paths.jobRequest(String(job.id))} fw={600}>
            {job.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {job.sub_category.name} · {job.suburb}, {job.city} · Invited{' '}
            {formatDate(invite.invited_at, 'long')}
          </Text>
          <Text size="sm">
            For {invite.service.title}
            {quote ? ` · Your quote: ${quotePriceText(quote)}` : ''}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <InviteStateBadge state={invite.state} />
          {job.state !== 'open' ? <JobStateBadge state={job.state} /> : null}
        </Stack>
      </Group>
    </Card>
  );
}
