import { Stack, Text } from '@mantine/core';

import { WHAT_WE_CHECK } from '../../../components/credential-badges/credential-badges.tsx';
import { CredentialForm } from './credential-form.tsx';
import { CredentialList } from './credential-list.tsx';

/**
 * /account/credentials (issue 27 §3): the provider's licences and badges with their state, and
 * the form that adds one. An admin checks each against the public register; only checked ones
 * show on the provider's services and profile, and no plan or payment changes them.
 */
export function CredentialsPanel() {
  return (
    <Stack gap="xl">
      <CredentialList />
      <CredentialForm />
      <Text size="sm" c="dimmed">
        {WHAT_WE_CHECK}
      </Text>
    </Stack>
  );
}
