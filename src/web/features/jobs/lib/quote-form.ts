/**
 * The provider's quote (issue 26 §2): a fixed price or a range typed in dollars (NZD, GST
 * included) and sent in cents, what is included, the earliest start, how many days it is valid
 * (14 by default) and a message.
 */
import { z } from 'zod';

import {
  QUOTE_AMOUNT_MAX_CENTS,
  QUOTE_TEXT_MAX,
  QUOTE_VALID_DAYS_DEFAULT,
  QUOTE_VALID_DAYS_MAX,
  type QuoteBody,
} from '#shared/api/jobs.ts';
import { centsToDollarsText, dollarsToCents } from './money.ts';
import { TEXTS } from './texts.ts';

const E = TEXTS.quoteErrors;

const validAmount = (text: string) => {
  const cents = dollarsToCents(text);
  return cents !== null && cents >= 100 && cents <= QUOTE_AMOUNT_MAX_CENTS;
};

export const QuoteFormSchema = z
  .object({
    kind: z.enum(['fixed', 'range']),
    amount: z.string().refine(validAmount, E.amount),
    amount_max: z.string(),
    includes: z.string().trim().min(3, E.includes).max(QUOTE_TEXT_MAX),
    earliest_start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, E.earliestStart),
    valid_days: z
      .number({ error: E.validDays })
      .int(E.validDays)
      .min(1, E.validDays)
      .max(QUOTE_VALID_DAYS_MAX, E.validDays),
    message: z.string().trim().max(QUOTE_TEXT_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== 'range') return;
    if (!validAmount(v.amount_max)) {
      ctx.addIssue({ code: 'custom', path: ['amount_max'], message: E.amountMax });
      return;
    }
    const min = dollarsToCents(v.amount);
    const max = dollarsToCents(v.amount_max);
    if (min !== null && max !== null && max <= min) {
      ctx.addIssue({ code: 'custom', path: ['amount_max'], message: E.rangeOrder });
    }
  });

export type QuoteFormValues = z.input<typeof QuoteFormSchema>;

/** A quote as the server answers it (the fields the form revises). */
export type QuoteLike = {
  kind: 'fixed' | 'range';
  amount_cents: number;
  amount_max_cents?: number | null;
  includes: string;
  earliest_start: string;
  message?: string | null;
};

/** The form's start: empty, or the provider's current quote to revise. */
export function quoteFormDefaults(quote?: QuoteLike | null): QuoteFormValues {
  return {
    kind: quote?.kind ?? 'fixed',
    amount: quote ? centsToDollarsText(quote.amount_cents) : '',
    amount_max: quote?.amount_max_cents != null ? centsToDollarsText(quote.amount_max_cents) : '',
    includes: quote?.includes ?? '',
    earliest_start: quote?.earliest_start.slice(0, 10) ?? '',
    valid_days: QUOTE_VALID_DAYS_DEFAULT,
    message: quote?.message ?? '',
  };
}

/** The json body of POST /api/jobs/{id}/quotes: dollars entered, cents sent. */
export function quoteBody(values: QuoteFormValues): QuoteBody {
  return {
    kind: values.kind,
    amount_cents: dollarsToCents(values.amount) ?? 0,
    amount_max_cents:
      values.kind === 'range' ? (dollarsToCents(values.amount_max) ?? 0) : undefined,
    includes: values.includes.trim(),
    earliest_start: values.earliest_start,
    valid_days: values.valid_days,
    message: values.message.trim(),
  };
}
