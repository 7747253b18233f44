/**
 * Helpers of the licences and badges screens (issue 27 §3) that the provider's account and the
 * admin's queue share: today in New Zealand, and cover amounts in dollars.
 */

/** Today in New Zealand as YYYY-MM-DD (what a date field holds). */
export function nzToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(now);
}

/** Dollars as typed ("2000000", "$2,000,000", "1500.50") in cents, or null when not an amount. */
export function dollarsToCents(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

const WHOLE = new Intl.NumberFormat('en-NZ', {
  style: 'currency',
  currency: 'NZD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
});

/** Cents as whole dollars: 200000000 → "$2,000,000". */
export const formatDollars = (cents: number): string => WHOLE.format(Math.round(cents / 100));
