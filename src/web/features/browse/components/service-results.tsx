import { Center, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';

import type { ServiceCard as ServiceCardData } from '#shared/api/browse.ts';
import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import { EmptyMessage } from '../../../components/empty-state/empty-message.tsx';
import { ServiceCard, ServiceCardSkeleton, type CardLayout } from './service-card.tsx';

export const LOADING_SERVICES = 'Loading services...';
export const NO_SERVICE_FOUND = 'No Service found';

/** Pages of a list; hidden when everything fits on one page. */
export function ListPagination({
  total,
  page,
  perPage = PAGE_SIZE_DEFAULT,
  onChange,
}: {
  total: number;
  page: number;
  perPage?: number;
  onChange: (page: number) => void;
}) {
  const pages = Math.ceil(total / perPage);
  if (pages <= 1) return null;
  return (
    <Center mt="lg">
      <Pagination
        total={Math.min(pages, 10_000)}
        value={Math.min(page, pages)}
        onChange={(next) => {
          onChange(next);
          window.scrollTo({ top: 0 });
        }}
        getControlProps={(control) => ({
          'aria-label':
            control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control,
        })}
        siblings={1}
        boundaries={1}
      />
    </Center>
  );
}

/**
 * Service cards in a grid (or a list), with skeletons and 'Loading services...' while loading,
 * 'No Service found' when empty, and the pagination under them.
 */
export function ServiceResults({
  services,
  isLoading,
  layout = 'grid',
  columns = { base: 1, xs: 2, md: 3 },
  total = 0,
  page = 1,
  perPage = PAGE_SIZE_DEFAULT,
  onPageChange,
  emptyText = NO_SERVICE_FOUND,
}: {
  services: ServiceCardData[] | undefined;
  isLoading: boolean;
  layout?: CardLayout;
  columns?: { base: number; xs?: number; sm?: number; md?: number; lg?: number };
  total?: number;
  page?: number;
  perPage?: number;
  onPageChange?: (page: number) => void;
  emptyText?: string;
}) {
  if (isLoading) {
    return (
      <Stack gap="md" aria-busy="true">
        <Text c="dimmed" role="status">
          {LOADING_SERVICES}
        </Text>
        <SimpleGrid cols={layout === 'list' ? 1 : columns} spacing="md">
          {Array.from({ length: layout === 'list' ? 3 : 6 }, (_, i) => (
            <ServiceCardSkeleton key={i} layout={layout} />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  if (!services || services.length === 0) {
    return <EmptyMessage title={emptyText} />;
  }
  return (
    <Stack gap={0}>
      <SimpleGrid cols={layout === 'list' ? 1 : columns} spacing="md">
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} layout={layout} />
        ))}
      </SimpleGrid>
      {onPageChange ? (
        <ListPagination total={total} page={page} perPage={perPage} onChange={onPageChange} />
      ) : null}
    </Stack>
  );
}
