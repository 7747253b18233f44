import { EmptyMessage } from '../../../components/empty-state/empty-message.tsx';
import { PagedList } from '../../../components/paged-list/paged-list.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useProviders } from '../api/browse-api.ts';
import { pagingOf, useListParams } from '../lib/use-list-params.ts';
import { BrowsePage } from './browse-page.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { ProviderCard, ProviderCardSkeleton } from './provider-card.tsx';

/** /all-service-providers: provider cards with logo, business name, about and since date. */
export function AllProvidersPage() {
  usePageMeta(
    'Service providers',
    'Local New Zealand service providers on Kiwi Services, with their ratings and reviews.',
  );
  const params = useListParams();
  const query = useProviders({ page: params.page, ...(params.q ? { q: params.q } : {}) });
  return (
    <BrowsePage title="Service providers">
      <ListToolbar
        params={params}
        withSort={false}
        label="Search providers"
        placeholder="Search providers by name"
      />
      <PagedList
        query={query}
        items={query.data?.seller}
        getKey={(provider) => provider.id}
        renderItem={(provider) => <ProviderCard provider={provider} withSince headingLevel={2} />}
        cols={{ base: 1, sm: 2, lg: 3 }}
        loading={{ skeleton: <ProviderCardSkeleton />, count: 6 }}
        empty={<EmptyMessage title="No providers found" />}
        errorText="The service providers could not be loaded."
        paging={pagingOf(params, query.data)}
        count={{ one: 'provider', many: 'providers' }}
      />
    </BrowsePage>
  );
}
