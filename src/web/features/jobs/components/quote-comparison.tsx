import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { paths } from '#shared/pages.ts';
import { formatDate } from '../../../lib/format.ts';
import { quotePriceText } from '../lib/money.ts';
import { TEXTS } from '../lib/texts.ts';

/** What the comparison shows of a quote (the fields of the job answer's `quotes`). */
export type QuoteView = {
  id: number;
  provider_name: string;
  service_title?: string | null;
  kind: 'fixed' | 'range';
  amount_cents: number;
  amount_max_cents?: number | null;
  includes: string;
  earliest_start: string;
  valid_until: string;
  message?: string | null;
  conversation_id?: number | null;
  accepted: boolean;
  expired: boolean;
};

/** True when `date` (YYYY-MM-DD or ISO) is before today. */
export const isPast = (date: string, today: string) => date.slice(0, 10) < today;

/**
 * The quotes side by side (issue 26 §1): each provider's price (total or range, NZD GST
 * incl.), what is included, earliest start, valid until, the message and the conversation, and
 * Accept on an open job while the quote is valid.
 */
export function QuoteComparison({
  quotes,
  canAccept,
  onAccept,
}: {
  quotes: readonly QuoteView[];
  canAccept: boolean;
  onAccept: (quote: QuoteView) => void;
}) {
  if (quotes.length === 0) return <Text c="dimmed">{TEXTS.noQuotes}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(quotes.length, 3) }} spacing="md">
      {quotes.map((quote) => (
        <QuoteCard
          key={quote.id}
          quote={quote}
          canAccept={canAccept && !quote.expired}
          onAccept={() => onAccept(quote)}
        />
      ))}
    </SimpleGrid>
  );
}

function QuoteCard({
  quote,
  canAccept,
  onAccept,
}: {
  quote: QuoteView;
  canAccept: boolean;
  onAccept: () => void;
}) {
  const headingId = `quote-${quote.id}-provider`;
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      aria-labelledby={headingId}
      data-testid="quote-card"
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} size="h5" id={headingId}>
            {quote.provider_name}
          </Title>
          {quote.accepted ? (
            <Badge color="green" style={{ flexShrink: 0 }}>
              {TEXTS.hiredQuote}
            </Badge>
          ) : quote.expired ? (
            <Badge color="gray" style={{ flexShrink: 0 }}>
              {TEXTS.expired}
            </Badge>
          ) : null}
        </Group>
        {quote.service_title ? (
          <Text size="sm" c="dimmed">
            {quote.service_title}
          </Text>
        ) : null}
        <Text fw={700} size="xl" data-testid="quote-price">
          {quotePriceText(quote)}
        </Text>
        <Stack gap={4} component="dl" m={0}>
          <Fact term={TEXTS.includes}>{quote.includes}</Fact>
          <Fact term={TEXTS.earliestStart}>{formatDate(quote.earliest_start, 'long')}</Fact>
          <Fact term={TEXTS.validUntil}>{formatDate(quote.valid_until, 'long')}</Fact>
          {quote.message ? <Fact term={TEXTS.message}>{quote.message}</Fact> : null}
        </Stack>
        <Group gap="sm" mt="auto" pt="xs" justify="space-between">
          {quote.conversation_id ? (
            <Anchor component={Link} to={paths.messageThread(String(quote.conversation_id))}>
              {TEXTS.conversation}
            </Anchor>
          ) : (
            <span />
          )}
          {canAccept ? (
            <Button onClick={onAccept} aria-label={`${TEXTS.accept} from ${quote.provider_name}`}>
              {TEXTS.accept}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {term}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </div>
  );
}
