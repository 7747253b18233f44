import { AccountLayout } from '../../features/account/components/account-layout.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

/** /messages/:id: one conversation (placeholder until the web slice of issue 25). */
export function Component() {
  usePageMeta('Conversation');
  return (
    <AccountLayout title="Conversation" description="Your messages in this conversation.">
      {null}
    </AccountLayout>
  );
}
