import { AccountLayout } from '../../features/account/components/account-layout.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

/** /messages: the conversations list (placeholder until the web slice of issue 25). */
export function Component() {
  usePageMeta('Messages');
  return (
    <AccountLayout title="Messages" description="Your conversations with members and providers.">
      {null}
    </AccountLayout>
  );
}
