import { Container, Grid, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';

import type { CategoryListResponse, SubCategory } from '#shared/api/catalogue.ts';
import {
  RESET_OVERLAY_MS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  type ServiceType,
} from '#shared/constants.ts';
import { AdSlot } from '../../../components/ad-slot/ad-slot.tsx';
import {
  PleaseWaitOverlay,
  useTimedOverlay,
} from '../../../components/please-wait-overlay/please-wait-overlay.tsx';
import { useCategoryList } from '../../../lib/catalogue-queries.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useSearchServices, useSubCategoryServices, useTypeServices } from '../api/browse-api.ts';
import {
  FILTER_PARAMS,
  listFilterToUrl,
  useSavedFilterRedirect,
  useUrlFilter,
} from '../lib/filter-url.ts';
import {
  clearListFilter,
  EMPTY_LIST_FILTER,
  hasListFilter,
  readListFilter,
  saveListFilter,
  type ListFilter,
} from '../lib/saved-filters.ts';
import {
  pagingOf,
  toListOptions,
  useListParams,
  type ListParamsState,
} from '../lib/use-list-params.ts';
import { PageHeading } from './browse-page.tsx';
import { CategoryColumns } from './category-columns.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { ServiceResults } from './service-results.tsx';

export function parseServiceType(value: string | undefined): ServiceType | undefined {
  return SERVICE_TYPES.find((type) => type === value);
}

export function listTitle(type: ServiceType | undefined): string {
  return type ? `List of ${SERVICE_TYPE_LABELS[type]} Services` : 'List of Services';
}

/** The saved list filter as URL parameters (when the URL has none). */
function savedListSearch(list: CategoryListResponse): URLSearchParams | null {
  const saved = readListFilter();
  return hasListFilter(saved) ? listFilterToUrl(saved, list) : null;
}

/**
 * The list filter lives in the URL (?category=&service=&city=&suburb=, decision 073) and is
 * saved in local storage (servicePageList); a type page opened without one moves to the saved
 * one. Reset clears both and shows the 1-second overlay.
 */
function useListFilter(subCategorySlug: string | undefined) {
  const user = useSessionUser();
  const overlay = useTimedOverlay(RESET_OVERLAY_MS);
  const url = useUrlFilter();
  const { data: categoryList } = useCategoryList();
  const [, setSearchParams] = useSearchParams();
  useSavedFilterRedirect(url.present || Boolean(subCategorySlug), savedListSearch);
  const userId = user ? user.id : '';
  const filter: ListFilter | null =
    url.present && url.ready
      ? {
          category_id: url.categoryId,
          subCategory_id: url.subCategoryId,
          city: url.city,
          suburb: url.suburb,
          user_id: userId,
        }
      : null;
  const apply = (next: ListFilter) => {
    const withUser: ListFilter = { ...next, user_id: userId };
    saveListFilter(withUser);
    setSearchParams((prev) => {
      const params = listFilterToUrl(withUser, categoryList);
      for (const [name, value] of prev) {
        if (!FILTER_PARAMS.some((f) => f === name) && name !== 'page') params.set(name, value);
      }
      return params;
    });
  };
  const reset = () => {
    clearListFilter();
    setSearchParams(new URLSearchParams());
    overlay.show();
  };
  return { filter, apply, reset, resetting: overlay.visible };
}

/** The services shown: the filtered search, else the sub category's, else the type's. */
function useListedServices(
  type: ServiceType | undefined,
  subCategorySlug: string | undefined,
  filter: ListFilter | null,
  params: ListParamsState,
) {
  const options = toListOptions(params);
  const filtered = hasListFilter(filter);
  const search = useSearchServices(
    filtered ? { ...filter, ...(type ? { type } : {}) } : null,
    options,
  );
  const bySlug = useSubCategoryServices(
    subCategorySlug ?? '',
    options,
    !filtered && !!subCategorySlug,
  );
  const byType = useTypeServices(type, options, !filtered && !subCategorySlug);
  return filtered ? search : subCategorySlug ? bySlug : byType;
}

/** The sub category the page highlights: the filter's, else the page's own. */
function activeSlugOf(
  filter: ListFilter | null,
  categoryList: CategoryListResponse | undefined,
  subCategorySlug: string | undefined,
): string | null {
  if (hasListFilter(filter) && filter.subCategory_id !== '') {
    return categoryList?.subCategory.find((s) => s.id === filter.subCategory_id)?.slug ?? null;
  }
  return subCategorySlug ?? null;
}

function useListMeta(type: ServiceType | undefined, subCategory: SubCategory | undefined) {
  usePageMeta(
    subCategory ? `${subCategory.name} services` : listTitle(type),
    subCategory
      ? `Compare local ${subCategory.name.toLowerCase()} providers in New Zealand: ratings, reviews and contact details.`
      : `Browse ${type ?? 'all'} services from local New Zealand providers, with ratings and reviews.`,
  );
}

/**
 * /servicePageList/{type} and /servicePageCat/{sub category slug}: the 'Services' filter panel,
 * category columns, the results and the sticky sidebar ad.
 */
export function ServiceListPage({
  type,
  subCategorySlug,
}: {
  type?: ServiceType | undefined;
  subCategorySlug?: string | undefined;
}) {
  const { data: categoryList, isPending: categoriesLoading } = useCategoryList();
  const subCategory = categoryList?.subCategory.find((s) => s.slug === subCategorySlug);
  useListMeta(type, subCategory);
  const params = useListParams();
  const list = useListFilter(subCategorySlug);
  const listed = useListedServices(type, subCategorySlug, list.filter, params);
  const panelValue = list.filter ?? {
    ...EMPTY_LIST_FILTER,
    category_id: subCategory?.category_id ?? '',
    subCategory_id: subCategory?.id ?? '',
  };

  return (
    <Container py="xl">
      <PleaseWaitOverlay visible={list.resetting} testId="reset-overlay" />
      <Stack gap="lg">
        <PageHeading title={listTitle(type)} subtitle={subCategory?.name} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <FilterPanel
              value={panelValue}
              categoryList={categoryList}
              onSearch={list.apply}
              onReset={list.reset}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <CategoryColumns
                categoryList={categoryList}
                activeSlug={activeSlugOf(list.filter, categoryList, subCategorySlug)}
                isLoading={categoriesLoading}
              />
              <ListToolbar params={params} />
              <ServiceResults
                query={listed}
                services={listed.data?.services}
                columns={{ base: 1, xs: 2, lg: 3 }}
                paging={pagingOf(params, listed.data)}
                count="shown"
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 2 }}>
            <AdSlot slot="sidebar" />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
