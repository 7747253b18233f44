import { AccountLayout } from '../../features/account/components/account-layout.tsx';
import { JobRequestsList } from '../../features/jobs/components/job-requests-list.tsx';
import { TEXTS } from '../../features/jobs/lib/texts.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

/** /job-requests: the provider's invitations to quote (issue 26 §2). */
export function Component() {
  usePageMeta(TEXTS.requestsTitle);
  return (
    <AccountLayout title={TEXTS.requestsTitle} description={TEXTS.requestsDescription}>
      <JobRequestsList />
    </AccountLayout>
  );
}
