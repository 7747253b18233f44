import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

import type { SellerServicesResponse } from '#shared/api/browse.ts';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { EmptyMessage } from '../../../components/empty-state/empty-message.tsx';
import { LinkButton } from '../../../components/link-button/link-button.tsx';
import type { Paging } from '../../../components/paged-list/list-pagination.tsx';
import { PagedList, type PagedQuery } from '../../../components/paged-list/paged-list.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { OwnerCardSkeleton, OwnerServiceCard } from './owner-service-card.tsx';

/** The provider's own services (composed by the route from seller-services). */
export type OwnServices = PagedQuery & { data: SellerServicesResponse | undefined };

/** /all-services-sp ('Listed Services'): the provider's cards with their status and Edit links. */
export function ProviderServicesPage({
  services,
  paging,
}: {
  services: OwnServices;
  paging: Paging | undefined;
}) {
  usePageMeta(MESSAGES.listedServices);
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>{MESSAGES.listedServices}</Title>
            <Text c="dimmed">
              New and changed services are checked by our team before they go public.
            </Text>
          </Stack>
          <LinkButton to={paths.addService} icon={IconPlus}>
            Add Service
          </LinkButton>
        </Group>
        <PagedList
          query={services}
          items={services.data?.sellerServices}
          getKey={(s) => s.id}
          renderItem={(s) => <OwnerServiceCard service={s} />}
          cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
          loading={{ text: MESSAGES.loadingServices, skeleton: <OwnerCardSkeleton />, count: 4 }}
          empty={
            <EmptyMessage title={MESSAGES.noServiceFound}>
              <Button component={Link} to={paths.addService} variant="light">
                Add your first service
              </Button>
            </EmptyMessage>
          }
          errorText="Your services could not be loaded."
          paging={paging}
          count={{ one: 'service', many: 'services' }}
        />
      </Stack>
    </Container>
  );
}
