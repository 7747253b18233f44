import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';

import type { CategoryListResponse, SubCategory } from '#shared/api/catalogue.ts';
import {
  RESET_OVERLAY_MS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  type ServiceType,
} from '#shared/constants.ts';
import {
  PleaseWaitOverlay,
  useTimedOverlay,
} from '../../../components/please-wait-overlay/please-wait-overlay.tsx';
import { useCategoryList } from '../../../lib/catalogue-queries.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useSearchServices, useSubCategoryServices, useTypeServices } from '../api/browse-api.ts';
import { extrasBody, hasExtras, useExtraFilters, type ExtraFilters } from '../lib/extra-filters.ts';
import { listFilterToUrl, useSavedFilterRedirect, useUrlFilter } from '../lib/filter-url.ts';
import {
  clearListFilter,
  EMPTY_LIST_FILTER,
  hasListFilter,
  readListFilter,
  type ListFilter,
} from '../lib/saved-filters.ts';
import { searchTitle, type SearchWhat } from '../lib/search-wording.ts';
import { useRefine } from '../lib/use-refine.ts';
import { toListOptions, useListParams, type ListParamsState } from '../lib/use-list-params.ts';
import { CategoryColumns } from './category-columns.tsx';
import { RefineListLayout } from './refine-list-layout.tsx';

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
 * The list filter lives in the URL (?category=&service=&city=&suburb=, decisions 073 and 119)
 * and is saved in local storage (servicePageList); a type page opened without one moves to the
 * saved one. Every change is a new URL (useRefine). Reset clears both and shows the 1-second
 * overlay.
 */
function useListFilter(subCategorySlug: string | undefined) {
  const user = useSessionUser();
  const overlay = useTimedOverlay(RESET_OVERLAY_MS);
  const url = useUrlFilter();
  const [, setSearchParams] = useSearchParams();
  const refine = useRefine('list');
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
  const reset = () => {
    clearListFilter();
    setSearchParams(new URLSearchParams());
    overlay.show();
  };
  return { filter, refine, reset, resetting: overlay.visible };
}

/** The services shown: the filtered search, else the sub category's, else the type's. */
function useListedServices(
  type: ServiceType | undefined,
  subCategory: SubCategory | undefined,
  subCategorySlug: string | undefined,
  filter: ListFilter | null,
  extras: ExtraFilters,
  params: ListParamsState,
) {
  const options = toListOptions(params);
  // The extra filters exist only in the search: with one on, the page's own list is searched.
  const filtered = hasListFilter(filter) || hasExtras(extras);
  const own = hasListFilter(filter)
    ? filter
    : subCategory
      ? { subCategory_id: subCategory.id }
      : subCategorySlug
        ? null
        : {};
  const search = useSearchServices(
    filtered && own ? { ...own, ...(type ? { type } : {}), ...extrasBody(extras) } : null,
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

function useListMeta(
  type: ServiceType | undefined,
  subCategory: SubCategory | undefined,
  filtered: string | null,
) {
  usePageMeta(
    filtered ?? (subCategory ? `${subCategory.name} services` : listTitle(type)),
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
  const params = useListParams();
  const extras = useExtraFilters();
  const list = useListFilter(subCategorySlug);
  const listed = useListedServices(type, subCategory, subCategorySlug, list.filter, extras, params);
  const what = listWhat(list.filter, categoryList, subCategory, params.q);
  const narrowed = hasListFilter(list.filter) || params.q !== '' || hasExtras(extras);
  useListMeta(type, subCategory, narrowed ? searchTitle(what) : null);

  return (
    <Container py="xl">
      <PleaseWaitOverlay visible={list.resetting} testId="reset-overlay" />
      <RefineListLayout
        title={listTitle(type)}
        subtitle={narrowed ? searchTitle(what) : subCategory?.name}
        params={params}
        categoryList={categoryList}
        panelValue={{ ...(list.filter ?? pageFilter(subCategory)), ...extras }}
        refine={list.refine}
        onReset={list.reset}
        categories={() => (
          <CategoryColumns
            categoryList={categoryList}
            activeSlug={activeSlugOf(list.filter, categoryList, subCategorySlug)}
            isLoading={categoriesLoading}
          />
        )}
        query={listed}
        what={what}
        columns={{ base: 1, xs: 2, lg: 3 }}
      />
    </Container>
  );
}

/** The panel's value on a page without a filter: the page's own sub category. */
const pageFilter = (subCategory: SubCategory | undefined): ListFilter => ({
  ...EMPTY_LIST_FILTER,
  category_id: subCategory?.category_id ?? '',
  subCategory_id: subCategory?.id ?? '',
});

/** What a list page shows, named for its subtitle, title and count. */
function listWhat(
  filter: ListFilter | null,
  list: CategoryListResponse | undefined,
  pageSub: SubCategory | undefined,
  q: string,
): SearchWhat {
  const sub = hasListFilter(filter)
    ? list?.subCategory.find((s) => s.id === filter.subCategory_id)
    : pageSub;
  const category = hasListFilter(filter)
    ? list?.categories.find((c) => c.id === filter.category_id)
    : undefined;
  return {
    subName: sub?.name,
    categoryName: sub ? undefined : category?.name,
    city: filter?.city,
    suburb: filter?.suburb,
    q,
  };
}
