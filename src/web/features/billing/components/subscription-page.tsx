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
import { useState } from 'react';
import { Link } from 'react-router';

import { SUBSCRIPTION } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '../../../config/paths.ts';
import { useUser } from '../../../lib/current-user.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePaymentConfig } from '../api/billing-api.ts';
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
          NZD / {SUBSCRIPTION.periodDays} days
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

function Intro({
  subscribed,
  onStart,
  disabled,
}: {
  subscribed: boolean;
  onStart: () => void;
  disabled: boolean;
}) {
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
      {subscribed ? (
        <Alert color="kiwi" title="Your subscription is active">
          Manage it on your{' '}
          <Anchor component={Link} to={paths.accountDetails}>
            account details
          </Anchor>{' '}
          page, or{' '}
          <Anchor component={Link} to={paths.addService}>
            add a service
          </Anchor>
          .
        </Alert>
      ) : (
        <Button size="md" w="fit-content" onClick={onStart} disabled={disabled}>
          {MESSAGES.getStarted}
        </Button>
      )}
    </Stack>
  );
}

/** /subscription: the offer, popular services, the auto top-up choice and the card modal. */
export function SubscriptionPage({ popular }: { popular: PopularLinks }) {
  usePageMeta(SUBSCRIPTION.name);
  const user = useUser();
  const config = usePaymentConfig();
  const [autoRenew, setAutoRenew] = useState(true);
  const [open, setOpen] = useState(false);
  const subscribed = user.stripe_id !== null;
  const start = () => setOpen(true);
  const cannotStart = subscribed || !config.data;

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Intro subscribed={subscribed} onStart={start} disabled={cannotStart} />
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
        />
      ) : null}
    </Container>
  );
}
