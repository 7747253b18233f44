import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { AdminEnquiriesResponse } from '#shared/api/admin.ts';
import { paths } from '#shared/pages.ts';
import { formatDate } from '../../../lib/format.ts';
import { AdminScreen } from './admin-screen.tsx';
import { Tag, type Column } from './admin-table.tsx';
import { AdminList } from './admin-list.tsx';

type Enquiry = AdminEnquiriesResponse['enquiries'][number];

const COLUMNS: Column<Enquiry>[] = [
  { header: 'Date', nowrap: true, cell: (e) => formatDate(e.created_at, 'long') },
  {
    header: 'Service',
    cell: (e) => (
      <Anchor component={Link} to={paths.singleService(e.service.slug)} size="sm">
        {e.service.title}
      </Anchor>
    ),
  },
  { header: 'Member', cell: (e) => `${e.member.name} (${e.member.email})` },
  { header: 'Provider', cell: (e) => e.provider.name },
  {
    header: 'Message',
    minWidth: 240,
    cell: (e) => (
      <>
        <Text size="xs" c="dimmed">
          {e.type}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {e.message ?? '—'}
        </Text>
      </>
    ),
  },
  {
    header: 'Read',
    cell: (e) => (
      <Tag color={e.is_read ? 'gray' : 'blue'} variant="light">
        {e.is_read ? 'Read' : 'Unread'}
      </Tag>
    ),
  },
];

/** /admin/enquiries: every enquiry, newest first (read only). */
export function EnquiriesPage() {
  return (
    <AdminScreen
      title="Enquiries"
      description="Every enquiry members sent to providers, newest first (read only)."
    >
      <AdminList
        name="enquiries"
        rowsOf={(answer) => answer.enquiries}
        columns={COLUMNS}
        getKey={(e) => e.id}
        searchLabel="Search by service, message or member email"
        caption="Enquiries"
        empty="No enquiries match."
        errorText="The enquiries could not be loaded."
      />
    </AdminScreen>
  );
}
