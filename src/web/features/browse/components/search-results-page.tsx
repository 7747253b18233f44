import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';

import { SEARCH_LOADER_MS } from '#shared/constants.ts';
import { EmptyMessage } from '../../../components/empty-state/empty-message.tsx';
import { useCategoryList } from '../../../lib/catalogue-queries.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSearchServices } from '../api/browse-api.ts';
import { readHomeFilter } from '../lib/saved-filters.ts';
import { toListOptions, useListParams } from '../lib/use-list-params.ts';
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

/** /search-services: the results of the saved home filter, headed by the sub category name. */
export function SearchResultsPage() {
  const filter = useMemo(() => readHomeFilter(), []);
  const params = useListParams();
  const { data: categoryList } = useCategoryList();
  const hasFilter =
    filter !== null && (filter.subCategory_id !== '' || filter.city !== '' || filter.suburb !== '');
  const query = useSearchServices(hasFilter ? filter : null, toListOptions(params));
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

  if (!hasFilter) {
    return (
      <Container py="xl">
        <Title order={1} size="h2">
          Search results
        </Title>
        <EmptyMessage
          title="No search yet"
          description="Choose a service, city and suburb on the home page to see providers."
        >
          <Anchor component={Link} to="/">
            Go to the search
          </Anchor>
        </EmptyMessage>
      </Container>
    );
  }

  return (
    <Container py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {subName}
          </Title>
          {place ? (
            <Text c="dimmed" mt={4}>
              {place}
            </Text>
          ) : null}
        </div>
        <ListToolbar
          q={params.q}
          sort={params.sort}
          onSearch={(q) => params.update({ q })}
          onSortChange={(sort) => params.update({ sort })}
        />
        <ServiceResults
          services={query.data?.services}
          isLoading={query.isPending || !loaderDone}
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
