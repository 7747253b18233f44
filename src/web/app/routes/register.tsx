import { RegisterPage } from '../../features/auth/components/register-page.tsx';

export function Component() {
  return <RegisterPage />;
}
