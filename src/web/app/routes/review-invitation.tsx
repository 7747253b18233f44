import { useParams } from 'react-router';

import { AccountLayout } from '../../features/account/components/account-layout.tsx';
import { InvitationReview } from '../../features/members/components/invitation-review.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

const TITLE = 'Write a review';

/** /review-invitation/{token}: review the service a provider invited you to (issue 27 §2). */
export function Component() {
  usePageMeta(TITLE);
  const { token = '' } = useParams();
  return (
    <AccountLayout title={TITLE}>
      <InvitationReview key={token} token={token} />
    </AccountLayout>
  );
}
