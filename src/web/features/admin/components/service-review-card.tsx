import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { AdminService } from '#shared/api/admin.ts';
import { paths } from '#shared/pages.ts';
import { ItemCard } from '../../../components/item-card/item-card.tsx';
import { formatDate } from '../../../lib/format.ts';
import { RevisionComparison } from './revision-comparison.tsx';

const STATUS_COLORS = { pending: 'orange', approved: 'kiwi', rejected: 'red' } as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

function Images({ service }: { service: AdminService }) {
  if (service.images.length === 0) return <Text c="dimmed">No pictures</Text>;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {service.images.map((image, i) => (
        <Image
          key={image.url}
          src={image.url}
          alt={`${service.title}, picture ${i + 1}${image.is_main ? ' (main)' : ''}`}
          h={120}
          radius="sm"
          fit="cover"
        />
      ))}
    </SimpleGrid>
  );
}

export type ServiceActions = {
  onApprove: (service: AdminService) => void;
  onReject: (service: AdminService) => void;
  onUnpublish: (service: AdminService) => void;
  busy: boolean;
};

function Actions({ service, actions }: { service: AdminService; actions: ServiceActions }) {
  const needsReview = service.status !== 'approved' || service.changed_since_approval;
  return (
    <Group gap="sm">
      {needsReview ? (
        <Button onClick={() => actions.onApprove(service)} disabled={actions.busy}>
          Approve
        </Button>
      ) : null}
      {service.status !== 'rejected' || service.changed_since_approval ? (
        <Button color="red" variant="light" onClick={() => actions.onReject(service)}>
          Reject
        </Button>
      ) : null}
      {service.status === 'approved' ? (
        <Button color="orange" variant="default" onClick={() => actions.onUnpublish(service)}>
          Unpublish
        </Button>
      ) : null}
      {service.status === 'approved' ? (
        <Anchor component={Link} to={paths.singleService(service.slug)} size="sm">
          Open the public page
        </Anchor>
      ) : null}
    </Group>
  );
}

/** A service as the moderator needs it: every field and picture, then the decisions. */
export function ServiceReviewCard({
  service,
  actions,
}: {
  service: AdminService;
  actions: ServiceActions;
}) {
  return (
    <ItemCard aria-label={service.title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4">
            {service.title}
          </Title>
          <Group gap={6}>
            <Badge color={STATUS_COLORS[service.status]}>{service.status}</Badge>
            {service.changed_since_approval ? <Badge color="grape">Changed</Badge> : null}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          By {service.provider.name} ({service.provider.email}) · added{' '}
          {formatDate(service.created_at, 'long')} · changed{' '}
          {formatDate(service.updated_at, 'long')}
        </Text>
        {service.rejection_reason ? (
          <Text size="sm" c="red.8">
            Reason given: {service.rejection_reason}
          </Text>
        ) : null}
        {service.status === 'approved' && service.changed_since_approval ? (
          <RevisionComparison
            serviceId={service.id}
            fallback={<ServiceFields service={service} />}
          />
        ) : (
          <ServiceFields service={service} />
        )}
        <Actions service={service} actions={actions} />
      </Stack>
    </ItemCard>
  );
}

/** Every field and picture of the service as it is. */
function ServiceFields({ service }: { service: AdminService }) {
  return (
    <>
      <Images service={service} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Field label="Category">{`${service.category} › ${service.sub_category}`}</Field>
        <Field label="Service type">{service.service_type.join(', ')}</Field>
        <Field label="Location">{`${service.suburb}, ${service.city}`}</Field>
        <Field label="Business name">{service.business_name}</Field>
        <Field label="Contact name">{service.contact_name}</Field>
        <Field label="Phone number">{service.phone_number}</Field>
      </SimpleGrid>
      <Field label="Description">{service.description}</Field>
      <div>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          About the service
        </Text>
        <List size="sm">
          {service.about_service.map((line, i) => (
            <List.Item key={i}>{line}</List.Item>
          ))}
        </List>
      </div>
      <Field label="About the provider">{service.about}</Field>
    </>
  );
}
