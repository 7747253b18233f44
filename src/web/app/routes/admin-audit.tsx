import { AuditPage } from '../../features/admin/components/audit-page.tsx';

export function Component() {
  return <AuditPage />;
}
