import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router';

import type { Account } from '#shared/api/auth.ts';
import { ACTIVE_SUBSCRIPTION_STATUS } from '#shared/constants.ts';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format.ts';

/** Spec section 4: Subscribed when the subscription status is 'active'. */
export function isSubscribed(account: Pick<Account, 'subscription'>): boolean {
  return account.subscription?.status === ACTIVE_SUBSCRIPTION_STATUS;
}

/** A provider's subscription: Subscribed or Unsubscribed, the period end, and the link. */
export function SubscriptionPanel({ account }: { account: Account }) {
  const subscribed = isSubscribed(account);
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
            {subscribed && account.subscription ? (
              <Text size="sm" c="dimmed">
                Current period ends {formatDate(account.subscription.current_period_end, 'long')}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <Button
          component={Link}
          to={paths.subscription}
          variant="light"
          leftSection={<IconCreditCard size={18} aria-hidden="true" />}
        >
          {subscribed ? 'Manage subscription' : 'Subscribe'}
        </Button>
      </Group>
    </Paper>
  );
}
