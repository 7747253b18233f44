import { Group, Text, type MantineSize } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';

import { repliesWithin } from '../../lib/reply-time.ts';

/**
 * "Usually replies within 2 hours" with a clock (issue 25 §4), or nothing while the provider's
 * reply time is not measured (null below 3 conversations; absent from older answers).
 */
export function ReplyTime({
  minutes,
  size = 'xs',
}: {
  minutes: number | null | undefined;
  size?: MantineSize;
}) {
  if (minutes === null || minutes === undefined) return null;
  return (
    <Group gap={4} wrap="nowrap" data-testid="reply-time">
      <IconClock size={14} aria-hidden="true" color="var(--mantine-color-dimmed)" />
      <Text size={size} c="dimmed" lineClamp={1}>
        {repliesWithin(minutes)}
      </Text>
    </Group>
  );
}
