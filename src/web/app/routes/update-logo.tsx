import { UpdateLogoPage } from '../../features/account/components/update-logo-page.tsx';

export function Component() {
  return <UpdateLogoPage />;
}
