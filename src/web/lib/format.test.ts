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
