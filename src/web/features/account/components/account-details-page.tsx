import { Skeleton, Stack } from '@mantine/core';
import { useEffect } from 'react';

import type { Account } from '#shared/api/auth.ts';
import { ROLE } from '#shared/constants.ts';
import { QueryError } from '../../../components/query-error/query-error.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { storeSessionUser } from '../../../lib/session.ts';
import { useMe } from '../api/account-api.ts';
import { AccountLayout } from './account-layout.tsx';
import { AccountSettings } from './account-settings.tsx';
import { AvailabilityPanel } from './availability-panel.tsx';
import { AccountSummary } from './account-summary.tsx';
import { MessageEmailsPanel } from './message-emails-panel.tsx';
import { SubscriptionPanel } from './subscription-panel.tsx';

/** Keeps the stored user and the subscription flag in step with the server. */
function useSyncStoredUser(account: Account | undefined) {
  useEffect(() => {
    if (account) storeSessionUser(account);
  }, [account]);
}

function AccountDetails({ account }: { account: Account }) {
  const isCustomer = account.role_id === ROLE.customer;
  return (
    <>
      <AccountSummary account={account} />
      {isCustomer ? null : <SubscriptionPanel account={account} />}
      {isCustomer ? null : <AvailabilityPanel account={account} />}
      <MessageEmailsPanel />
      <AccountSettings isCustomer={isCustomer} />
    </>
  );
}

/** /accountDetails: name, email, member since, subscription status and the account links. */
export function AccountDetailsPage() {
  usePageMeta('Account details');
  const me = useMe();
  const account = me.data?.result;
  useSyncStoredUser(account);

  return (
    <AccountLayout title="Account details" description="Your profile and account settings.">
      {account ? (
        <AccountDetails account={account} />
      ) : me.isError ? (
        <QueryError
          what="Your account could not be loaded."
          error={me.error}
          onRetry={() => void me.refetch()}
          retrying={me.isFetching}
        />
      ) : (
        <Stack gap="md" aria-busy="true" aria-label="Loading your account">
          <Skeleton h={150} radius="md" />
          <Skeleton h={90} radius="md" />
        </Stack>
      )}
    </AccountLayout>
  );
}
