import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { Link } from 'react-router';

import { GET_QUOTES_TEXT, newJobHref, type JobStart } from '../../lib/new-job-href.ts';

/**
 * A way into the job form (issue 26 §1), started with what the visitor was looking at: on every
 * empty search and on the landing pages. Members post a job once and get up to three quotes.
 */
export function GetQuotesCard({ start, compact = false }: { start: JobStart; compact?: boolean }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="get-quotes">
      <Stack gap="xs" align="flex-start">
        {compact ? null : (
          <Text fw={600} size="lg">
            Not sure whom to call?
          </Text>
        )}
        <Text size="sm">{GET_QUOTES_TEXT}, in NZD with GST included. No fee for anyone.</Text>
        <Button
          component={Link}
          to={newJobHref(start)}
          leftSection={<IconClipboardList size={18} aria-hidden="true" />}
        >
          Get quotes
        </Button>
      </Stack>
    </Paper>
  );
}
