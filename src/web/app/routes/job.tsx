import { useParams } from 'react-router';

import { EmptyMessage } from '../../components/empty-state/empty-message.tsx';
import { AccountLayout } from '../../features/account/components/account-layout.tsx';
import { JobPage } from '../../features/jobs/components/job-page.tsx';
import { TEXTS } from '../../features/jobs/lib/texts.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

/** /jobs/{id}: the job, its invites and quotes, and its actions (issue 26 §1, §3). */
export function Component() {
  usePageMeta(TEXTS.jobTitle);
  const { id = '' } = useParams();
  const jobId = /^\d{1,15}$/.test(id) ? Number(id) : 0;
  return (
    <AccountLayout title={TEXTS.jobTitle}>
      {jobId > 0 ? <JobPage key={jobId} id={jobId} /> : <EmptyMessage title={TEXTS.jobMissing} />}
    </AccountLayout>
  );
}
