import { ROLE } from '#shared/constants.ts';
import { AccountLayout } from '../../features/account/components/account-layout.tsx';
import { EnquiriesInbox } from '../../features/members/components/enquiries-inbox.tsx';
import { useUser } from '../../lib/current-user.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

/** /enquiries: the enquiries inbox beside the account menu. */
export function Component() {
  usePageMeta('Enquiries');
  const user = useUser();
  const description =
    user.role_id === ROLE.customer
      ? 'The emails and call requests you sent to providers.'
      : 'Emails and call requests from members about your services, newest first.';
  return (
    <AccountLayout title="Enquiries" description={description}>
      <EnquiriesInbox />
    </AccountLayout>
  );
}
