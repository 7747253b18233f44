import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import type { Job } from '#shared/api/jobs.ts';
import { paths } from '#shared/pages.ts';
import { EmptyMessage } from '../../../components/empty-state/empty-message.tsx';
import { LinkButton } from '../../../components/link-button/link-button.tsx';
import { PagedList } from '../../../components/paged-list/paged-list.tsx';
import { useMyJobs } from '../api/jobs-api.ts';
import { TEXTS } from '../lib/texts.ts';
import { JobListCard } from './job-list-card.tsx';
import { JobStateBadge } from './state-badges.tsx';

/** /jobs: the member's jobs, newest first, each with its state, place and quotes. */
export function JobsList() {
  const [page, setPage] = useState(1);
  const query = useMyJobs(page);
  const data = query.data;
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <LinkButton to={paths.newJob} icon={IconPlus}>
          {TEXTS.getQuotes}
        </LinkButton>
      </Group>
      <PagedList
        query={query}
        items={data?.jobs}
        getKey={(job) => job.id}
        renderItem={(job) => <JobItem job={job} />}
        loading={{ skeleton: <Skeleton h={96} radius="md" />, count: 3 }}
        empty={<EmptyMessage title={TEXTS.emptyTitle} description={TEXTS.emptyDescription} />}
        errorText={TEXTS.listError}
        paging={
          data
            ? { total: data.total, page: data.page, perPage: data.per_page, onChange: setPage }
            : undefined
        }
      />
    </Stack>
  );
}

function JobItem({ job }: { job: Job }) {
  return (
    <JobListCard
      job={job}
      to={paths.job(String(job.id))}
      dated={{ label: 'Posted', at: job.created_at }}
      badges={<JobStateBadge state={job.state} />}
    >
      <Text size="sm">{TEXTS.quotesCount(job.quotes_count)}</Text>
    </JobListCard>
  );
}
