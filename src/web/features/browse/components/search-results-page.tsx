import { Anchor, Container, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';

import { SEARCH_LOADER_MS } from '#shared/constants.ts';
import type { CategoryListResponse } from '#shared/api/catalogue.ts';
import { paths } from '#shared/pages.ts';
import { EmptyMessage } from '../../../components/empty-state/empty-message.tsx';
import { NotFoundView } from '../../../components/not-found/not-found-view.tsx';
import { useCategoryList } from '../../../lib/catalogue-queries.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useSearchServices } from '../api/browse-api.ts';
import {
  homeFilterToUrl,
  useSavedFilterRedirect,
  useUrlFilter,
  type UrlFilterState,
} from '../lib/filter-url.ts';
import { readHomeFilter, saveHomeFilter, type HomeFilter } from '../lib/saved-filters.ts';
import { pagingOf, toListOptions, useListParams } from '../lib/use-list-params.ts';
import { BrowsePage } from './browse-page.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { ServiceResults } from './service-results.tsx';

function NoSearchYet() {
  return (
    <Container py="xl">
      <Title order={1} size="h2">
        Search results
      </Title>
      <EmptyMessage
        title="No search yet"
        description="Choose a service, city and suburb on the home page to see providers."
      >
        <Anchor component={Link} to={paths.home}>
          Go to the search
        </Anchor>
      </EmptyMessage>
    </Container>
  );
}

const hasSearch = (filter: HomeFilter | null): filter is HomeFilter =>
  filter !== null && (filter.subCategory_id !== '' || filter.city !== '' || filter.suburb !== '');

/** The saved home filter as this page's URL parameters (when the URL has none). */
function savedSearch(list: CategoryListResponse): URLSearchParams | null {
  const saved = readHomeFilter();
  return hasSearch(saved) ? homeFilterToUrl(saved, list) : null;
}

/** The home filter the URL names (null: none, or slugs still resolving); also saved (spec). */
function useSearchFilter(url: UrlFilterState): HomeFilter | null {
  const userId = useSessionUser()?.id ?? '';
  const filter = useMemo<HomeFilter | null>(
    () =>
      url.present && url.ready && !url.unknown
        ? {
            subCategory_id: url.subCategoryId,
            city: url.city,
            suburb: url.suburb,
            postal_code: url.postalCode,
            user_id: userId,
          }
        : null,
    [
      url.present,
      url.ready,
      url.unknown,
      url.subCategoryId,
      url.city,
      url.suburb,
      url.postalCode,
      userId,
    ],
  );
  useEffect(() => {
    if (hasSearch(filter)) saveHomeFilter(filter);
  }, [filter]);
  return hasSearch(filter) ? filter : null;
}

/**
 * /search-services?service={sub category slug}&city=&suburb=&postcode=: the results of the
 * search the URL holds (shareable, reloadable), headed by the sub category name. Results show as
 * soon as they arrive; the spec's loader text hides after 1500 ms at most (decision 073).
 */
export function SearchResultsPage() {
  const url = useUrlFilter();
  useSavedFilterRedirect(url.present, savedSearch);
  const filter = useSearchFilter(url);
  const params = useListParams();
  const { data: categoryList } = useCategoryList();
  const query = useSearchServices(filter, toListOptions(params));

  const subName =
    (filter && categoryList?.subCategory.find((s) => s.id === filter.subCategory_id)?.name) ||
    query.data?.services[0]?.subcat.name ||
    'Search results';
  const place = [filter?.suburb, filter?.city].filter(Boolean).join(', ');
  usePageMeta(
    place ? `${subName} in ${place}` : subName,
    `${subName} providers${place ? ` in ${place}` : ''}: compare ratings and reviews on Kiwi Services.`,
  );

  if (url.unknown) return <NotFoundView />;
  if (!url.present) return <NoSearchYet />;
  return (
    <BrowsePage title={subName} subtitle={place}>
      <ListToolbar params={params} />
      <ServiceResults
        query={query}
        services={query.data?.services}
        paging={pagingOf(params, query.data)}
        loaderMaxMs={SEARCH_LOADER_MS}
      />
    </BrowsePage>
  );
}
