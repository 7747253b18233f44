import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconReceipt } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';

import type { Account } from '#shared/api/auth.ts';
import { ACTIVE_SUBSCRIPTION_STATUS } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { errorMessage, isUnauthorized } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { refreshSessionUser } from '../../../lib/refresh-account.ts';
import { setSubscriptionFlag } from '../../../lib/session.ts';
import { renewalText } from '../../../lib/subscription-dates.ts';
import { useCancelSubscription } from '../api/account-api.ts';

/** Spec section 4: Subscribed when the subscription status is 'active'. */
export function isSubscribed(account: Pick<Account, 'subscription'>): boolean {
  return account.subscription?.status === ACTIVE_SUBSCRIPTION_STATUS;
}

/** Cancel, after 'Are you sure to cancel subscription?' (spec sections 4 and 8). */
function CancelSubscription({ subscriptionId }: { subscriptionId: string }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelSubscription();
  const queryClient = useQueryClient();
  const confirm = async () => {
    try {
      const answer = await cancel.mutateAsync(subscriptionId);
      if (!answer.success) {
        notifyError(answer.errors?.message?.[0] ?? answer.message);
        return;
      }
      setSubscriptionFlag(false);
      notifySuccess(answer.message);
      setAsking(false);
      await refreshSessionUser(queryClient);
    } catch (error) {
      if (!isUnauthorized(error)) notifyError(errorMessage(error));
    }
  };
  return (
    <>
      <Button variant="default" color="red" onClick={() => setAsking(true)}>
        Cancel subscription
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Cancel subscription" centered>
        <Stack gap="md">
          <Text>{MESSAGES.cancelSubscriptionPrompt}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)}>
              No, keep it
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={() => void confirm()}>
              Yes, cancel
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** A provider's subscription: Subscribed or Unsubscribed, the period end, and cancel or subscribe. */
export function SubscriptionPanel({ account }: { account: Account }) {
  const subscribed = isSubscribed(account);
  const { subscription } = account;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={2} fz={18}>
            Subscription
          </Title>
          <Group gap="xs">
            <Badge size="lg" tt="none" variant="light" color={subscribed ? 'kiwi' : 'gray'}>
              {subscribed ? 'Subscribed' : 'Unsubscribed'}
            </Badge>
            {subscription ? (
              <Text size="sm" c="dimmed" data-testid="renewal-line">
                {renewalText(subscription)}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <Group gap="sm">
          {subscribed && subscription ? (
            <CancelSubscription subscriptionId={subscription.external_id} />
          ) : null}
          <Button
            component={Link}
            to={paths.subscription}
            variant="light"
            leftSection={<IconCreditCard size={18} aria-hidden="true" />}
          >
            {subscribed ? 'Manage subscription' : 'Subscribe'}
          </Button>
          <Button
            component={Link}
            to={paths.billing}
            variant="default"
            leftSection={<IconReceipt size={18} aria-hidden="true" />}
          >
            Billing history
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
