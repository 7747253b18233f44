import { usePageMeta } from '../../../lib/page-meta.ts';
import { useAllServices } from '../api/browse-api.ts';
import { pagingOf, toListOptions, useListParams } from '../lib/use-list-params.ts';
import { BrowsePage } from './browse-page.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { ServiceResults } from './service-results.tsx';

/** /all-services: every approved service as cards, with search, sort and pages. */
export function AllServicesPage() {
  usePageMeta(
    'All services',
    'Every service listed on Kiwi Services: residential, commercial and trade providers across New Zealand.',
  );
  const params = useListParams();
  const query = useAllServices(toListOptions(params));
  return (
    <BrowsePage title="All services">
      <ListToolbar params={params} />
      <ServiceResults
        query={query}
        services={query.data?.services}
        paging={pagingOf(params, query.data)}
        count="shown"
      />
    </BrowsePage>
  );
}
