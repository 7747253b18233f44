import { AccountLayout } from '../../features/account/components/account-layout.tsx';
import { InviteCustomers } from '../../features/members/components/invite-customers.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

const TITLE = 'Invite reviews';

/** /review-invitations: invite past customers to review a service (issue 27 §2). */
export function Component() {
  usePageMeta(TITLE);
  return (
    <AccountLayout
      title={TITLE}
      description="Ask customers you worked for outside Kiwi Services to review you here."
    >
      <InviteCustomers />
    </AccountLayout>
  );
}
