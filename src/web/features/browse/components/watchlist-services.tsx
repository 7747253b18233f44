import { Button, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconSearch, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

import type { ServiceCard as ServiceCardData } from '#shared/api/browse.ts';
import { paths } from '#shared/pages.ts';
import { EmptyMessage } from '../../../components/empty-state/empty-message.tsx';
import { LinkButton } from '../../../components/link-button/link-button.tsx';
import { WatchButton } from '../../../components/watch-button/watch-button.tsx';
import { useWatchlist } from '../../../lib/watchlist.ts';
import { ServiceCard } from './service-card.tsx';
import { ServiceResults } from './service-results.tsx';

/** What the app adds under each watched card (the member's private note), given its note. */
export type WatchedCardExtra = (service: ServiceCardData, note: string | null) => ReactNode;

/** A watched service; in edit mode dimmed to opacity .4 with its Remove button under it. */
function WatchedCard({
  service,
  editing,
  extra,
}: {
  service: ServiceCardData;
  editing: boolean;
  extra: ReactNode;
}) {
  return (
    <Stack gap="xs" h="100%">
      <div style={{ flex: 1 }}>
        <ServiceCard service={service} dimmed={editing} />
      </div>
      {editing ? null : extra}
      {editing ? (
        <WatchButton serviceId={service.id} watched title={service.title} look="remove" />
      ) : null}
    </Stack>
  );
}

function EmptyWatchlist() {
  return (
    <EmptyMessage
      title="Your watchlist is empty"
      description="Tap the heart on a service to keep it here for later."
    >
      <LinkButton to={paths.home} icon={IconSearch}>
        Search services
      </LinkButton>
    </EmptyMessage>
  );
}

/**
 * The member's watched services (spec section 2, /Watchlist): the Edit/Cancel toggle, a Remove
 * button per card in edit mode (cards dimmed to .4), what the app adds under each card (the
 * private note, issue 22 §4), and an empty state that leads to the search.
 */
export function WatchlistServices({ cardExtra }: { cardExtra?: WatchedCardExtra }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState(false);
  const query = useWatchlist(page);
  const { data } = query;
  const hasServices = Boolean(data && data.total > 0);
  const notes = new Map((data?.private_notes ?? []).map((n) => [n.service_id, n.note]));
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text c="dimmed" aria-live="polite">
          {data ? `${data.total} ${data.total === 1 ? 'service' : 'services'} saved` : ''}
        </Text>
        <Group gap="xs">
          {hasServices || editing ? (
            <Button
              variant={editing ? 'default' : 'outline'}
              leftSection={
                editing ? (
                  <IconX size={18} aria-hidden="true" />
                ) : (
                  <IconEdit size={18} aria-hidden="true" />
                )
              }
              aria-pressed={editing}
              onClick={() => setEditing((on) => !on)}
            >
              {editing ? 'Cancel' : 'Edit'}
            </Button>
          ) : null}
        </Group>
      </Group>
      <ServiceResults
        query={query}
        services={data?.services}
        columns={{ base: 1, xs: 2, md: 3 }}
        paging={
          data ? { total: data.total, page, perPage: data.per_page, onChange: setPage } : undefined
        }
        renderCard={(service) => (
          <WatchedCard
            service={service}
            editing={editing}
            extra={cardExtra?.(service, notes.get(service.id) ?? null)}
          />
        )}
        empty={<EmptyWatchlist />}
      />
    </Stack>
  );
}
