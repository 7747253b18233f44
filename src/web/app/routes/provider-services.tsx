import { useState } from 'react';

import { useSellerServices } from '../../features/browse/api/browse-api.ts';
import { ProviderServicesPage } from '../../features/listings/components/provider-services-page.tsx';
import { useUser } from '../../lib/current-user.ts';

/** /all-services-sp: the provider's own services (seller-services, every status for the owner). */
export function Component() {
  const user = useUser();
  const [page, setPage] = useState(1);
  const services = useSellerServices(user.id, { page });
  const total = services.data?.total;
  return (
    <ProviderServicesPage
      services={services}
      paging={
        total === undefined
          ? undefined
          : { total, page, perPage: services.data?.per_page, onChange: setPage }
      }
    />
  );
}
