import { AllServicesPage } from '../../features/browse/components/all-services-page.tsx';

/** /all-services */
export function Component() {
  return <AllServicesPage />;
}
