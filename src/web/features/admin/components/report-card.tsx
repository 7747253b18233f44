import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { ItemCard } from '../../../components/item-card/item-card.tsx';
import { formatDate } from '../../../lib/format.ts';

/** One report of a queue: what was reported (a heading) and when, then the report's details. */
export function ReportCard(props: { title: ReactNode; reportedAt: string; children: ReactNode }) {
  return (
    <ItemCard>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="md" m={0}>
            {props.title}
          </Title>
          <Text size="xs" c="dimmed">
            Reported {formatDate(props.reportedAt, 'long')}
          </Text>
        </Group>
        {props.children}
      </Stack>
    </ItemCard>
  );
}
