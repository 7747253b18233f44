import {
  Alert,
  Badge,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';

import type { ReactNode } from 'react';

import type { RevisionSide } from '#shared/api/admin.ts';
import { formatDate } from '../../../lib/format.ts';
import { useServiceRevision } from '../api/admin-api.ts';
import classes from './revision-comparison.module.css';

type Row = { label: string; value: (side: RevisionSide) => string };

/** The fields compared, in the order of the service form. */
const ROWS: Row[] = [
  { label: 'Title', value: (s) => s.title },
  { label: 'Category', value: (s) => `${s.category} › ${s.sub_category}` },
  { label: 'Service type', value: (s) => s.service_type.join(', ') },
  { label: 'Description', value: (s) => s.description },
  { label: 'About the service (1)', value: (s) => s.about_service },
  { label: 'About the service (2)', value: (s) => s.about_service1 },
  { label: 'About the service (3)', value: (s) => s.about_service2 ?? '' },
  { label: 'About the provider', value: (s) => s.about },
  { label: 'Business name', value: (s) => s.business_name },
  { label: 'Location', value: (s) => `${s.suburb}, ${s.city}` },
  { label: 'Areas covered', value: (s) => (s.service_areas ?? []).join('; ') },
  { label: 'Price (NZD, GST included)', value: (s) => s.price ?? 'No price stated' },
  { label: 'Contact name', value: (s) => s.contact_name },
  { label: 'Phone number', value: (s) => s.phone_number },
];

function Cell({ text, side }: { text: string; side: string }) {
  return (
    <Table.Td className={classes.value} data-side={side}>
      {text || (
        <Text span c="dimmed">
          —
        </Text>
      )}
    </Table.Td>
  );
}

function FieldTable({ before, after }: { before: RevisionSide; after: RevisionSide }) {
  return (
    <Table withTableBorder withColumnBorders verticalSpacing="xs" fz="sm" className={classes.table}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="18%">Field</Table.Th>
          <Table.Th>Approved (public now)</Table.Th>
          <Table.Th>Submitted changes</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ROWS.map((row) => {
          const was = row.value(before);
          const now = row.value(after);
          const changed = was !== now;
          return (
            <Table.Tr key={row.label} className={changed ? classes.changed : undefined}>
              <Table.Th scope="row" fw={600}>
                <Stack gap={4} align="flex-start">
                  {row.label}
                  {changed ? (
                    <Badge color="yellow" c="dark" size="xs" tt="none">
                      Changed
                    </Badge>
                  ) : null}
                </Stack>
              </Table.Th>
              <Cell text={was} side="Approved" />
              <Cell text={now} side="Submitted" />
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function Photos({ title, urls, empty }: { title: string; urls: string[]; empty: string }) {
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {title} ({urls.length})
      </Text>
      {urls.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {urls.map((url, i) => (
            <Image key={url} src={url} alt={`${title}, ${i + 1}`} h={96} radius="sm" fit="cover" />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function PhotoChanges({ before, after }: { before: RevisionSide; after: RevisionSide }) {
  const was = before.images.map((i) => i.url);
  const now = after.images.map((i) => i.url);
  const mainChanged = before.images[0]?.url !== after.images[0]?.url;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Photos
        title="Photos added"
        urls={now.filter((u) => !was.includes(u))}
        empty="No photo added"
      />
      <Photos
        title="Photos removed"
        urls={was.filter((u) => !now.includes(u))}
        empty="No photo removed"
      />
      {mainChanged ? (
        <Text size="sm" fw={600}>
          The main photo changed.
        </Text>
      ) : null}
    </SimpleGrid>
  );
}

/**
 * An approved service's edit waiting for review: field by field (changed rows marked), then the
 * photos added and removed (GET /api/admin/services/{id}/revision).
 */
export function RevisionComparison({
  serviceId,
  fallback,
}: {
  serviceId: number;
  /** What shows when there is no comparison (a change made before edits were held). */
  fallback: ReactNode;
}) {
  const query = useServiceRevision(serviceId);
  if (query.isPending) return <Skeleton h={240} aria-label="Loading the changes" />;
  if (!query.data) {
    return (
      <>
        <Alert color="gray" title="No comparison">
          There is no field-by-field comparison for this change. The service as it is now:
        </Alert>
        {fallback}
      </>
    );
  }
  const { before, after, submitted_at } = query.data;
  return (
    <Stack gap="sm" data-testid="revision-comparison">
      <Group gap="xs">
        <Text fw={700}>Changes waiting for review</Text>
        <Text size="sm" c="dimmed">
          Sent {formatDate(submitted_at, 'long')}. The approved version stays public until you
          approve them.
        </Text>
      </Group>
      <FieldTable before={before} after={after} />
      <PhotoChanges before={before} after={after} />
    </Stack>
  );
}
