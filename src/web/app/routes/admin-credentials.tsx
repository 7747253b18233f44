import { CredentialsQueuePage } from '../../features/admin/components/credentials-queue-page.tsx';

export function Component() {
  return <CredentialsQueuePage />;
}
