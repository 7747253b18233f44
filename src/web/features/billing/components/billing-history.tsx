import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';

import type { PaymentLine } from '#shared/api/billing.ts';
import { paths } from '#shared/pages.ts';
import { ItemCard } from '../../../components/item-card/item-card.tsx';
import { EmptyMessage } from '../../../components/empty-state/empty-message.tsx';
import { PagedList } from '../../../components/paged-list/paged-list.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useBillingHistory } from '../api/billing-api.ts';
import { formatNzd } from '../../../lib/subscription-dates.ts';

/** The paid period, in the account date format ("05 March 2026 to 04 April 2026"). */
export function periodText(line: Pick<PaymentLine, 'period_start' | 'period_end'>): string {
  if (!line.period_start || !line.period_end) return '—';
  return `${formatDate(line.period_start, 'long')} to ${formatDate(line.period_end, 'long')}`;
}

/** A label above its value: one column of a payment row. */
function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0} miw={110}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/** One payment: date, amount, the GST in it, period, status, and its receipt. */
function PaymentRow({ line }: { line: PaymentLine }) {
  const paid = line.status === 'succeeded';
  return (
    <ItemCard aria-label={`Payment of ${formatDate(line.paid_at, 'long')}`}>
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Group gap="lg" wrap="wrap" align="flex-start">
          <Field label="Date">{formatDate(line.paid_at, 'long')}</Field>
          <Field label="Amount">{formatNzd(line.amount_cents)}</Field>
          <Field label="GST included">{paid ? formatNzd(line.gst_cents) : '—'}</Field>
          <Field label="Period">{periodText(line)}</Field>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              Status
            </Text>
            <Badge variant="light" color={paid ? 'kiwi' : 'red'} tt="none">
              {paid ? 'Paid' : 'Declined'}
            </Badge>
          </Stack>
        </Group>
        {paid ? (
          <Anchor component={Link} to={paths.billingReceipt(String(line.id))} py={4} fw={600}>
            Receipt
          </Anchor>
        ) : null}
      </Group>
    </ItemCard>
  );
}

/** /billing: every payment of the provider's subscription, newest first, paginated. */
export function BillingHistory() {
  const [page, setPage] = useState(1);
  const query = useBillingHistory(page);
  const { data } = query;
  return (
    <PagedList
      query={query}
      items={data?.payments}
      getKey={(line) => line.id}
      renderItem={(line) => <PaymentRow line={line} />}
      cols={1}
      loading={{ skeleton: <Skeleton h={76} radius="md" />, count: 3 }}
      empty={
        <EmptyMessage
          title="No payments yet"
          description="Your payments and receipts show here once you subscribe."
        >
          <Anchor component={Link} to={paths.subscription} fw={600}>
            See the subscription
          </Anchor>
        </EmptyMessage>
      }
      errorText="Your payments could not be loaded."
      paging={
        data ? { total: data.total, page, perPage: data.per_page, onChange: setPage } : undefined
      }
      count={{ one: 'payment', many: 'payments', hidden: true }}
    />
  );
}
