import { useParams } from 'react-router';

import { ProviderDetailsPage } from '../../features/browse/components/provider-details-page.tsx';

/** /provider-details/{provider slug} */
export function Component() {
  const { id = '' } = useParams();
  return <ProviderDetailsPage key={id} slug={id} />;
}
