import { JobReportsPage } from '../../features/admin/components/job-reports-page.tsx';
import { JobSummary } from '../../features/jobs/components/job-summary.tsx';

/** The admin's reported jobs, each drawn as the jobs feature shows a job. */
export function Component() {
  return <JobReportsPage renderJob={(job) => <JobSummary job={job} />} />;
}
