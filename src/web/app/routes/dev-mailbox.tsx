import { MailboxPage } from '../../features/dev-mailbox/components/mailbox-page.tsx';

export function Component() {
  return <MailboxPage />;
}
