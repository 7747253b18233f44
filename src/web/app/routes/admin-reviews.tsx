import { ReviewsPage } from '../../features/admin/components/reviews-page.tsx';

export function Component() {
  return <ReviewsPage />;
}
