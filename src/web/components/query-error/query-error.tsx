import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

import { MESSAGES } from '#shared/messages.ts';
import { errorMessage } from '../../lib/api-client.ts';

export type QueryErrorProps = {
  /** What could not be loaded, e.g. 'The services could not be loaded.' */
  what?: string;
  error?: unknown;
  onRetry: () => void;
  /** True while the retry is running. */
  retrying?: boolean;
};

/** A failed read (5xx, network, a broken answer): what failed, why, and a Retry button. */
export function QueryError({
  what = 'This could not be loaded.',
  error,
  onRetry,
  retrying = false,
}: QueryErrorProps) {
  return (
    <Alert
      color="red"
      variant="light"
      title={MESSAGES.somethingWentWrong}
      icon={<IconAlertCircle aria-hidden="true" />}
      role="alert"
    >
      <Text size="sm">{what}</Text>
      {error ? (
        <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {errorMessage(error)}
        </Text>
      ) : null}
      <Group mt="sm">
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          loading={retrying}
          onClick={onRetry}
        >
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
