import { NewJobPage } from '../../features/jobs/components/new-job-page.tsx';

/** /jobs/new: describe a job once and get quotes (issue 26 §1). */
export function Component() {
  return <NewJobPage />;
}
