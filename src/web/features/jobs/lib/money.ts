/**
 * Quotes are in NZD with GST included (issue 26 §2): the provider types dollars, the server
 * takes and answers cents; every amount shown says "GST incl.".
 */

const nzd = (digits: number) =>
  new Intl.NumberFormat('en-NZ', {
    style: 'currency',
    currency: 'NZD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
const WHOLE = nzd(0);
const WITH_CENTS = nzd(2);

/** Cents as dollars: 120000 → "$1,200", 8550 → "$85.50". */
export function formatNzd(cents: number): string {
  return cents % 100 === 0 ? WHOLE.format(cents / 100) : WITH_CENTS.format(cents / 100);
}

/** A quote's price: fixed ("$1,200") or a range ("$900 – $1,400"), then "GST incl.". */
export function quotePriceText(quote: {
  kind: 'fixed' | 'range';
  amount_cents: number;
  amount_max_cents?: number | null;
}): string {
  const price =
    quote.kind === 'range' && quote.amount_max_cents != null
      ? `${formatNzd(quote.amount_cents)} – ${formatNzd(quote.amount_max_cents)}`
      : formatNzd(quote.amount_cents);
  return `${price} GST incl.`;
}

/** Dollars as typed ("120", "85.50", "$1,200") in cents, or null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/** Cents as the dollars a field shows when a quote is revised: 8550 → "85.50", 12000 → "120". */
export function centsToDollarsText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
