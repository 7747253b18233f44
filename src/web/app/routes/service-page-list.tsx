import { useParams } from 'react-router';

import {
  parseServiceType,
  ServiceListPage,
} from '../../features/browse/components/service-list-page.tsx';

/** /servicePageList/{residential|commercial|trade} */
export function Component() {
  const { type } = useParams();
  const serviceType = parseServiceType(type);
  return <ServiceListPage key={serviceType ?? 'all'} type={serviceType} />;
}
