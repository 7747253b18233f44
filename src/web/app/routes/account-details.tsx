import { AccountDetailsPage } from '../../features/account/components/account-details-page.tsx';

export function Component() {
  return <AccountDetailsPage />;
}
