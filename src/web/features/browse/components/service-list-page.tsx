import { Box, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';

import {
  RESET_OVERLAY_MS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  type ServiceType,
} from '#shared/constants.ts';
import { AdSlot } from '../../../components/ad-slot/ad-slot.tsx';
import { useCategoryList } from '../../../lib/catalogue-queries.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useSearchServices, useSubCategoryServices, useTypeServices } from '../api/browse-api.ts';
import {
  clearListFilter,
  hasListFilter,
  readListFilter,
  saveListFilter,
  type ListFilter,
} from '../lib/saved-filters.ts';
import { toListOptions, useListParams } from '../lib/use-list-params.ts';
import { CategoryColumns } from './category-columns.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { ServiceResults } from './service-results.tsx';
import { TimedOverlay, useTimedOverlay } from './timed-overlay.tsx';

export function parseServiceType(value: string | undefined): ServiceType | undefined {
  return (SERVICE_TYPES as readonly string[]).includes(value ?? '')
    ? (value as ServiceType)
    : undefined;
}

export function listTitle(type: ServiceType | undefined): string {
  return type ? `List of ${SERVICE_TYPE_LABELS[type]} Services` : 'List of Services';
}

/**
 * /servicePageList/{type} and /servicePageCat/{sub category slug}: the 'Services' filter panel,
 * category columns, the results and the sticky sidebar ad. The list filter is kept in local
 * storage (servicePageList); Reset clears it and shows the 1-second overlay.
 */
export function ServiceListPage({
  type,
  subCategorySlug,
}: {
  type?: ServiceType | undefined;
  subCategorySlug?: string | undefined;
}) {
  const title = listTitle(type);
  const { data: categoryList, isPending: categoriesLoading } = useCategoryList();
  const subCategory = subCategorySlug
    ? categoryList?.subCategory.find((s) => s.slug === subCategorySlug)
    : undefined;
  usePageMeta(
    subCategory ? `${subCategory.name} services` : title,
    subCategory
      ? `Compare local ${subCategory.name.toLowerCase()} providers in New Zealand: ratings, reviews and contact details.`
      : `Browse ${type ?? 'all'} services from local New Zealand providers, with ratings and reviews.`,
  );
  const user = useSessionUser();
  const params = useListParams();
  const options = toListOptions(params);
  const overlay = useTimedOverlay(RESET_OVERLAY_MS);

  // The saved list filter applies on the type pages; a sub category page starts from its slug.
  const [filter, setFilter] = useState<ListFilter | null>(() =>
    subCategorySlug ? null : readListFilter(),
  );
  const filtered = hasListFilter(filter);

  const search = useSearchServices(
    filtered ? { ...filter, user_id: filter.user_id, ...(type ? { type } : {}) } : null,
    options,
  );
  const bySlug = useSubCategoryServices(
    subCategorySlug ?? '',
    options,
    !filtered && !!subCategorySlug,
  );
  const byType = useTypeServices(type, options, !filtered && !subCategorySlug);
  const active = filtered ? search : subCategorySlug ? bySlug : byType;

  const activeSlug = useMemo(() => {
    if (filtered && filter.subCategory_id !== '') {
      return categoryList?.subCategory.find((s) => s.id === filter.subCategory_id)?.slug ?? null;
    }
    return subCategorySlug ?? null;
  }, [filtered, filter, categoryList, subCategorySlug]);

  const panelValue: ListFilter = filter ?? {
    category_id: subCategory?.category_id ?? '',
    subCategory_id: subCategory?.id ?? '',
    city: '',
    suburb: '',
    user_id: '',
  };

  const applyFilter = (next: ListFilter) => {
    const withUser: ListFilter = { ...next, user_id: user ? user.id : '' };
    saveListFilter(withUser);
    setFilter(withUser);
    params.update({ page: 1 });
  };

  const reset = () => {
    clearListFilter();
    setFilter(null);
    params.update({ q: '', sort: undefined, page: 1 });
    overlay.show();
  };

  return (
    <Container py="xl">
      <TimedOverlay visible={overlay.visible} />
      <Box mb="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        {subCategory ? (
          <Text c="dimmed" mt={4}>
            {subCategory.name}
          </Text>
        ) : null}
      </Box>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <FilterPanel
            value={panelValue}
            categoryList={categoryList}
            onSearch={applyFilter}
            onReset={reset}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <CategoryColumns
              categoryList={categoryList}
              activeSlug={activeSlug}
              isLoading={categoriesLoading}
            />
            <ListToolbar
              q={params.q}
              sort={params.sort}
              onSearch={(q) => params.update({ q })}
              onSortChange={(sort) => params.update({ sort })}
            />
            {active.data && !active.isPending ? (
              <Text size="sm" c="dimmed" aria-live="polite">
                {active.data.total} {active.data.total === 1 ? 'service' : 'services'}
              </Text>
            ) : null}
            <ServiceResults
              services={active.data?.services}
              isLoading={active.isPending}
              columns={{ base: 1, xs: 2, lg: 3 }}
              total={active.data?.total ?? 0}
              page={params.page}
              perPage={active.data?.per_page}
              onPageChange={(page) => params.update({ page })}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2 }}>
          <AdSlot slot="sidebar" />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
