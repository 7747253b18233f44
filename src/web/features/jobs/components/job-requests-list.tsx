import { Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import type { JobRequest } from '#shared/api/jobs.ts';
import { paths } from '#shared/pages.ts';
import { EmptyMessage } from '../../../components/empty-state/empty-message.tsx';
import { PagedList } from '../../../components/paged-list/paged-list.tsx';
import { useJobRequests } from '../api/jobs-api.ts';
import { quotePriceText } from '../lib/money.ts';
import { TEXTS } from '../lib/texts.ts';
import { JobListCard } from './job-list-card.tsx';
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
    <JobListCard
      job={job}
      to={paths.jobRequest(String(job.id))}
      dated={{ label: 'Invited', at: invite.invited_at }}
      badges={
        <Stack gap={4} align="flex-end">
          <InviteStateBadge state={invite.state} />
          {job.state !== 'open' ? <JobStateBadge state={job.state} /> : null}
        </Stack>
      }
    >
      <Text size="sm">
        For {invite.service.title}
        {quote ? ` · Your quote: ${quotePriceText(quote)}` : ''}
      </Text>
    </JobListCard>
  );
}
