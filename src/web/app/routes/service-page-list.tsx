import { useParams } from 'react-router';

import { NotFoundView } from '../../components/not-found/not-found-view.tsx';
import {
  parseServiceType,
  ServiceListPage,
} from '../../features/browse/components/service-list-page.tsx';

/** /servicePageList/{residential|commercial|trade} (any other type: the not-found page). */
export function Component() {
  const { type } = useParams();
  const serviceType = parseServiceType(type);
  if (!serviceType) return <NotFoundView />;
  return <ServiceListPage key={serviceType} type={serviceType} />;
}
