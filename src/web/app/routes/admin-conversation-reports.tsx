import { ConversationReportsPage } from '../../features/admin/components/conversation-reports-page.tsx';

export function Component() {
  return <ConversationReportsPage />;
}
