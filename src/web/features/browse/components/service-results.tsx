import type { SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';

import type { ServiceCard as ServiceCardData } from '#shared/api/browse.ts';
import { MESSAGES } from '#shared/messages.ts';
import { EmptyMessage } from '../../../components/empty-state/empty-message.tsx';
import type { Paging } from '../../../components/paged-list/list-pagination.tsx';
import { PagedList, type PagedQuery } from '../../../components/paged-list/paged-list.tsx';
import { ServiceCard, ServiceCardSkeleton, type CardLayout } from './service-card.tsx';

export type ServiceResultsProps = {
  query: PagedQuery;
  services: ServiceCardData[] | undefined;
  layout?: CardLayout;
  columns?: SimpleGridProps['cols'];
  paging?: Paging | undefined;
  /** '12 services' above the cards: shown, or only announced to screen readers. */
  count?: 'shown' | 'hidden';
  /** Hide 'Loading services...' after this many ms (the search page's 1500 ms maximum). */
  loaderMaxMs?: number;
  /** Another card (default: the service card). */
  renderCard?: (service: ServiceCardData, index: number) => ReactNode;
  /** Another empty state (default: 'No Service found'). */
  empty?: ReactNode;
};

/**
 * Service cards in a grid (or a list): 'Loading services...' with skeletons while loading,
 * 'No Service found' when empty, an error with Retry when the call failed, and the pages.
 */
export function ServiceResults({
  query,
  services,
  layout = 'grid',
  columns = { base: 1, xs: 2, md: 3, lg: 4 },
  paging,
  count,
  loaderMaxMs,
  renderCard = (service, index) => (
    <ServiceCard service={service} layout={layout} priority={index === 0} />
  ),
  empty = <EmptyMessage title={MESSAGES.noServiceFound} />,
}: ServiceResultsProps) {
  return (
    <PagedList
      query={query}
      items={services}
      getKey={(service) => service.id}
      renderItem={renderCard}
      cols={layout === 'list' ? 1 : columns}
      loading={{
        text: MESSAGES.loadingServices,
        textMaxMs: loaderMaxMs,
        skeleton: <ServiceCardSkeleton layout={layout} />,
        count: layout === 'list' ? 3 : 6,
      }}
      empty={empty}
      errorText="The services could not be loaded."
      paging={paging}
      count={count ? { one: 'service', many: 'services', hidden: count === 'hidden' } : undefined}
    />
  );
}
