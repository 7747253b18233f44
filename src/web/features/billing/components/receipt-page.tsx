import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';

import type { Receipt } from '#shared/api/billing.ts';
import { paths } from '#shared/pages.ts';
import { NotFoundView } from '../../../components/not-found/not-found-view.tsx';
import { QueryError } from '../../../components/query-error/query-error.tsx';
import { isClientError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useReceipt } from '../api/billing-api.ts';
import { formatNzd } from '../../../lib/subscription-dates.ts';
import classes from './receipt.module.css';

/** Who supplies and who pays, as a tax invoice names them. */
function Parties({ receipt }: { receipt: Receipt }) {
  return (
    <Group justify="space-between" align="flex-start" gap="lg" wrap="wrap">
      <Stack gap={2}>
        <Text fw={700}>{receipt.supplier_name}</Text>
        <Text size="sm">GST number: {receipt.gst_number}</Text>
      </Stack>
      <Stack gap={2} ta={{ base: 'left', xs: 'right' }}>
        <Text size="sm">Invoice number: {receipt.number}</Text>
        <Text size="sm">Date: {formatDate(receipt.paid_at, 'long')}</Text>
        <Text size="sm">
          To: {receipt.customer_name} ({receipt.customer_email})
        </Text>
      </Stack>
    </Group>
  );
}

/** The supply, the amount including GST and the GST in it. */
function Lines({ receipt }: { receipt: Receipt }) {
  return (
    <table className={classes.table}>
      <thead>
        <tr>
          <th scope="col">Description</th>
          <th scope="col" className={classes.amount}>
            Amount (GST incl.)
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>{receipt.description}</td>
          <td className={classes.amount}>{formatNzd(receipt.amount_cents)}</td>
        </tr>
        <tr>
          <th scope="row">Total, GST included</th>
          <td className={classes.amount}>
            <strong>{formatNzd(receipt.amount_cents)}</strong>
          </td>
        </tr>
        <tr>
          <td>GST (15%) included in the total</td>
          <td className={classes.amount}>{formatNzd(receipt.gst_cents)}</td>
        </tr>
      </tbody>
    </table>
  );
}

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const card = receipt.card_last4
    ? `Paid by ${receipt.card_brand ?? 'card'} ending ${receipt.card_last4}. `
    : '';
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.receipt}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Tax invoice
        </Title>
        <Parties receipt={receipt} />
        <Lines receipt={receipt} />
        <Text size="sm" c="dimmed">
          {card}
          {receipt.reference ? `Payment reference: ${receipt.reference}. ` : ''}
          Amounts in New Zealand dollars (NZD).
        </Text>
      </Stack>
    </Paper>
  );
}

/** /billing/receipt/{id}: a printable receipt (a tax invoice for a supply under NZ$1,000). */
export function ReceiptPage({ id }: { id: string }) {
  const query = useReceipt(id);
  // Another provider's receipt, a failed payment or a wrong id: the not-found page.
  if (query.isError && isClientError(query.error)) return <NotFoundView />;
  return <ReceiptView query={query} />;
}

function ReceiptView({ query }: { query: ReturnType<typeof useReceipt> }) {
  usePageMeta('Receipt');
  const receipt = query.data?.receipt;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" className={classes.noPrint}>
          <Anchor component={Link} to={paths.billing} py={4}>
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden="true" />
              Billing history
            </Group>
          </Anchor>
          <Button
            leftSection={<IconPrinter size={18} aria-hidden="true" />}
            onClick={() => window.print()}
            disabled={!receipt}
          >
            Print
          </Button>
        </Group>
        {receipt ? (
          <ReceiptSheet receipt={receipt} />
        ) : query.isError ? (
          <QueryError
            what="The receipt could not be loaded."
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <Skeleton h={360} radius="md" aria-busy="true" aria-label="Loading the receipt" />
        )}
      </Stack>
    </Container>
  );
}
