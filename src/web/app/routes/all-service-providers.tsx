import { AllProvidersPage } from '../../features/browse/components/all-providers-page.tsx';

/** /all-service-providers */
export function Component() {
  return <AllProvidersPage />;
}
