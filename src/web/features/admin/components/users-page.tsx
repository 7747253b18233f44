import { Button, Stack, Text } from '@mantine/core';

import type { AdminUser } from '#shared/api/admin.ts';
import { ROLE } from '#shared/constants.ts';
import { formatDate } from '../../../lib/format.ts';
import { type AdminActionRunner as Run, useAdminAction } from '../api/admin-api.ts';
import { AdminScreen } from './admin-screen.tsx';
import { Tag, type Column } from './admin-table.tsx';
import { YES_NO_ANY, type FilterSpec } from './list-filters.tsx';
import { useReasonPrompt } from './reason-modal.tsx';
import { AdminList } from './admin-list.tsx';

const ROLE_NAMES: Record<number, string> = {
  [ROLE.admin]: 'Admin',
  [ROLE.provider]: 'Provider',
  [ROLE.customer]: 'Member',
};

const FILTERS: FilterSpec[] = [
  {
    param: 'role',
    label: 'Role',
    options: [
      { value: '', label: 'Any' },
      ...Object.entries(ROLE_NAMES).map(([value, label]) => ({ value, label })),
    ],
  },
  { param: 'suspended', label: 'Suspended', options: YES_NO_ANY },
];

function Person({ user }: { user: AdminUser }) {
  return (
    <>
      <Text fw={600}>{user.name}</Text>
      <Text size="xs" c="dimmed">
        {user.email} · @{user.username}
      </Text>
      {user.business_name ? <Text size="xs">{user.business_name}</Text> : null}
    </>
  );
}

function Status({ user }: { user: AdminUser }) {
  return (
    <Stack gap={4} align="flex-start">
      <Tag color={user.is_verified ? 'kiwi' : 'gray'} variant="light">
        {user.is_verified ? 'Verified' : 'Not verified'}
      </Tag>
      {user.is_suspended ? (
        <Tag color="red" title={user.suspended_reason ?? undefined}>
          Suspended
        </Tag>
      ) : null}
      {user.is_suspended && user.suspended_reason ? (
        <Text size="xs" c="red.8">
          {user.suspended_reason}
        </Text>
      ) : null}
    </Stack>
  );
}

/** '6 approved, 1 rejected' (only the counts above 0), or 'None'. */
function servicesOf({ services }: AdminUser): string {
  const parts = (['approved', 'pending', 'rejected'] as const)
    .filter((status) => services[status] > 0)
    .map((status) => `${services[status]} ${status}`);
  return parts.length > 0 ? parts.join(', ') : 'None';
}

const subscriptionOf = (user: AdminUser) =>
  user.subscription
    ? `${user.subscription.status} to ${formatDate(user.subscription.current_period_end, 'long')}`
    : '—';

function userColumns({ run, pending }: Run, suspend: (u: AdminUser) => void): Column<AdminUser>[] {
  const columns: Column<AdminUser>[] = [
    { header: 'User', minWidth: 220, cell: (u) => <Person user={u} /> },
    { header: 'Role', cell: (u) => ROLE_NAMES[u.role_id] ?? String(u.role_id) },
    { header: 'Status', cell: (u) => <Status user={u} /> },
    { header: 'Subscription', cell: subscriptionOf },
    { header: 'Services', cell: servicesOf },
    { header: 'Joined', nowrap: true, cell: (u) => formatDate(u.created_at, 'long') },
    {
      header: 'Actions',
      cell: (u) => (
        <Stack gap={6} align="flex-start">
          {u.is_suspended ? (
            <Button
              size="xs"
              variant="light"
              disabled={pending}
              onClick={() => void run({ path: `/users/${u.id}/reinstate` })}
            >
              Reinstate
            </Button>
          ) : (
            <Button
              size="xs"
              color="red"
              variant="light"
              disabled={u.role_id === ROLE.admin}
              onClick={() => suspend(u)}
            >
              Suspend
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            disabled={pending}
            onClick={() => void run({ path: `/users/${u.id}/password-link` })}
          >
            Send password link
          </Button>
        </Stack>
      ),
    },
  ];
  return columns;
}

/** /admin/users: search, suspend and reinstate, password links. */
export function UsersPage() {
  const { run, pending } = useAdminAction();
  const suspend = useReasonPrompt<AdminUser>({
    title: 'Suspend this user',
    confirmLabel: 'Suspend',
    describe: (u) => `${u.name} (${u.email}) is logged out and their services are hidden.`,
    onConfirm: (u, reason) => run({ path: `/users/${u.id}/suspend`, body: { reason } }),
  });
  return (
    <AdminScreen
      title="Users"
      description="Suspending ends the person's sessions at once and hides their services."
    >
      <AdminList
        name="users"
        rowsOf={(answer) => answer.users}
        columns={userColumns({ run, pending }, suspend.ask)}
        getKey={(u) => u.id}
        searchLabel="Search by name, email or business"
        filters={FILTERS}
        caption="Users"
        empty="No users match."
        errorText="The users could not be loaded."
      />
      {suspend.modal}
    </AdminScreen>
  );
}
