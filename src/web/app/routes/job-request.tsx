import { useParams } from 'react-router';

import { EmptyMessage } from '../../components/empty-state/empty-message.tsx';
import { AccountLayout } from '../../features/account/components/account-layout.tsx';
import { JobRequestPage } from '../../features/jobs/components/job-request-page.tsx';
import { TEXTS } from '../../features/jobs/lib/texts.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

/** /job-requests/{job id}: one request, the provider's quote or decline (issue 26 §2). */
export function Component() {
  usePageMeta(TEXTS.requestTitle);
  const { id = '' } = useParams();
  const jobId = /^\d{1,15}$/.test(id) ? Number(id) : 0;
  return (
    <AccountLayout title={TEXTS.requestTitle}>
      {jobId > 0 ? (
        <JobRequestPage key={jobId} id={jobId} />
      ) : (
        <EmptyMessage title={TEXTS.jobMissing} />
      )}
    </AccountLayout>
  );
}
