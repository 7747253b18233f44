import { useParams } from 'react-router';

import { SingleServicePage } from '../../features/browse/components/single-service-page.tsx';

/** /SingleServicePage/{service slug} */
export function Component() {
  const { id = '' } = useParams();
  return <SingleServicePage key={id} slug={id} />;
}
