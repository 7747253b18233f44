/** Dates in the product's time zone (Pacific/Auckland), in the spec's two formats. */
export const TIME_ZONE = 'Pacific/Auckland';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS: Record<string, string> = {
  Sun: 'Sun',
  Mon: 'Mon',
  Tue: 'Tue',
  Wed: 'Wed',
  Thu: 'Thu',
  Fri: 'Fri',
  Sat: 'Sat',
};

/** 'short' = 'ddd, d mmm' (Thu, 5 Mar); 'long' = 'dd mmmm yyyy' (05 March 2026). */
export type DateFormat = 'short' | 'long';

/**
 * Made on first use: a formatter with a time zone loads the zone's data (~15 ms on a slow
 * phone), which pages that show no date should not pay while their code loads.
 */
let partsFormatter: Intl.DateTimeFormat | null = null;
const formatter = () =>
  (partsFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }));

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Formats a date in New Zealand time; an empty or invalid value gives ''. */
export function formatDate(
  value: Date | string | number | null | undefined,
  format: DateFormat = 'short',
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    formatter()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const day = Number(parts.day);
  const month = MONTHS[Number(parts.month) - 1] ?? '';
  if (format === 'long') return `${String(day).padStart(2, '0')} ${month} ${parts.year}`;
  return `${WEEKDAYS[parts.weekday ?? ''] ?? parts.weekday}, ${day} ${month.slice(0, 3)}`;
}

/** One decimal for ratings (4.25 → '4.3'); 0 or missing gives '0.0'. */
export function formatRating(value: number | string | null | undefined): string {
  const n = Number(value);
  return Number.isFinite(n) ? n.toFixed(1) : '0.0';
}
