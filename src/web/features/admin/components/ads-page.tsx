import { Anchor, Button, Group, Image, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import type { AdminAd } from '#shared/api/admin.ts';
import { formatDate } from '../../../lib/format.ts';
import { type AdminActionRunner as Run, useAdminAction, useAdminAds } from '../api/admin-api.ts';
import { adForm, AdFormModal, SLOT_OPTIONS } from './ad-form.tsx';
import { AdminScreen } from './admin-screen.tsx';
import { AdminTable, Tag, type Column } from './admin-table.tsx';

const slotLabel = (ad: AdminAd) =>
  SLOT_OPTIONS.find((o) => o.value === `${ad.slot}:${ad.position}`)?.label ?? ad.slot;

function period(ad: AdminAd): string {
  if (!ad.starts_at && !ad.ends_at) return 'Always';
  const from = ad.starts_at ? formatDate(ad.starts_at, 'long') : 'now';
  return ad.ends_at ? `${from} to ${formatDate(ad.ends_at, 'long')}` : `From ${from}`;
}

function State({ ad }: { ad: AdminAd }) {
  if (ad.is_live) return <Tag color="kiwi">Showing</Tag>;
  return <Tag color="gray">{ad.is_active ? 'Outside its period' : 'Off'}</Tag>;
}

function adColumns({ run, pending }: Run, edit: (ad: AdminAd) => void): Column<AdminAd>[] {
  const columns: Column<AdminAd>[] = [
    {
      header: 'Image',
      cell: (ad) => (
        <Image
          src={ad.image_url}
          alt={ad.alt_text ?? ''}
          w={120}
          h={60}
          fit="contain"
          radius="sm"
        />
      ),
    },
    {
      header: 'Ad',
      minWidth: 180,
      cell: (ad) => (
        <>
          <Text fw={600}>{ad.title}</Text>
          <Text size="xs" c="dimmed">
            {ad.alt_text ? `Alt text: ${ad.alt_text}` : 'No alt text'}
          </Text>
          {ad.link_url ? (
            <Anchor href={ad.link_url} target="_blank" rel="noopener noreferrer" size="xs">
              {ad.link_url}
            </Anchor>
          ) : null}
        </>
      ),
    },
    { header: 'Slot', cell: slotLabel },
    { header: 'Period', nowrap: true, cell: period },
    { header: 'State', cell: (ad) => <State ad={ad} /> },
    {
      header: 'Actions',
      nowrap: true,
      cell: (ad) => (
        <Group gap={6} wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => edit(ad)}>
            Change
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={pending}
            onClick={() =>
              void run({ path: `/ads/${ad.id}`, body: adForm(ad, { is_active: !ad.is_active }) })
            }
          >
            {ad.is_active ? 'Deactivate' : 'Activate'}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="subtle"
            disabled={pending}
            onClick={() => void run({ path: `/ads/${ad.id}`, method: 'DELETE' })}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];
  return columns;
}

/** /admin/ads: the two home slots and the sidebar slot. */
export function AdsPage() {
  const query = useAdminAds();
  const { run, pending } = useAdminAction();
  const [editing, setEditing] = useState<AdminAd | 'new' | null>(null);
  const columns = adColumns({ run, pending }, setEditing);
  return (
    <AdminScreen
      title="Ads"
      description="Two slots on the home page and one in the sidebar; an ad shows while active and within its period."
      actions={
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setEditing('new')}
        >
          New ad
        </Button>
      }
    >
      <AdminTable
        caption="Ads"
        columns={columns}
        rows={query.data?.ads}
        getKey={(ad) => ad.id}
        query={query}
        empty="No ads yet."
        errorText="The ads could not be loaded."
      />
      <AdFormModal
        ad={editing}
        onClose={() => setEditing(null)}
        onSave={(body) =>
          run({ path: editing && editing !== 'new' ? `/ads/${editing.id}` : '/ads', body })
        }
      />
    </AdminScreen>
  );
}
