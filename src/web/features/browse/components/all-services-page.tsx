import { Container, Stack, Text, Title } from '@mantine/core';

import { usePageMeta } from '../../../lib/page-meta.ts';
import { useAllServices } from '../api/browse-api.ts';
import { toListOptions, useListParams } from '../lib/use-list-params.ts';
import { ListToolbar } from './list-toolbar.tsx';
import { ServiceResults } from './service-results.tsx';

/** /all-services: every approved service as cards, with search, sort and pages. */
export function AllServicesPage() {
  usePageMeta(
    'All services',
    'Every service listed on Kiwi Services: residential, commercial and trade providers across New Zealand.',
  );
  const params = useListParams();
  const query = useAllServices(toListOptions(params));
  return (
    <Container py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          All services
        </Title>
        <ListToolbar
          q={params.q}
          sort={params.sort}
          onSearch={(q) => params.update({ q })}
          onSortChange={(sort) => params.update({ sort })}
        />
        {query.data ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {query.data.total} {query.data.total === 1 ? 'service' : 'services'}
          </Text>
        ) : null}
        <ServiceResults
          services={query.data?.services}
          isLoading={query.isPending}
          columns={{ base: 1, xs: 2, md: 3, lg: 4 }}
          total={query.data?.total ?? 0}
          page={params.page}
          perPage={query.data?.per_page}
          onPageChange={(page) => params.update({ page })}
        />
      </Stack>
    </Container>
  );
}
