import { AccountLayout } from '../../features/account/components/account-layout.tsx';
import { JobsList } from '../../features/jobs/components/jobs-list.tsx';
import { TEXTS } from '../../features/jobs/lib/texts.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

/** /jobs: the member's jobs with their state (issue 26 §1). */
export function Component() {
  usePageMeta(TEXTS.listTitle);
  return (
    <AccountLayout title={TEXTS.listTitle} description={TEXTS.listDescription}>
      <JobsList />
    </AccountLayout>
  );
}
