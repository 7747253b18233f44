import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';

import { paths } from '#shared/pages.ts';
import { isClientError } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';

/** What the edit page says when the service cannot be edited by this user (403, 404). */
const REFUSALS = {
  403: {
    title: 'This service is not yours to edit',
    text: 'It belongs to another provider. You can edit the services you have listed yourself.',
    Icon: IconLock,
  },
  404: {
    title: 'This service was not found',
    text: 'It may have been removed, or the address is not quite right.',
    Icon: IconSearch,
  },
} as const;

/** The refusal a failed edit-form read stands for, or null (a failure worth a retry). */
export function editRefusal(error: unknown): keyof typeof REFUSALS | null {
  if (!isClientError(error)) return null;
  return error.status === 403 || error.status === 404 ? error.status : null;
}

/**
 * /edit-service/{slug} of a service one may not edit: a clear message and a way to one's own
 * services, not "Something went wrong … Retry" (retrying cannot change the answer).
 */
export function ServiceNotEditable({ refusal }: { refusal: keyof typeof REFUSALS }) {
  const { title, text, Icon } = REFUSALS[refusal];
  usePageMeta(title, undefined, undefined, { noindex: true });
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="lg">
        <Icon size={56} stroke={1.5} aria-hidden="true" color="var(--mantine-color-gray-6)" />
        <Title order={1}>{title}</Title>
        <Text c="dimmed" maw={440}>
          {text}
        </Text>
        <Button component={Link} to={paths.providerServices} size="md">
          Go to your services
        </Button>
      </Stack>
    </Container>
  );
}
