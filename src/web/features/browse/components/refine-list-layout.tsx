import { Group, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

import type { SearchFallback, ServiceCard } from '#shared/api/browse.ts';
import type { CategoryListResponse } from '#shared/api/catalogue.ts';
import { AdSlot } from '../../../components/ad-slot/ad-slot.tsx';
import type { PagedQuery } from '../../../components/paged-list/paged-list.tsx';
import { countSentence, type SearchWhat } from '../lib/search-wording.ts';
import { pagingOf, type ListParamsState } from '../lib/use-list-params.ts';
import type { RefineValue, useRefine } from '../lib/use-refine.ts';
import { EmptyResults } from './empty-results.tsx';
import { activeChips, FilterChips } from './filter-chips.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { SearchBox, SortSelect } from './list-toolbar.tsx';
import { RefineLayout } from './refine-layout.tsx';
import type { CardLayout } from './service-card.tsx';
import { ServiceResults } from './service-results.tsx';

/** A page of service cards as the search and list calls answer it. */
type ServicePage = {
  services: ServiceCard[];
  total: number;
  per_page: number;
  /** The suggested searches of an empty search answer (the other lists have none). */
  fallback?: SearchFallback[] | undefined;
};

export type RefineListLayoutProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  params: ListParamsState;
  categoryList: CategoryListResponse | undefined;
  /** What the filter panel shows (the phone's drawer adds the URL's text). */
  panelValue: RefineValue;
  refine: ReturnType<typeof useRefine>;
  /** The panel's Reset (the drawer closes after it). */
  onReset: () => void;
  /** Shown beside the sort (the List/Gallery toggle). */
  beside?: ReactNode;
  /** The category columns (see RefineLayout). */
  categories?: (() => ReactNode) | undefined;
  query: PagedQuery & { data?: ServicePage | undefined };
  /** What is listed, for the count and the empty answer. */
  what: SearchWhat;
  layout?: CardLayout;
  columns: SimpleGridProps['cols'];
  loaderMaxMs?: number;
  /** An empty answer offers the nearest useful searches (false: 'No Service found'). */
  suggest?: boolean;
};

/**
 * The search and list pages' refine wiring (decision 119): the filter panel (the drawer's copy
 * with the text field), the search box, the sort, the chips, the count, the service results
 * and the sidebar ad, in the RefineLayout frame.
 */
export function RefineListLayout({
  title,
  subtitle,
  params,
  categoryList,
  panelValue,
  refine,
  onReset,
  beside,
  categories,
  query,
  what,
  layout,
  columns,
  loaderMaxMs,
  suggest = true,
}: RefineListLayoutProps) {
  const [searchParams] = useSearchParams();
  const data = query.data;
  const sort = <SortSelect params={params} />;
  return (
    <RefineLayout
      title={title}
      subtitle={subtitle}
      activeCount={activeChips(searchParams, categoryList).length}
      panel={({ phone, close }) => (
        <FilterPanel
          value={phone ? { ...panelValue, q: params.q } : panelValue}
          categoryList={categoryList}
          withText={phone}
          withTitle={!phone}
          onSearch={(value) => {
            refine.apply(value);
            close();
          }}
          onReset={() => {
            onReset();
            close();
          }}
        />
      )}
      categories={categories}
      sort={
        beside ? (
          <Group gap="sm" justify="flex-end">
            {sort}
            {beside}
          </Group>
        ) : (
          sort
        )
      }
      search={<SearchBox params={params} />}
      chips={<FilterChips onChange={refine.change} />}
      count={data && data.services.length > 0 ? countSentence(data.total, what) : null}
      results={
        <ServiceResults
          query={query}
          services={data?.services}
          {...(layout ? { layout } : {})}
          columns={columns}
          paging={pagingOf(params, data)}
          {...(loaderMaxMs !== undefined ? { loaderMaxMs } : {})}
          {...(suggest ? { empty: <EmptyResults what={what} fallback={data?.fallback} /> } : {})}
        />
      }
      aside={<AdSlot slot="sidebar" />}
    />
  );
}
