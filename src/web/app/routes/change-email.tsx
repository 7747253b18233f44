import { ChangeEmailPage } from '../../features/account/components/change-email-page.tsx';

export function Component() {
  return <ChangeEmailPage />;
}
