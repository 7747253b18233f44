import { ReviewReportsPage } from '../../features/admin/components/review-reports-page.tsx';

export function Component() {
  return <ReviewReportsPage />;
}
