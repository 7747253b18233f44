import { ChangePasswordPage } from '../../features/account/components/change-password-page.tsx';

export function Component() {
  return <ChangePasswordPage />;
}
