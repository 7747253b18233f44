import { useParams } from 'react-router';

import { EmptyMessage } from '../../components/empty-state/empty-message.tsx';
import { AccountLayout } from '../../features/account/components/account-layout.tsx';
import { ConversationThread } from '../../features/conversations/components/conversation-thread.tsx';
import { TEXTS } from '../../features/conversations/lib/texts.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

/** /messages/{id}: one conversation beside the account menu (issue 25). */
export function Component() {
  usePageMeta(TEXTS.threadTitle);
  const { id = '' } = useParams();
  const conversationId = /^\d{1,15}$/.test(id) ? Number(id) : 0;
  return (
    <AccountLayout title={TEXTS.threadTitle}>
      {conversationId > 0 ? (
        <ConversationThread key={conversationId} id={conversationId} />
      ) : (
        <EmptyMessage title={TEXTS.threadMissing} />
      )}
    </AccountLayout>
  );
}
