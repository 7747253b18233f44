import { Anchor, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';

import type { ServiceDetail } from '#shared/api/browse.ts';
import { StarRating } from '../../../components/star-rating/star-rating.tsx';
import { formatDate } from '../../../lib/format.ts';
import { ProviderLogo } from './provider-card.tsx';

/** The provider box of the service page, with a 'View More' modal. */
export function ProviderSummary({ provider }: { provider: ServiceDetail['provider'] }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="provider-summary-title"
    >
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb="xs">
        Service provider
      </Text>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ProviderLogo src={provider.logo} name={provider.business_name} size={56} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700} id="provider-summary-title" lineClamp={2}>
            {provider.business_name}
          </Text>
          <StarRating value={provider.rating} count={provider.total_reviews} size={14} />
          <Text size="xs" c="dimmed">
            Member since {formatDate(provider.created_at)}
          </Text>
        </Stack>
      </Group>
      {provider.message ? (
        <Text size="sm" mt="sm" lineClamp={3}>
          {provider.message}
        </Text>
      ) : null}
      <Button variant="light" fullWidth mt="md" onClick={open}>
        View More
      </Button>
      <Modal opened={opened} onClose={close} title={provider.business_name} centered>
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ProviderLogo src={provider.logo} name={provider.business_name} size={72} />
            <Stack gap={4}>
              <StarRating value={provider.rating} count={provider.total_reviews} withValue />
              <Text size="sm" c="dimmed">
                Member since {formatDate(provider.created_at)}
              </Text>
            </Stack>
          </Group>
          {provider.message ? (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {provider.message}
            </Text>
          ) : null}
          {provider.phone_number ? (
            <Text size="sm">
              Mobile:{' '}
              <Anchor href={`tel:${provider.phone_number.replace(/\s+/g, '')}`}>
                {provider.phone_number}
              </Anchor>
            </Text>
          ) : null}
          <Button component={Link} to={`/provider-details/${provider.slug}`} onClick={close}>
            See all services by {provider.business_name}
          </Button>
        </Stack>
      </Modal>
    </Paper>
  );
}
