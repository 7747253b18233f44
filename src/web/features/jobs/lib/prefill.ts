import type { CategoryListResponse } from '#shared/api/catalogue.ts';
import { CITIES } from '#shared/locations.ts';
import { placeSlug } from '#shared/landing.ts';
import type { JobFormValues } from './job-form.ts';

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
  const same = (name: string, text: string | undefined) =>
    text !== undefined && (name.toLowerCase() === text || placeSlug(name) === text);
  const city = CITIES.find((c) => same(c.name, cityText));
  if (city) {
    prefill.city = city.name;
    const suburbText = query.get('suburb')?.trim().toLowerCase();
    const suburb = city.suburbs.find((s) => same(s, suburbText));
    if (suburb) prefill.suburb = suburb;
  }
  return prefill;
}

/** The service to pre-invite, from `service` in the query, or undefined. */
export function serviceFromQuery(query: URLSearchParams): number | undefined {
  const text = query.get('service') ?? '';
  return /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}
