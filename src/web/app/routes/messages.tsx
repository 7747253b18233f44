import { AccountLayout } from '../../features/account/components/account-layout.tsx';
import { ConversationsList } from '../../features/conversations/components/conversations-list.tsx';
import { TEXTS } from '../../features/conversations/lib/texts.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

/** /messages: the conversations list beside the account menu (issue 25). */
export function Component() {
  usePageMeta(TEXTS.listTitle);
  return (
    <AccountLayout title={TEXTS.listTitle} description={TEXTS.listDescription}>
      <ConversationsList />
    </AccountLayout>
  );
}
