import { EnquiriesPage } from '../../features/admin/components/enquiries-page.tsx';

export function Component() {
  return <EnquiriesPage />;
}
