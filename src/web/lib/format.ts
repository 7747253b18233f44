/** Display formats for the web pages; the date formats live in src/shared (the server writes them too). */
export { formatDate, type DateFormat } from '#shared/nz-date.ts';

/** One decimal for ratings (4.25 → '4.3'); 0 or missing gives '0.0'. */
export function formatRating(value: number | string | null | undefined): string {
  const n = Number(value);
  return Number.isFinite(n) ? n.toFixed(1) : '0.0';
}
