import { Paper, SimpleGrid, Skeleton, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';

import type { DashboardResponse } from '#shared/api/admin.ts';
import { QueryError } from '../../../components/query-error/query-error.tsx';
import { useDashboard } from '../api/admin-api.ts';
import { AdminScreen } from './admin-screen.tsx';

const DashboardChart = lazy(() => import('./dashboard-chart.tsx'));

const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });

type Counts = DashboardResponse['counts'];
const TILES: { label: string; value: (c: Counts) => string }[] = [
  { label: 'Services waiting for review', value: (c) => String(c.services_pending) },
  { label: 'Approved services with changes', value: (c) => String(c.services_changed) },
  { label: 'Approved services', value: (c) => String(c.services_approved) },
  { label: 'Rejected services', value: (c) => String(c.services_rejected) },
  { label: 'Providers', value: (c) => String(c.providers) },
  { label: 'Active subscriptions', value: (c) => String(c.active_subscriptions) },
  { label: 'Members', value: (c) => String(c.members) },
  { label: 'Enquiries, last 30 days', value: (c) => String(c.enquiries_30_days) },
  { label: 'Reviews, last 30 days', value: (c) => String(c.reviews_30_days) },
  { label: 'Revenue, last 30 days', value: (c) => nzd.format(c.revenue_30_days_nzd) },
];

function Tiles({ counts }: { counts: Counts | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
      {TILES.map((tile) => (
        <Paper key={tile.label} withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {tile.label}
          </Text>
          {counts ? (
            <Text fz={26} fw={700}>
              {tile.value(counts)}
            </Text>
          ) : (
            <Skeleton h={32} mt={4} />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** /admin: the marketplace in numbers and its last 30 days. */
export function DashboardPage() {
  const query = useDashboard();
  const data = query.data;
  return (
    <AdminScreen title="Dashboard" description="The marketplace at a glance (NZ time).">
      {query.isError && !data ? (
        <QueryError
          what="The dashboard could not be loaded."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <Tiles counts={data?.counts} />
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">
              New services and enquiries per day (last 30 days)
            </Title>
            {data ? (
              <Suspense fallback={<Skeleton h={280} />}>
                <DashboardChart daily={data.daily} />
                <VisuallyHidden>
                  {`${data.daily.reduce((n, d) => n + d.services, 0)} new services and ${data.daily.reduce((n, d) => n + d.enquiries, 0)} enquiries in the last 30 days`}
                </VisuallyHidden>
              </Suspense>
            ) : (
              <Skeleton h={280} />
            )}
          </Paper>
        </>
      )}
    </AdminScreen>
  );
}
