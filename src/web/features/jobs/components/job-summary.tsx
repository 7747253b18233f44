import { Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';

import type { Job } from '#shared/api/jobs.ts';
import { formatDate } from '../../../lib/format.ts';
import { budgetText, timingText } from '../lib/job-form.ts';
import { JobStateBadge } from './state-badges.tsx';

/** The job as posted: state, service, place, timing, budget, description (as text), photos. */
export function JobSummary({ job }: { job: Job }) {
  const budget = budgetText(job.budget);
  return (
    <Stack gap="sm" component="section" aria-label="The job">
      <Group gap="sm">
        <JobStateBadge state={job.state} />
        <Text size="sm" c="dimmed">
          Posted {formatDate(job.created_at, 'long')}
          {job.state === 'open' ? ` · open until ${formatDate(job.expires_at, 'long')}` : ''}
        </Text>
      </Group>
      <Text>
        <strong>{job.sub_category.name}</strong> in {job.suburb}, {job.city}
      </Text>
      <Text size="sm">
        When: {timingText(job.timing, job.start_date)}
        {budget ? ` · Budget: ${budget}` : ''}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{job.description}</Text>
      {job.photos.length > 0 ? (
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          {job.photos.map((photo, i) => (
            <a key={photo.url} href={photo.url} target="_blank" rel="noreferrer">
              <Image
                src={photo.small_url}
                alt={`Photo ${i + 1} of the job`}
                radius="sm"
                h={96}
                fit="cover"
                loading="lazy"
              />
            </a>
          ))}
        </SimpleGrid>
      ) : null}
      {job.state === 'cancelled' && job.cancel_reason ? (
        <Text size="sm" c="dimmed">
          Cancelled: {job.cancel_reason}
        </Text>
      ) : null}
    </Stack>
  );
}
