import { Group, Select } from '@mantine/core';
import { useSearchParams } from 'react-router';

import { DIRECTORY_SORTS } from '#shared/api/browse.ts';
import { findCity, CITY_NAMES } from '#shared/locations.ts';
import { EmptyMessage } from '../../../components/empty-state/empty-message.tsx';
import { PagedList } from '../../../components/paged-list/paged-list.tsx';
import { useCategoryList } from '../../../lib/catalogue-queries.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useProviders } from '../api/browse-api.ts';
import { pagingOf, useListParams } from '../lib/use-list-params.ts';
import { BrowsePage } from './browse-page.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import classes from './all-providers-page.module.css';
import { ProviderCard, ProviderCardSkeleton } from './provider-card.tsx';

type ProviderSort = (typeof DIRECTORY_SORTS)[number];

const SORT_OPTIONS: { value: ProviderSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'rating', label: 'Top rated' },
  // Measured reply times first, fastest first (issue 25 §4).
  { value: 'reply_time', label: 'Fastest reply' },
];

/**
 * The directory's own filters in the URL (decision 073's names): `service` (a sub category
 * slug), `city` and `sort` (its own orders: the service lists' `relevance` is not one, and
 * `reply_time` is only the directory's), beside the list's q and page. Changing one goes back
 * to page 1.
 */
function useDirectoryFilter() {
  const [params, setParams] = useSearchParams();
  const { data: list } = useCategoryList();
  const serviceSlug = (params.get('service') ?? '').trim().toLowerCase();
  const sub = serviceSlug
    ? list?.subCategory.find((s) => s.slug.toLowerCase() === serviceSlug)
    : undefined;
  const city = findCity(params.get('city') ?? '')?.name ?? '';
  const sort = DIRECTORY_SORTS.find((s) => s === params.get('sort'));
  const set = (name: 'service' | 'city' | 'sort', value: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });
  return {
    serviceSlug,
    sub,
    city,
    sort,
    subOptions: (list?.subCategory ?? [])
      .filter((s) => s.status === 'active')
      .map((s) => ({ value: s.slug, label: s.name }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    setService: (slug: string | null) => set('service', slug),
    setCity: (name: string | null) => set('city', name),
    setSort: (value: ProviderSort | undefined) => set('sort', value ?? null),
  };
}

/**
 * The directory's service, city and sort: behind a "Filters" disclosure on a phone (with the
 * number set), always shown on wider screens (CSS only).
 */
function DirectoryFilters({ filter }: { filter: ReturnType<typeof useDirectoryFilter> }) {
  const { sort } = filter;
  const active = Number(Boolean(filter.sub)) + Number(Boolean(filter.city)) + Number(Boolean(sort));
  return (
    <details className={classes.filters}>
      <summary className={classes.summary}>
        {active > 0 ? `Filters (${active})` : 'Filters'}
      </summary>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Service"
          placeholder="Any service"
          data={filter.subOptions}
          value={filter.sub?.slug ?? null}
          onChange={filter.setService}
          searchable
          clearable
          nothingFoundMessage="No such service"
          w={{ base: '100%', xs: 220 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="City"
          placeholder="Any city"
          data={[...CITY_NAMES]}
          value={filter.city || null}
          onChange={filter.setCity}
          clearable
          w={{ base: '100%', xs: 170 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Sort by"
          data={SORT_OPTIONS}
          value={sort ?? 'newest'}
          onChange={(value) => filter.setSort(DIRECTORY_SORTS.find((s) => s === value))}
          allowDeselect={false}
          w={{ base: '100%', xs: 160 }}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
    </details>
  );
}

/** The heading that says what the list holds: "Plumbers providers in Wellington". */
function directoryTitle(subName: string | undefined, city: string): string {
  const what = subName ? `${subName} providers` : 'Service providers';
  return city ? `${what} in ${city}` : what;
}

/**
 * /all-service-providers: provider cards with logo, business name, reply time, about and since
 * date; filtered by name, sub category and city, sorted by newest, rating or fastest reply, all
 * in the URL (issues 24 §6 and 25 §4).
 */
export function AllProvidersPage() {
  const params = useListParams();
  const filter = useDirectoryFilter();
  const title = directoryTitle(filter.sub?.name, filter.city);
  usePageMeta(
    title,
    filter.sub || filter.city
      ? `${title} on Kiwi Services, with their ratings and reviews.`
      : 'Local New Zealand service providers on Kiwi Services, with their ratings and reviews.',
  );
  const query = useProviders({
    page: params.page,
    ...(params.q ? { q: params.q } : {}),
    ...(filter.sub ? { subCategory_id: filter.sub.id } : {}),
    ...(filter.city ? { city: filter.city } : {}),
    ...(filter.sort ? { sort: filter.sort } : {}),
  });
  return (
    <BrowsePage title={title}>
      <ListToolbar
        params={params}
        withSort={false}
        label="Search providers"
        placeholder="Search providers by name"
      >
        <DirectoryFilters filter={filter} />
      </ListToolbar>
      <PagedList
        query={query}
        items={query.data?.seller}
        getKey={(provider) => provider.id}
        renderItem={(provider) => <ProviderCard provider={provider} withSince headingLevel={2} />}
        cols={{ base: 1, sm: 2, lg: 3 }}
        loading={{ skeleton: <ProviderCardSkeleton />, count: 6 }}
        empty={
          <EmptyMessage
            title={
              filter.sub || filter.city ? 'No providers match these filters' : 'No providers found'
            }
          />
        }
        errorText="The service providers could not be loaded."
        paging={pagingOf(params, query.data)}
        count={{ one: 'provider', many: 'providers' }}
      />
    </BrowsePage>
  );
}
