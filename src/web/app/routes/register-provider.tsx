import { RegisterProviderPage } from '../../features/auth/components/register-provider-page.tsx';

export function Component() {
  return <RegisterProviderPage />;
}
