import type { JobInvite, JobQuote } from '#shared/api/jobs.ts';
import type { QuoteView } from '../components/quote-comparison.tsx';

/** The comparison's view of the answer's quotes, with each provider's service and conversation. */
export function quoteViews(
  quotes: readonly JobQuote[],
  invites: readonly JobInvite[],
): QuoteView[] {
  return quotes.map((quote) => {
    const invite = invites.find((i) => i.service_id === quote.service_id);
    return {
      id: quote.id,
      provider_name: quote.provider.name,
      service_title: invite?.service.title ?? null,
      kind: quote.kind,
      amount_cents: quote.amount_cents,
      amount_max_cents: quote.amount_max_cents,
      includes: quote.includes,
      earliest_start: quote.earliest_start,
      valid_until: quote.valid_until,
      message: quote.message,
      conversation_id: invite?.conversation_id ?? null,
      accepted: quote.state === 'accepted',
      expired: quote.expired,
    };
  });
}
