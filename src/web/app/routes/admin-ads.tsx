import { AdsPage } from '../../features/admin/components/ads-page.tsx';

export function Component() {
  return <AdsPage />;
}
