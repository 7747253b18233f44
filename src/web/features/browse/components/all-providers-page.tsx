import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { EmptyMessage } from '../../../components/empty-state/empty-message.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useProviders } from '../api/browse-api.ts';
import { useListParams } from '../lib/use-list-params.ts';
import { ListToolbar } from './list-toolbar.tsx';
import { ProviderCard, ProviderCardSkeleton } from './provider-card.tsx';
import { ListPagination } from './service-results.tsx';

/** /all-service-providers: provider cards with logo, business name, about and since date. */
export function AllProvidersPage() {
  usePageMeta(
    'Service providers',
    'Local New Zealand service providers on Kiwi Services, with their ratings and reviews.',
  );
  const params = useListParams();
  const query = useProviders({ page: params.page, ...(params.q ? { q: params.q } : {}) });
  const cols = { base: 1, sm: 2, lg: 3 };
  return (
    <Container py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Service providers
        </Title>
        <ListToolbar
          q={params.q}
          onSearch={(q) => params.update({ q })}
          withSort={false}
          label="Search providers"
          placeholder="Search providers by name"
        />
        {query.isPending ? (
          <SimpleGrid cols={cols} spacing="md" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <ProviderCardSkeleton key={i} />
            ))}
          </SimpleGrid>
        ) : !query.data?.seller.length ? (
          <EmptyMessage title="No providers found" />
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {query.data.total} {query.data.total === 1 ? 'provider' : 'providers'}
            </Text>
            <SimpleGrid cols={cols} spacing="md">
              {query.data.seller.map((provider) => (
                <ProviderCard key={provider.id} provider={provider} withSince headingLevel={2} />
              ))}
            </SimpleGrid>
            <ListPagination
              total={query.data.total}
              page={params.page}
              perPage={query.data.per_page}
              onChange={(page) => params.update({ page })}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
