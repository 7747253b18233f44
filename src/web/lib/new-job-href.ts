import { paths } from '#shared/pages.ts';

/** Where a way in (search, landing page, service page) starts the new job form (issue 26 §1). */
export type JobStart = {
  /** A sub category's id or slug. */
  sub?: string | number | null | undefined;
  city?: string | null | undefined;
  suburb?: string | null | undefined;
  /** A service to invite at once ("Request a quote" on its page). */
  service?: number | null | undefined;
};

/** /jobs/new with its start in the query (sub, city, suburb, service). */
export function newJobHref(start: JobStart = {}): string {
  const query = new URLSearchParams();
  if (start.sub) query.set('sub', String(start.sub));
  if (start.city) query.set('city', start.city);
  if (start.city && start.suburb) query.set('suburb', start.suburb);
  if (start.service) query.set('service', String(start.service));
  const text = query.toString();
  return text ? `${paths.newJob}?${text}` : paths.newJob;
}

/** The line and link every way in shows. */
export const GET_QUOTES_TEXT = 'Describe your job once and get up to three written quotes';
