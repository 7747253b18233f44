import { useParams } from 'react-router';

import { LandingPage } from '../../features/browse/components/landing-page.tsx';

/** /services/{sub category slug}/{city}[/{suburb}] (decision 074). */
export function Component() {
  const { service = '', city = '', suburb } = useParams();
  const key = `${service}/${city}/${suburb ?? ''}`;
  return <LandingPage key={key} service={service} city={city} suburb={suburb} />;
}
