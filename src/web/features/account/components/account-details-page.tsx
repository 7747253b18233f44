import {
  Alert,
  Avatar,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAt, IconChevronRight, IconCreditCard, IconLock, IconPhoto } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';

import type { Account } from '#shared/api/auth.ts';
import { ACTIVE_SUBSCRIPTION_STATUS, ROLE, STORAGE_KEYS } from '#shared/constants.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { storeSessionUser, type StoredUser } from '../../../lib/session.ts';
import { readString, writeString } from '../../../lib/storage.ts';
import { useMe } from '../api/account-api.ts';
import {
  forgetStaleUser,
  PleaseLogin,
  useRequiredUser,
  useSendToLogin,
} from '../lib/require-user.tsx';
import classes from './account-details.module.css';
import { AccountLayout } from './account-layout.tsx';

/** Role 2 shows business_name; other roles first and last name (spec section 2). */
export function accountName(
  account: Pick<Account, 'role_id' | 'business_name' | 'f_name' | 'l_name' | 'name'>,
): string {
  if (account.role_id === ROLE.provider && account.business_name) return account.business_name;
  const full = [account.f_name, account.l_name].filter(Boolean).join(' ').trim();
  return full || account.name;
}

export function isSubscribed(account: Pick<Account, 'subscription'>): boolean {
  return account.subscription?.status === ACTIVE_SUBSCRIPTION_STATUS;
}

/** Keeps the stored user and the subscription flag in step with the server. */
function useSyncStoredUser(user: StoredUser | null, account: Account | undefined) {
  useEffect(() => {
    if (!user || !account) return;
    const fresh: StoredUser = {
      id: account.id,
      slug: account.slug,
      name: account.name,
      email: account.email,
      logo: account.logo,
      role_id: account.role_id,
      stripe_id: account.stripe_id,
      display_name: account.display_name,
    };
    if (JSON.stringify(fresh) !== JSON.stringify(user)) storeSessionUser(fresh);
    const flag = isSubscribed(account) ? 'true' : 'false';
    if (readString(STORAGE_KEYS.subscription) !== flag)
      writeString(STORAGE_KEYS.subscription, flag);
  }, [user, account]);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function SettingLink({
  to,
  icon,
  label,
  hint,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  hint: string;
}) {
  return (
    <Paper component={Link} to={to} withBorder radius="md" p="sm" className={classes.settingLink}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size={38} radius="md">
          {icon}
        </ThemeIcon>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </Stack>
        <IconChevronRight size={18} aria-hidden="true" color="var(--mantine-color-gray-6)" />
      </Group>
    </Paper>
  );
}

/** /accountDetails: name, email, member since, subscription status and the account links. */
export function AccountDetailsPage() {
  usePageMeta('Account details');
  const user = useRequiredUser();
  const me = useMe(Boolean(user));
  const account = me.data?.result;
  useSyncStoredUser(user, account);

  const sendToLogin = useSendToLogin();
  useEffect(() => {
    // The server session ended (expired, logged out elsewhere): the stored user is stale.
    if (me.error instanceof ApiError && me.error.status === 401) {
      forgetStaleUser();
      sendToLogin();
    }
  }, [me.error, sendToLogin]);

  if (!user) return <PleaseLogin />;
  const isCustomer = user.role_id === ROLE.customer;

  return (
    <AccountLayout title="Account details" description="Your profile and account settings.">
      {me.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading your account">
          <Skeleton h={150} radius="md" />
          <Skeleton h={90} radius="md" />
        </Stack>
      ) : account ? (
        <>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Group gap="lg" align="flex-start" wrap="nowrap">
              <Avatar
                src={!isCustomer ? account.logo : null}
                size={72}
                radius="md"
                color="kiwi"
                variant={isCustomer || !account.logo ? 'filled' : 'default'}
                alt=""
                styles={{ image: { objectFit: 'contain', background: '#fff' } }}
              >
                {accountName(account).charAt(0).toUpperCase()}
              </Avatar>
              <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
                <Title order={2} fz={22} style={{ overflowWrap: 'anywhere' }}>
                  {accountName(account)}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <Row label="Email">{account.email}</Row>
                  <Row label="Member since">{formatDate(account.created_at, 'long')}</Row>
                  <Row label="Username">{account.username}</Row>
                  {account.phone_number ? <Row label="Phone">{account.phone_number}</Row> : null}
                </SimpleGrid>
              </Stack>
            </Group>
          </Paper>

          {!isCustomer ? (
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Group justify="space-between" wrap="wrap" gap="md">
                <Stack gap={4}>
                  <Title order={2} fz={18}>
                    Subscription
                  </Title>
                  <Group gap="xs">
                    <Badge
                      size="lg"
                      tt="none"
                      variant="light"
                      color={isSubscribed(account) ? 'kiwi' : 'gray'}
                    >
                      {isSubscribed(account) ? 'Subscribed' : 'Unsubscribed'}
                    </Badge>
                    {isSubscribed(account) && account.subscription ? (
                      <Text size="sm" c="dimmed">
                        Current period ends{' '}
                        {formatDate(account.subscription.current_period_end, 'long')}
                      </Text>
                    ) : null}
                  </Group>
                </Stack>
                <Button
                  component={Link}
                  to="/subscription"
                  variant="light"
                  leftSection={<IconCreditCard size={18} aria-hidden="true" />}
                >
                  {isSubscribed(account) ? 'Manage subscription' : 'Subscribe'}
                </Button>
              </Group>
            </Paper>
          ) : null}

          <Stack gap="sm">
            <Title order={2} fz={18}>
              Settings
            </Title>
            <SimpleGrid cols={{ base: 1, sm: isCustomer ? 2 : 3 }} spacing="sm">
              {!isCustomer ? (
                <SettingLink
                  to="/update-logo"
                  icon={<IconPhoto size={20} aria-hidden="true" />}
                  label="Change logo"
                  hint="The image on your cards"
                />
              ) : null}
              <SettingLink
                to="/ChangeEmailAddress"
                icon={<IconAt size={20} aria-hidden="true" />}
                label="Change email"
                hint="Where we send messages"
              />
              <SettingLink
                to="/Changepassword"
                icon={<IconLock size={20} aria-hidden="true" />}
                label="Change password"
                hint="Ends your other sessions"
              />
            </SimpleGrid>
          </Stack>
        </>
      ) : (
        <Alert color="red" title="Something went wrong" role="alert">
          {me.error instanceof Error ? me.error.message : 'Your account could not be loaded.'}
        </Alert>
      )}
    </AccountLayout>
  );
}
