import { Anchor, Button, Tabs, Text } from '@mantine/core';

import type { AdminApplicationsResponse, AdminContactMessagesResponse } from '#shared/api/admin.ts';
import { formatDate } from '../../../lib/format.ts';
import { type AdminActionRunner as Run, useAdminAction } from '../api/admin-api.ts';
import { AdminScreen } from './admin-screen.tsx';
import { AdminList } from './admin-list.tsx';
import { Tag, type Column } from './admin-table.tsx';
import { type FilterSpec } from './list-filters.tsx';

type Message = AdminContactMessagesResponse['messages'][number];
type Application = AdminApplicationsResponse['applications'][number];

const FILTERS: FilterSpec[] = [
  {
    param: 'handled',
    label: 'Handled',
    initial: 'no',
    options: [
      { value: '', label: 'Any' },
      { value: 'no', label: 'Open' },
      { value: 'yes', label: 'Handled' },
    ],
  },
];

/** The 'Handled' badge, or the button that marks the item handled. */
function handledCell(action: Run, path: string, handledAt: string | null) {
  if (handledAt) return <Tag color="gray">Handled {formatDate(handledAt, 'short')}</Tag>;
  return (
    <Button
      size="xs"
      variant="light"
      disabled={action.pending}
      onClick={() => void action.run({ path })}
    >
      Mark handled
    </Button>
  );
}

const textCell = (text: string | null) => (
  <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
    {text || '—'}
  </Text>
);

function ContactMessages({ action }: { action: Run }) {
  const columns: Column<Message>[] = [
    { header: 'Date', nowrap: true, cell: (m) => formatDate(m.created_at, 'long') },
    {
      header: 'From',
      cell: (m) => <Anchor href={`mailto:${m.email}`} size="sm">{`${m.name} <${m.email}>`}</Anchor>,
    },
    { header: 'Subject', cell: (m) => m.subject ?? '—' },
    { header: 'Message', minWidth: 280, cell: (m) => textCell(m.message) },
    {
      header: 'State',
      cell: (m) => handledCell(action, `/contact-messages/${m.id}/handled`, m.handled_at),
    },
  ];
  return (
    <AdminList
      name="contact-messages"
      rowsOf={(answer) => answer.messages}
      columns={columns}
      getKey={(m) => m.id}
      searchLabel="Search the messages"
      filters={FILTERS}
      caption="Contact messages"
      empty="No messages match."
      errorText="The contact messages could not be loaded."
    />
  );
}

function CareerApplications({ action }: { action: Run }) {
  const columns: Column<Application>[] = [
    { header: 'Date', nowrap: true, cell: (a) => formatDate(a.created_at, 'long') },
    {
      header: 'Applicant',
      cell: (a) => (
        <>
          <Text size="sm" fw={600}>{`${a.first_name} ${a.last_name}`}</Text>
          <Anchor href={`mailto:${a.email}`} size="xs">
            {a.email}
          </Anchor>
          {a.phone_number ? <Text size="xs">{a.phone_number}</Text> : null}
        </>
      ),
    },
    { header: 'Role', cell: (a) => a.role ?? '—' },
    { header: 'Cover note', minWidth: 240, cell: (a) => textCell(a.cover_note) },
    {
      header: 'Résumé',
      cell: (a) => (
        <Anchor
          href={a.resume_url}
          download={a.resume_name}
          size="sm"
          aria-label={`Download the résumé of ${a.first_name} ${a.last_name}`}
        >
          Download
        </Anchor>
      ),
    },
    {
      header: 'State',
      cell: (a) => handledCell(action, `/career-applications/${a.id}/handled`, a.handled_at),
    },
  ];
  return (
    <AdminList
      name="career-applications"
      rowsOf={(answer) => answer.applications}
      columns={columns}
      getKey={(a) => a.id}
      searchLabel="Search the applications"
      filters={FILTERS}
      caption="Career applications"
      empty="No applications match."
      errorText="The career applications could not be loaded."
    />
  );
}

/** /admin/messages: contact messages and career applications. */
export function MessagesPage() {
  const action = useAdminAction();
  return (
    <AdminScreen
      title="Messages"
      description="Contact messages and career applications: read them, then mark them handled."
    >
      <Tabs defaultValue="contact" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="contact">Contact messages</Tabs.Tab>
          <Tabs.Tab value="careers">Career applications</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="contact">
          <ContactMessages action={action} />
        </Tabs.Panel>
        <Tabs.Panel value="careers">
          <CareerApplications action={action} />
        </Tabs.Panel>
      </Tabs>
    </AdminScreen>
  );
}
