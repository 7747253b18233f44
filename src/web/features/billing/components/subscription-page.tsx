import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Grid,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconCreditCard } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import type { SubscriptionSummary } from '#shared/api/auth.ts';
import { SUBSCRIPTION } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { useUser } from '../../../lib/current-user.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePaymentConfig } from '../api/billing-api.ts';
import { renewalState, renewalText } from '../../../lib/subscription-dates.ts';
import { CardModal } from './card-modal.tsx';

/** A popular service link (composed by the route from getPopularServicesAndCategories). */
export type PopularLink = { key: string | number; name: string; href: string };
export type PopularLinks = { items: PopularLink[] | undefined; failed: boolean };

/** The popular services: the first 6 in the left column, the rest in the right. */
function PopularColumns({ popular }: { popular: PopularLinks }) {
  if (popular.failed) return <Text c="red.8">{MESSAGES.somethingWentWrong}</Text>;
  if (!popular.items) {
    return (
      <SimpleGrid cols={2} aria-busy="true" aria-label="Loading popular services">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={18} />
        ))}
      </SimpleGrid>
    );
  }
  const columns = [popular.items.slice(0, 6), popular.items.slice(6)];
  return (
    <SimpleGrid cols={2} spacing="md">
      {columns.map((column, i) => (
        <List
          key={i}
          spacing={6}
          size="sm"
          listStyleType="none"
          data-testid={`popular-column-${i}`}
        >
          {column.map((item) => (
            <List.Item key={item.key}>
              <Anchor component={Link} to={item.href}>
                {item.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      ))}
    </SimpleGrid>
  );
}

const BENEFITS = [
  'Your services in front of people searching in Auckland, Hamilton, Christchurch and Wellington',
  'Enquiries by email and phone straight to you, with no commission',
  'Reviews from real customers on every listing',
];

function Plan({ onStart, disabled }: { onStart: () => void; disabled: boolean }) {
  return (
    <Stack gap="sm">
      <Badge variant="light" size="lg" tt="none" w="fit-content">
        {MESSAGES.minimumDays}
      </Badge>
      <Title order={2} fz={40}>
        ${SUBSCRIPTION.price}
        <Text span c="dimmed" fz="md" fw={500}>
          {' '}
          NZD / {SUBSCRIPTION.periodDays} days, GST included
        </Text>
      </Title>
      <Text fw={600}>{MESSAGES.perListingOffer}</Text>
      <Button
        size="md"
        onClick={onStart}
        disabled={disabled}
        leftSection={<IconCreditCard size={18} aria-hidden="true" />}
      >
        {MESSAGES.getStarted}
      </Button>
    </Stack>
  );
}

/** Where the provider stands: renewing, paid without renewal, or nothing paid. */
function SubscriptionStatus({
  subscription,
  onStart,
  disabled,
}: {
  subscription: SubscriptionSummary | null;
  onStart: () => void;
  disabled: boolean;
}) {
  const state = subscription ? renewalState(subscription) : 'ended';
  if (subscription && state === 'renewing') {
    return (
      <Alert color="kiwi" title="Your subscription is active">
        <Text size="sm" fw={600} data-testid="renewal-line">
          {renewalText(subscription)}
        </Text>
        Manage it on your{' '}
        <Anchor component={Link} to={paths.accountDetails}>
          account details
        </Anchor>{' '}
        page, see your{' '}
        <Anchor component={Link} to={paths.billing}>
          billing history
        </Anchor>
        , or{' '}
        <Anchor component={Link} to={paths.addService}>
          add a service
        </Anchor>
        .
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {subscription && state === 'paid' ? (
        <Alert
          color="yellow"
          title="Auto-renewal is off"
          styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
        >
          <Text size="sm" fw={600} data-testid="renewal-line">
            {renewalText(subscription)}
          </Text>
          You have paid until then. Get Started turns auto-renewal back on: nothing is charged until{' '}
          {formatDate(subscription.current_period_end, 'long')}.
        </Alert>
      ) : null}
      <Button size="md" w="fit-content" onClick={onStart} disabled={disabled}>
        {MESSAGES.getStarted}
      </Button>
    </Stack>
  );
}

function Intro(props: Parameters<typeof SubscriptionStatus>[0]) {
  return (
    <Stack gap="sm" maw={720}>
      <Title order={1}>List your services on Kiwi Services</Title>
      <Text size="lg">
        Reach New Zealanders looking for local residential, commercial and trade services. Subscribe
        once and publish your listings: each goes live as soon as our team has checked it.
      </Text>
      <List spacing={6} icon={<IconCircleCheck size={18} color="var(--mantine-color-kiwi-7)" />}>
        {BENEFITS.map((b) => (
          <List.Item key={b}>{b}</List.Item>
        ))}
      </List>
      <SubscriptionStatus {...props} />
    </Stack>
  );
}

/**
 * The provider's subscription as the account answers it (null: none; undefined: not answered
 * yet, when the stored user's flag says whether one is active).
 */
function useSubscriptionState(subscription: SubscriptionSummary | null | undefined) {
  const user = useUser();
  const renewing =
    subscription === undefined
      ? user.stripe_id !== null
      : subscription !== null && renewalState(subscription) === 'renewing';
  const paidUntil =
    subscription && renewalState(subscription) === 'paid' ? subscription.current_period_end : null;
  return { user, subscription: subscription ?? null, renewing, paidUntil };
}

/** `/subscription?card=1` (from "Try another card"): the card form opens by itself. */
function useCardFromUrl(canOpen: boolean, open: () => void) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('card') === '1';
  useEffect(() => {
    if (!wanted || !canOpen) return;
    open();
    setParams({}, { replace: true });
  }, [wanted, canOpen, open, setParams]);
}

/** /subscription: the offer, popular services, the auto top-up choice and the card modal. */
export function SubscriptionPage({
  popular,
  subscription: current,
}: {
  popular: PopularLinks;
  /** The account's subscription (GET /api/me); undefined until it answers. */
  subscription: SubscriptionSummary | null | undefined;
}) {
  usePageMeta(SUBSCRIPTION.name);
  const { user, subscription, renewing, paidUntil } = useSubscriptionState(current);
  const config = usePaymentConfig();
  const [autoRenew, setAutoRenew] = useState(true);
  const [open, setOpen] = useState(false);
  const start = useCallback(() => setOpen(true), []);
  const cannotStart = renewing || !config.data;
  useCardFromUrl(!cannotStart, start);

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Intro subscription={subscription} onStart={start} disabled={cannotStart} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="md" p="lg" h="100%">
              <Title order={2} fz={20} mb="md">
                Popular services
              </Title>
              <PopularColumns popular={popular} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="md" p="lg">
              <Stack gap="md">
                <Plan onStart={start} disabled={cannotStart} />
                <Checkbox
                  checked={autoRenew}
                  onChange={(event) => setAutoRenew(event.currentTarget.checked)}
                  label="Auto top-up: renew every 30 days until I cancel"
                />
                <Text size="xs" c="dimmed">
                  See our{' '}
                  <Anchor component={Link} to={paths.terms} size="xs">
                    Terms of use
                  </Anchor>
                  .
                </Text>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
      {config.data ? (
        <CardModal
          opened={open}
          onClose={() => setOpen(false)}
          config={config.data}
          userId={user.id}
          autoRenew={autoRenew}
          paidUntil={paidUntil}
        />
      ) : null}
    </Container>
  );
}
