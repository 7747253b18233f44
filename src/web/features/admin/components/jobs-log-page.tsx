import { SimpleGrid, Stack, Text, Title } from '@mantine/core';

import type { AdminJobsLogResponse } from '#shared/api/jobs.ts';
import { useJobsLog } from '../api/admin-api.ts';
import { AdminScreen } from './admin-screen.tsx';
import { AdminTable, type AdminTableProps, type Column } from './admin-table.tsx';

/** open → Open, cancelled → Cancelled. */
const stateLabel = (state: string) => state.charAt(0).toUpperCase() + state.slice(1);

type StateRow = AdminJobsLogResponse['by_state'][number];
type SubRow = AdminJobsLogResponse['by_sub_category'][number];

const STATE_COLUMNS: Column<StateRow>[] = [
  { header: 'State', cell: (r) => stateLabel(r.state) },
  { header: 'Jobs', cell: (r) => r.count.toLocaleString('en-NZ') },
];
const SUB_COLUMNS: Column<SubRow>[] = [
  { header: 'Sub category', minWidth: 200, cell: (r) => r.name },
  { header: 'Jobs', cell: (r) => r.count.toLocaleString('en-NZ') },
  { header: 'Hired or completed', cell: (r) => r.hired.toLocaleString('en-NZ') },
];

/** One count of the log under its heading; the log's empty and failure texts. */
function CountsTable<T>({
  title,
  ...table
}: { title: string } & Omit<AdminTableProps<T>, 'empty' | 'errorText' | 'paging'>) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      <AdminTable {...table} empty="No jobs yet." errorText="The jobs log could not be loaded." />
    </Stack>
  );
}

/** /admin/jobs: the jobs log (issue 26 §5), counts by state and by sub category. */
export function JobsLogPage() {
  const query = useJobsLog();
  const data = query.data;
  return (
    <AdminScreen
      title="Jobs"
      description="The jobs log: how many jobs are in each state, and in each sub category."
    >
      {data ? (
        <Text aria-live="polite">
          {data.total.toLocaleString('en-NZ')} {data.total === 1 ? 'job' : 'jobs'} in all
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <CountsTable
          title="By state"
          caption="Jobs by state"
          columns={STATE_COLUMNS}
          rows={data?.by_state}
          getKey={(r) => r.state}
          query={query}
        />
        <CountsTable
          title="By sub category"
          caption="Jobs by sub category"
          columns={SUB_COLUMNS}
          rows={data?.by_sub_category}
          getKey={(r) => r.sub_category_id}
          query={query}
        />
      </SimpleGrid>
    </AdminScreen>
  );
}
