import { JobsLogPage } from '../../features/admin/components/jobs-log-page.tsx';

export function Component() {
  return <JobsLogPage />;
}
