import { Anchor, Button, Modal, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';

import type { ServiceDetail } from '#shared/api/browse.ts';
import { paths } from '#shared/pages.ts';
import { ProviderAbout, ProviderIdentity } from './provider-card.tsx';

type Provider = ServiceDetail['provider'];

/** The 'View More' modal: the whole about message, the mobile and a link to the provider. */
function ProviderModal({
  provider,
  opened,
  onClose,
}: {
  provider: Provider;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={provider.business_name} centered>
      <Stack gap="sm">
        <ProviderIdentity provider={provider} logoSize={72} withValue sinceLabel="Member since" />
        <ProviderAbout message={provider.message} full />
        {provider.phone_number ? (
          <Text size="sm">
            Mobile:{' '}
            <Anchor href={`tel:${provider.phone_number.replace(/\s+/g, '')}`}>
              {provider.phone_number}
            </Anchor>
          </Text>
        ) : null}
        <Button component={Link} to={paths.providerDetails(provider.slug)} onClick={onClose}>
          See all services by {provider.business_name}
        </Button>
      </Stack>
    </Modal>
  );
}

/** The provider box of the service page, with a 'View More' modal. */
export function ProviderSummary({ provider }: { provider: Provider }) {
  const [opened, { open, close }] = useDisclosure(false);
  const title = (
    <Text fw={700} id="provider-summary-title" lineClamp={2}>
      {provider.business_name}
    </Text>
  );
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
      <ProviderIdentity
        provider={provider}
        title={title}
        logoSize={56}
        starSize={14}
        sinceLabel="Member since"
      />
      <ProviderAbout message={provider.message} />
      <Button variant="light" fullWidth mt="md" onClick={open}>
        View More
      </Button>
      <ProviderModal provider={provider} opened={opened} onClose={close} />
    </Paper>
  );
}
