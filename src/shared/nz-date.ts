/**
 * Dates in the product's time zone (Pacific/Auckland), in the spec's two formats: pure (no
 * Intl for 2008-2099), so the web pages and the server's receipts write a date the same way.
 */
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

/** 'short' = 'ddd, d mmm' (Thu, 5 Mar); 'long' = 'dd mmmm yyyy' (05 March 2026). */
export type DateFormat = 'short' | 'long';

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const HOUR_MS = 3_600_000;

/** The day of `month` (0-based) of the first Sunday on or after day `from`. */
function sundayFrom(year: number, month: number, from: number): number {
  return from + ((7 - new Date(Date.UTC(year, month, from)).getUTCDay()) % 7);
}

/**
 * New Zealand's offset from UTC at `time` (in the UTC year `year`), by the daylight-time rule in
 * force since 2007: from the last Sunday of September, 2:00 standard time, to the first Sunday
 * of April, 3:00 daylight time, UTC+13; otherwise UTC+12.
 */
function newZealandOffset(time: number, year: number): number {
  const endsAt = Date.UTC(year, 3, sundayFrom(year, 3, 1), 3) - 13 * HOUR_MS;
  const startsAt = Date.UTC(year, 8, sundayFrom(year, 8, 24), 2) - 12 * HOUR_MS;
  return time < endsAt || time >= startsAt ? 13 * HOUR_MS : 12 * HOUR_MS;
}

/** The years the rule above decides; dates outside them ask Intl (and its zone data). */
const RULE_YEARS = { from: 2008, to: 2099 } as const;

/**
 * Made on first use, for dates outside RULE_YEARS only: the first formatter with a time zone
 * loads ICU's zone and calendar data (~20 ms, ~90 ms on a slow phone), which used to land in
 * the hydration of every page with a card.
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
  const { day, month, year, weekday } = newZealandDay(date);
  const monthName = MONTHS[month] ?? '';
  if (format === 'long') return `${String(day).padStart(2, '0')} ${monthName} ${year}`;
  return `${weekday}, ${day} ${monthName.slice(0, 3)}`;
}

/** The calendar day of `date` in New Zealand (month 0-based). */
function newZealandDay(date: Date): { day: number; month: number; year: number; weekday: string } {
  const utcYear = date.getUTCFullYear();
  if (utcYear >= RULE_YEARS.from && utcYear <= RULE_YEARS.to) {
    const local = new Date(date.getTime() + newZealandOffset(date.getTime(), utcYear));
    return {
      day: local.getUTCDate(),
      month: local.getUTCMonth(),
      year: local.getUTCFullYear(),
      weekday: WEEKDAY_NAMES[local.getUTCDay()]!,
    };
  }
  const parts = Object.fromEntries(
    formatter()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return {
    day: Number(parts.day),
    month: Number(parts.month) - 1,
    year: Number(parts.year),
    weekday: parts.weekday ?? '',
  };
}
