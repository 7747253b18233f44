import { Code } from '@mantine/core';

import type { AuditResponse } from '#shared/api/admin.ts';
import { useAdminList } from '../api/admin-api.ts';
import { AdminScreen } from './admin-screen.tsx';
import { AdminTable, type Column } from './admin-table.tsx';
import { ListFilters, pagingOf, useListState } from './list-filters.tsx';

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
  const state = useListState();
  const query = useAdminList('audit', state.params);
  return (
    <AdminScreen title="Audit log" description="Every admin action: who, what, when and why.">
      <ListFilters state={state} searchLabel="Search by action or reason" />
      <AdminTable
        caption="Audit log"
        columns={COLUMNS}
        rows={query.data?.entries}
        getKey={(e) => e.id}
        query={query}
        empty="Nothing recorded yet."
        errorText="The audit log could not be loaded."
        paging={pagingOf(state, query.data)}
      />
    </AdminScreen>
  );
}
