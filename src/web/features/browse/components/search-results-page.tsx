import { Anchor, Container, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';

import { SEARCH_LOADER_MS } from '#shared/constants.ts';
import { EmptyMessage } from '../../../components/empty-state/empty-message.tsx';
import { paths } from '../../../config/paths.ts';
import { useCategoryList } from '../../../lib/catalogue-queries.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSearchServices } from '../api/browse-api.ts';
import { readHomeFilter, type HomeFilter } from '../lib/saved-filters.ts';
import { pagingOf, toListOptions, useListParams } from '../lib/use-list-params.ts';
import { BrowsePage } from './browse-page.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { ServiceResults } from './service-results.tsx';

/** True once `ms` have passed since the page opened (the search loader shows at least that long). */
function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

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

/** /search-services: the results of the saved home filter, headed by the sub category name. */
export function SearchResultsPage() {
  const filter = useMemo(() => readHomeFilter(), []);
  const params = useListParams();
  const { data: categoryList } = useCategoryList();
  const query = useSearchServices(hasSearch(filter) ? filter : null, toListOptions(params));
  const loaderDone = useElapsed(SEARCH_LOADER_MS);

  const subName =
    (filter && categoryList?.subCategory.find((s) => s.id === filter.subCategory_id)?.name) ||
    query.data?.services[0]?.subcat.name ||
    'Search results';
  const place = [filter?.suburb, filter?.city].filter(Boolean).join(', ');
  usePageMeta(
    place ? `${subName} in ${place}` : subName,
    `${subName} providers${place ? ` in ${place}` : ''}: compare ratings and reviews on Kiwi Services.`,
  );

  if (!hasSearch(filter)) return <NoSearchYet />;
  return (
    <BrowsePage title={subName} subtitle={place}>
      <ListToolbar params={params} />
      <ServiceResults
        query={query}
        services={query.data?.services}
        paging={pagingOf(params, query.data)}
        holdLoading={!loaderDone}
      />
    </BrowsePage>
  );
}
