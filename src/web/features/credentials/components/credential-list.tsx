import { Anchor, Button, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

import {
  CREDENTIAL_KIND_NAMES,
  checkedDateText,
  type Credential,
} from '#shared/api/credentials.ts';
import { CredentialDetails } from '../../../components/credential-badges/credential-details.tsx';
import { EmptyMessage } from '../../../components/empty-state/empty-message.tsx';
import { ItemCard } from '../../../components/item-card/item-card.tsx';
import { QueryError } from '../../../components/query-error/query-error.tsx';
import { errorMessage, isUnauthorized } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCredentials, useRemoveCredential } from '../api/credentials-api.ts';
import { TEXTS } from '../lib/texts.ts';

/** A credential's state in words: "Checked on 27 Nov 2026", "Not accepted: {reason}", … */
export function stateText(credential: Credential): string {
  switch (credential.state) {
    case 'approved':
      return credential.checked_on
        ? `Checked on ${checkedDateText(credential.checked_on)}`
        : 'Checked';
    case 'rejected':
      return credential.reason ? `Not accepted: ${credential.reason}` : 'Not accepted';
    case 'pending':
    case 'expired':
    case 'replaced':
      return TEXTS.states[credential.state];
  }
}

function CredentialItem({ credential }: { credential: Credential }) {
  const remove = useRemoveCredential();
  const [confirming, setConfirming] = useState(false);
  const name = CREDENTIAL_KIND_NAMES[credential.kind];
  const titleId = `credential-${credential.id}`;
  const confirm = async () => {
    try {
      const answer = await remove.mutateAsync(credential.id);
      notifySuccess(answer.message);
      setConfirming(false);
    } catch (error) {
      if (!isUnauthorized(error)) notifyError(errorMessage(error), { title: 'Not removed' });
    }
  };
  return (
    <ItemCard aria-labelledby={titleId}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Title order={3} fz="md" m={0} id={titleId}>
            {name}
          </Title>
          <Text size="sm" fw={700} data-testid="credential-state">
            {stateText(credential)}
          </Text>
        </Group>
        <CredentialDetails credential={credential} />
        <Group justify="space-between" gap="xs" mt="xs">
          {credential.certificate_url ? (
            <Anchor href={credential.certificate_url} target="_blank" rel="noopener" size="sm">
              {TEXTS.certificateLink}
              <Text span size="sm">
                {' '}
                (opens in a new tab)
              </Text>
            </Anchor>
          ) : (
            <span />
          )}
          <Button
            variant="default"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            aria-label={`${TEXTS.remove} ${name}`}
            onClick={() => setConfirming(true)}
          >
            {TEXTS.remove}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={TEXTS.removeTitle}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{TEXTS.removeText}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {TEXTS.keep}
            </Button>
            <Button color="red.9" loading={remove.isPending} onClick={() => void confirm()}>
              {TEXTS.remove}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </ItemCard>
  );
}

/** The provider's own credentials with their state, each with Remove. */
export function CredentialList() {
  const query = useCredentials();
  const items = query.data?.result;
  return (
    <Stack gap="sm" component="section" aria-labelledby="credential-list-title">
      <Title order={2} size="h4" id="credential-list-title">
        {TEXTS.listTitle}
      </Title>
      {items ? (
        items.length === 0 ? (
          <EmptyMessage title={TEXTS.none} />
        ) : (
          items.map((credential) => <CredentialItem key={credential.id} credential={credential} />)
        )
      ) : query.isError ? (
        <QueryError
          what="Your licences and badges could not be loaded."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Skeleton h={96} radius="md" />
      )}
    </Stack>
  );
}
