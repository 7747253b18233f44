import {
  Anchor,
  AspectRatio,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconEdit, IconMapPin, IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';

import type { ServiceCard } from '#shared/api/browse.ts';
import { SERVICE_STATUS_LABELS } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { formatDate } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import classes from './owner-service-card.module.css';

const STATUS_COLORS = { pending: 'yellow', approved: 'kiwi', rejected: 'red' } as const;

/** The service's status badge, and "Changes waiting for review" for an edited approved one. */
export function StatusBadges({ service }: { service: ServiceCard }) {
  return (
    <Group gap={6}>
      <Badge
        color={STATUS_COLORS[service.status]}
        variant="filled"
        tt="none"
        size="md"
        c={service.status === 'pending' ? 'dark' : undefined}
      >
        {SERVICE_STATUS_LABELS[service.status]}
      </Badge>
      {service.changed_since_approval ? (
        <Badge color="blue" variant="light" tt="none" size="md">
          Changes waiting for review
        </Badge>
      ) : null}
    </Group>
  );
}

/** 'Failed to open' / 'Status of this service is pending.' (spec sections 4 and 8). */
const refusePending = () => notifyError(MESSAGES.servicePending, { title: MESSAGES.failedToOpen });

/**
 * One of the provider's own services: picture, status, title (a link unless pending: a pending
 * card is covered by a button that says why it cannot open), place, and the Edit link.
 */
export function OwnerServiceCard({ service }: { service: ServiceCard }) {
  const pending = service.status === 'pending';
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      className={classes.card}
      component="article"
      data-testid="owner-service-card"
    >
      {pending ? (
        <button
          type="button"
          className={classes.overlay}
          aria-label={`Open ${service.title} (pending)`}
          onClick={refusePending}
        />
      ) : null}
      <AspectRatio ratio={4 / 3}>
        {service.main_service_image ? (
          <Image src={service.main_service_image} alt="" radius="sm" loading="lazy" />
        ) : (
          <Center bg="gray.1" c="gray.6" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
            <IconPhoto size={40} aria-hidden="true" />
          </Center>
        )}
      </AspectRatio>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <StatusBadges service={service} />
        <Text component="h2" fw={700} size="md" lineClamp={2} m={0}>
          {pending ? (
            service.title
          ) : (
            <Anchor component={Link} to={paths.singleService(service.slug)} c="inherit" fw={700}>
              {service.title}
            </Anchor>
          )}
        </Text>
        {service.status === 'rejected' && service.rejection_reason ? (
          <Text size="sm" c="red.8">
            Reason: {service.rejection_reason}
          </Text>
        ) : null}
        {service.revision_rejection_reason ? (
          <Text size="sm" c="red.8">
            Your last changes were not approved: {service.revision_rejection_reason}
          </Text>
        ) : null}
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={14} aria-hidden="true" />
          <Text size="sm" c="dimmed" lineClamp={1}>
            {service.suburb}, {service.city}
          </Text>
        </Group>
        <Group justify="space-between" mt="auto" className={classes.actions}>
          <Text size="xs" c="dimmed">
            Added {formatDate(service.created_at)}
          </Text>
          <Button
            component={Link}
            to={paths.editService(service.slug)}
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} aria-hidden="true" />}
            aria-label={`Edit ${service.title}`}
          >
            Edit
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The grey shape of a card while the list loads. */
export function OwnerCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="sm" aria-hidden="true">
      <Skeleton h={160} />
      <Stack gap={8} mt="sm">
        <Skeleton h={16} w="30%" />
        <Skeleton h={18} w="80%" />
        <Skeleton h={12} w="50%" />
      </Stack>
    </Card>
  );
}
