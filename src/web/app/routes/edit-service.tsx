import { useParams } from 'react-router';

import { EditServicePage } from '../../features/listings/components/service-form-pages.tsx';

/** /edit-service/{service slug} */
export function Component() {
  const { id = '' } = useParams();
  return <EditServicePage key={id} slug={id} />;
}
