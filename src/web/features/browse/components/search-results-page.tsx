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
import { useSearchServices, type ServiceFilter } from '../api/browse-api.ts';
import { extrasBody, hasExtras, useExtraFilters } from '../lib/extra-filters.ts';
import {
  homeFilterToUrl,
  useSavedFilterRedirect,
  useUrlFilter,
  type UrlFilterState,
} from '../lib/filter-url.ts';
import { readHomeFilter, saveHomeFilter, type HomeFilter } from '../lib/saved-filters.ts';
import { searchTitle, type SearchWhat } from '../lib/search-wording.ts';
import { toListOptions, useListParams } from '../lib/use-list-params.ts';
import { useRefine } from '../lib/use-refine.ts';
import { RefineListLayout } from './refine-list-layout.tsx';

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

/**
 * The filter the URL names (null: still resolving slugs); a search with a place or service is
 * also saved as the spec's home filter.
 */
function useSearchFilter(url: UrlFilterState): ServiceFilter | null {
  const userId = useSessionUser()?.id ?? '';
  const home = useMemo<HomeFilter | null>(
    () =>
      url.ready && !url.unknown
        ? {
            subCategory_id: url.subCategoryId,
            city: url.city,
            suburb: url.suburb,
            postal_code: url.postalCode,
            user_id: userId,
          }
        : null,
    [url.ready, url.unknown, url.subCategoryId, url.city, url.suburb, url.postalCode, userId],
  );
  useEffect(() => {
    if (url.present && hasSearch(home)) saveHomeFilter(home);
  }, [url.present, home]);
  if (!home) return null;
  // A category without a sub category (a suggested search, a list page's filter) applies too.
  return url.subCategoryId === '' && url.categoryId !== ''
    ? { ...home, category_id: url.categoryId }
    : home;
}

/** What the URL searches, named for the heading, the title and the count. */
function useSearchWhat(url: UrlFilterState, q: string): SearchWhat {
  const { data: list } = useCategoryList();
  const sub = list?.subCategory.find((s) => s.id === url.subCategoryId);
  const category = list?.categories.find((c) => c.id === url.categoryId);
  return {
    subName: sub?.name,
    categoryName: sub ? undefined : category?.name,
    city: url.city,
    suburb: url.suburb,
    q,
  };
}

/**
 * /search-services?service=&category=&city=&suburb=&postcode=&q=&min_rating=&has_price=
 * &taking_new_work=&sort=&page=: the results of the search the URL holds (shareable,
 * reloadable; text alone is a search), refined in place (decisions 073 and 119). The heading and
 * title name exactly what is searched; the count says how many serve the place; an empty
 * result offers the nearest useful searches. The spec's loader text hides after 1500 ms at most.
 */
export function SearchResultsPage() {
  const url = useUrlFilter();
  const params = useListParams();
  const extras = useExtraFilters();
  const present = url.present || params.q !== '' || hasExtras(extras);
  useSavedFilterRedirect(present, savedSearch);
  const base = useSearchFilter(url);
  const filter = present && base ? { ...base, ...extrasBody(extras) } : null;
  const { data: categoryList } = useCategoryList();
  const query = useSearchServices(filter, toListOptions(params));
  const refine = useRefine('home');
  const what = useSearchWhat(url, params.q);
  const title = searchTitle(what);
  usePageMeta(title, `${title}: compare local providers, ratings and reviews on Kiwi Services.`);

  if (url.unknown) return <NotFoundView />;
  if (!present) return <NoSearchYet />;
  return (
    <Container py="xl">
      <RefineListLayout
        title={title}
        params={params}
        categoryList={categoryList}
        panelValue={{
          category_id: url.categoryId,
          subCategory_id: url.subCategoryId,
          city: url.city,
          suburb: url.suburb,
          user_id: '',
          ...extras,
        }}
        refine={refine}
        onReset={() =>
          refine.change((next) => {
            for (const name of [...next.keys()]) if (name !== 'sort') next.delete(name);
          })
        }
        query={query}
        what={what}
        columns={{ base: 1, xs: 2, lg: 3 }}
        loaderMaxMs={SEARCH_LOADER_MS}
      />
    </Container>
  );
}
