import { AdminLayout } from '../../features/admin/components/admin-layout.tsx';

export function Component() {
  return <AdminLayout />;
}
