import type { PriceType } from './constants.ts';
import type { ServiceAreaValue } from './service-areas.ts';

/*
 * How the facts people compare read (issue 24 §1b, decision 118): a stated price (NZD, GST
 * included) and a provider's availability. Shared by cards, the service page, the form and the
 * admin's revision view, so every place says them the same way.
 */

/** What every stated price is, said in full where there is room. */
export const PRICE_GST_NOTE = 'NZD, GST included';
/** The short form beside a price on a card. */
export const PRICE_GST_SHORT = 'incl. GST';

/** The form's choices of price type, in order ('' is "No price stated"). */
export const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  from: 'From',
  hourly: 'Per hour',
  fixed: 'Fixed price',
  quote: 'Quote on request',
};

/** An amount of cents in dollars: "$120", "$85.50", "$1,200". */
export function dollars(cents: number): string {
  const whole = cents % 100 === 0;
  return `$${(cents / 100).toLocaleString('en-NZ', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

/** "From $120", "$85 an hour", "$450 fixed", "Quote on request"; null when none is stated. */
export function priceText(type: PriceType | null, cents: number | null): string | null {
  if (type === null) return null;
  if (type === 'quote') return 'Quote on request';
  if (cents === null) return null;
  const amount = dollars(cents);
  if (type === 'from') return `From ${amount}`;
  if (type === 'hourly') return `${amount} an hour`;
  return `${amount} fixed`;
}

/** An NZ date (YYYY-MM-DD) as people read it: "12 December 2026". */
export function nzDateText(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d)).toLocaleDateString('en-NZ', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Not taking new work until 12 December 2026", "Not taking new work", or null when taking it. */
export function availabilityText(takingNewWork: boolean, backOn: string | null): string | null {
  if (takingNewWork) return null;
  return backOn ? `Not taking new work until ${nzDateText(backOn)}` : 'Not taking new work';
}

/** Every area in words: "All of Christchurch", "Addington, Christchurch". */
export function areaText(area: ServiceAreaValue): string {
  return area.suburb === null ? `All of ${area.city}` : `${area.suburb}, ${area.city}`;
}
