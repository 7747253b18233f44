import { SetPasswordPage } from '../../features/auth/components/set-password-page.tsx';

export function Component() {
  return <SetPasswordPage />;
}
