import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { Job } from '#shared/api/jobs.ts';
import { formatDate } from '../../../lib/format.ts';

export type JobListCardProps = {
  job: Pick<Job, 'title' | 'sub_category' | 'suburb' | 'city'>;
  /** The job's page for the reader (the member's job, the provider's job request). */
  to: string;
  /** What happened when, after the place ("Posted", "Invited"). */
  dated: { label: string; at: string };
  /** The line under the place (quotes, the service and its quote). */
  children: ReactNode;
  /** The state badges on the right. */
  badges: ReactNode;
};

/** A job in the member's jobs and the provider's job requests: title, place, date, badges. */
export function JobListCard({ job, to, dated, children, badges }: JobListCardProps) {
  return (
    <Card component="article" withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4}>
          <Anchor component={Link} to={to} fw={600}>
            {job.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {job.sub_category.name} · {job.suburb}, {job.city} · {dated.label}{' '}
            {formatDate(dated.at, 'long')}
          </Text>
          {children}
        </Stack>
        {badges}
      </Group>
    </Card>
  );
}
