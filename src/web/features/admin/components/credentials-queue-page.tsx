import { Anchor, Button, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconExternalLink, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import {
  CREDENTIAL_KIND_NAMES,
  CREDENTIAL_TEXTS,
  REJECT_REASON_MAX,
  type AdminCredential,
} from '#shared/api/credentials.ts';
import { paths } from '#shared/pages.ts';
import { CredentialDetails } from '../../../components/credential-badges/credential-details.tsx';
import { EmptyMessage } from '../../../components/empty-state/empty-message.tsx';
import { ItemCard } from '../../../components/item-card/item-card.tsx';
import { PagedList } from '../../../components/paged-list/paged-list.tsx';
import { nzToday } from '../../../lib/credentials.ts';
import { formatDate } from '../../../lib/format.ts';
import { useAdminCredentials, useDecideCredential } from '../api/admin-api.ts';
import { useActing } from '../api/admin-outcome.ts';
import { AdminScreen } from './admin-screen.tsx';
import { ReasonModal } from './reason-modal.tsx';

const NEW_TAB = ' (opens in a new tab)';

/** "Search the register" (none for insurance) and the certificate, each in a new tab. */
function CredentialLinks({ credential }: { credential: AdminCredential }) {
  return (
    <Group gap="md">
      {credential.register_url ? (
        <Anchor
          href={credential.register_url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          fw={600}
        >
          <Group gap={4} component="span" wrap="nowrap">
            Search the register
            <IconExternalLink size={14} aria-hidden="true" />
            <Text span size="sm" fw={400}>
              {NEW_TAB}
            </Text>
          </Group>
        </Anchor>
      ) : null}
      {credential.certificate_url ? (
        <Anchor href={credential.certificate_url} target="_blank" rel="noopener" size="sm">
          Certificate{NEW_TAB}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          No certificate
        </Text>
      )}
    </Group>
  );
}

type Decision =
  | { id: number; action: 'approve'; checked_on: string }
  | { id: number; action: 'reject'; reason: string };

/** Runs a decision with its toast; resolves to whether it worked. */
function useDecide() {
  const decide = useDecideCredential();
  const acting = useActing<Decision['action']>();
  const run = (decision: Decision): Promise<boolean> =>
    acting.run(decision.action, () => decide.mutateAsync(decision));
  return { acting: acting.acting, run };
}

/** Approve with the date checked (today by default, never in the future), or reject. */
function DecisionControls({ credential }: { credential: AdminCredential }) {
  const today = nzToday();
  const [checkedOn, setCheckedOn] = useState(today);
  const [dateError, setDateError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const { acting, run } = useDecide();
  const name = CREDENTIAL_KIND_NAMES[credential.kind];
  const approve = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(checkedOn)) setDateError('Date checked is required');
    else if (checkedOn > today) setDateError(`Date checked ${CREDENTIAL_TEXTS.checkedOnFuture}`);
    else void run({ id: credential.id, action: 'approve', checked_on: checkedOn });
  };
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        type="date"
        label="Date checked"
        value={checkedOn}
        max={today}
        required
        onChange={(event) => {
          setCheckedOn(event.currentTarget.value);
          setDateError(null);
        }}
        error={dateError}
        w={200}
      />
      <Button
        leftSection={<IconCheck size={16} aria-hidden="true" />}
        loading={acting === 'approve'}
        disabled={acting !== null}
        onClick={approve}
      >
        Approve
      </Button>
      <Button
        // Red 9: white text at 5.5:1 (red 7, the filled default, is 3.9:1).
        color="red.9"
        leftSection={<IconX size={16} aria-hidden="true" />}
        loading={acting === 'reject'}
        disabled={acting !== null}
        onClick={() => setRejecting(true)}
      >
        Reject
      </Button>
      <ReasonModal
        opened={rejecting}
        title={`Reject this ${name}`}
        description="The provider is told this reason. It is kept in the audit log."
        confirmLabel="Reject"
        onClose={() => setRejecting(false)}
        onConfirm={(reason) =>
          run({ id: credential.id, action: 'reject', reason: reason.slice(0, REJECT_REASON_MAX) })
        }
      />
    </Group>
  );
}

/** One credential to check: whose, what, the links to check it, and the decision. */
function CredentialItem({ credential }: { credential: AdminCredential }) {
  const { provider } = credential;
  const titleId = `credential-${credential.id}`;
  return (
    <ItemCard aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Title order={2} fz="md" m={0} id={titleId}>
            {CREDENTIAL_KIND_NAMES[credential.kind]} of{' '}
            {provider.slug ? (
              <Anchor component={Link} to={paths.providerDetails(provider.slug)}>
                {provider.business_name}
              </Anchor>
            ) : (
              provider.business_name
            )}
          </Title>
          <Text size="xs" c="dimmed">
            Added {formatDate(credential.created_at, 'long')}
          </Text>
        </Group>
        <Text size="sm">{provider.email}</Text>
        <Stack gap={2}>
          <CredentialDetails credential={credential} />
        </Stack>
        <CredentialLinks credential={credential} />
        <DecisionControls credential={credential} />
      </Stack>
    </ItemCard>
  );
}

/**
 * /admin/credentials (issue 27 §3): licences and badges waiting to be checked, oldest first.
 * The admin looks the number up on the public register (the link opens its search), then
 * approves with the date checked or rejects with a reason; either way the item leaves the list.
 */
export function CredentialsQueuePage() {
  const [page, setPage] = useState(1);
  const query = useAdminCredentials(page);
  const { data } = query;
  return (
    <AdminScreen
      title="Licences to check"
      description="Check each number on its public register before approving. Only checked badges show, and no plan or payment changes them."
    >
      <PagedList
        query={query}
        items={data?.result}
        getKey={(credential) => credential.id}
        renderItem={(credential) => <CredentialItem credential={credential} />}
        loading={{ skeleton: <Skeleton h={200} radius="md" />, count: 2 }}
        empty={<EmptyMessage title="Nothing to check" />}
        errorText="The licences to check could not be loaded."
        paging={
          data ? { total: data.total, page, perPage: data.per_page, onChange: setPage } : undefined
        }
        count={{ one: 'to check', many: 'to check' }}
      />
    </AdminScreen>
  );
}
