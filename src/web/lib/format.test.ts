import { formatDate, formatRating } from './format.ts';

describe('formatDate', () => {
  it("formats 'ddd, d mmm' in New Zealand time", () => {
    expect(formatDate('2026-03-05T10:00:00+13:00')).toBe('Thu, 5 Mar');
    // 11:30 pm UTC on 4 March is already 5 March in Auckland (NZDT, UTC+13).
    expect(formatDate('2026-03-04T23:30:00Z')).toBe('Thu, 5 Mar');
    expect(formatDate(new Date('2026-09-15T00:00:00Z'), 'short')).toBe('Tue, 15 Sep');
  });

  it("formats 'dd mmmm yyyy'", () => {
    expect(formatDate('2026-03-05T10:00:00+13:00', 'long')).toBe('05 March 2026');
    expect(formatDate('2025-12-31T12:00:00Z', 'long')).toBe('01 January 2026');
  });

  it('agrees with the time-zone database hour by hour, across daylight-time changes', () => {
    const zone = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Pacific/Auckland',
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const expected = (t: number) => {
      const p = Object.fromEntries(zone.formatToParts(t).map((x) => [x.type, x.value]));
      return `${p.weekday}, ${p.day} ${p.month!.slice(0, 3)} / ${p.day!.padStart(2, '0')} ${p.month} ${p.year}`;
    };
    const actual = (t: number) => `${formatDate(t)} / ${formatDate(t, 'long')}`;
    const mismatches: string[] = [];
    const HOUR = 3_600_000;
    // Every hour of 2008–2040 (the rule's years, and the changes of each year within them), and
    // a few dates outside them (formatted by Intl).
    for (let t = Date.UTC(2008, 0, 1); t < Date.UTC(2041, 0, 1); t += HOUR) {
      if (actual(t) !== expected(t)) mismatches.push(new Date(t).toISOString());
    }
    for (const t of [
      Date.UTC(1999, 5, 1),
      Date.UTC(2007, 11, 31, 11, 30),
      Date.UTC(2100, 0, 1, 12),
    ]) {
      if (actual(t) !== expected(t)) mismatches.push(new Date(t).toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('gives an empty string for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatRating', () => {
  it('keeps one decimal', () => {
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating('3')).toBe('3.0');
    expect(formatRating(undefined)).toBe('0.0');
  });
});
