import type { CategoryListResponse } from '#shared/api/catalogue.ts';
import { CITIES } from '#shared/locations.ts';
import { paths } from '#shared/pages.ts';
import type { JobFormValues } from './job-form.ts';

/** Where a way in (search, landing page, service page) starts the new job form. */
export type JobStart = {
  /** A sub category's id or slug. */
  sub?: string | number | null;
  city?: string | null;
  suburb?: string | null;
  /** A service to invite at once ("Request a quote" on its page). */
  service?: number | null;
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

/**
 * The form's start from the query: a known sub category (by id or slug), a known city and a
 * suburb of it, case-insensitively; anything else is left for the member to choose.
 */
export function prefillFromQuery(
  query: URLSearchParams,
  list: CategoryListResponse | undefined,
): Partial<JobFormValues> {
  const prefill: Partial<JobFormValues> = {};
  const sub = query.get('sub')?.trim().toLowerCase();
  const found = sub
    ? list?.subCategory.find((s) => String(s.id) === sub || s.slug.toLowerCase() === sub)
    : undefined;
  if (found) prefill.subCategory_id = String(found.id);
  const cityText = query.get('city')?.trim().toLowerCase();
  const city = cityText ? CITIES.find((c) => c.name.toLowerCase() === cityText) : undefined;
  if (city) {
    prefill.city = city.name;
    const suburbText = query.get('suburb')?.trim().toLowerCase();
    const suburb = city.suburbs.find((s) => s.toLowerCase() === suburbText);
    if (suburb) prefill.suburb = suburb;
  }
  return prefill;
}

/** The service to pre-invite, from `service` in the query, or undefined. */
export function serviceFromQuery(query: URLSearchParams): number | undefined {
  const text = query.get('service') ?? '';
  return /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}
