import { Code } from '@mantine/core';

import type { AuditResponse } from '#shared/api/admin.ts';
import { AdminScreen } from './admin-screen.tsx';
import { type Column } from './admin-table.tsx';
import { AdminList } from './admin-list.tsx';

type Entry = AuditResponse['entries'][number];

const when = new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'Pacific/Auckland',
  dateStyle: 'medium',
  timeStyle: 'short',
});

const COLUMNS: Column<Entry>[] = [
  { header: 'When', nowrap: true, cell: (e) => when.format(new Date(e.created_at)) },
  { header: 'Who', cell: (e) => e.admin?.name ?? '—' },
  { header: 'What', cell: (e) => <Code>{e.action}</Code> },
  { header: 'On', cell: (e) => `${e.target_type}${e.target_id ? ` #${e.target_id}` : ''}` },
  { header: 'Reason', minWidth: 220, cell: (e) => e.reason ?? '—' },
];

/** /admin/audit: every admin action, newest first. */
export function AuditPage() {
  return (
    <AdminScreen title="Audit log" description="Every admin action: who, what, when and why.">
      <AdminList
        name="audit"
        rowsOf={(answer) => answer.entries}
        columns={COLUMNS}
        getKey={(e) => e.id}
        searchLabel="Search by action or reason"
        caption="Audit log"
        empty="Nothing recorded yet."
        errorText="The audit log could not be loaded."
      />
    </AdminScreen>
  );
}
