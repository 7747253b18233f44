import { AccountLayout } from '../../features/account/components/account-layout.tsx';
import { CredentialsPanel } from '../../features/credentials/components/credentials-panel.tsx';
import { TEXTS } from '../../features/credentials/lib/texts.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

/** /account/credentials: the provider's licences and badges (issue 27 §3). */
export function Component() {
  usePageMeta(TEXTS.title);
  return (
    <AccountLayout title={TEXTS.title} description={TEXTS.description}>
      <CredentialsPanel />
    </AccountLayout>
  );
}
