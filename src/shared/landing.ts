import { z } from 'zod';

import { CITIES } from './locations.ts';

/**
 * Landing pages (issue 13 §2, decision 074): /services/{sub category slug}/{city}[/{suburb}],
 * one per combination that has public services. Places go in the URL as slugs (Ōrākei → orakei).
 */
export function placeSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The city (and suburb) named by URL slugs, or null when there is no such place. */
export function placeFromSlugs(
  citySlug: string,
  suburbSlug?: string,
): { city: string; suburb: string | null } | null {
  const city = CITIES.find((c) => placeSlug(c.name) === citySlug.toLowerCase());
  if (!city) return null;
  if (!suburbSlug) return { city: city.name, suburb: null };
  const suburb = city.suburbs.find((s) => placeSlug(s) === suburbSlug.toLowerCase());
  return suburb ? { city: city.name, suburb } : null;
}

/** The landing page of a sub category in a city, or in one of its suburbs. */
export function landingPath(subCategorySlug: string, city: string, suburb?: string | null): string {
  const parts = ['/services', encodeURIComponent(subCategorySlug), placeSlug(city)];
  if (suburb) parts.push(placeSlug(suburb));
  return parts.join('/');
}

export const LandingQuerySchema = z.object({
  service: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(100),
  suburb: z.string().trim().max(100).optional(),
});

const LinkSchema = z.object({ name: z.string(), path: z.string(), count: z.number().int() });

/** GET /api/landing: the page's place and sub category, and where to go next. */
export const LandingResponseSchema = z.object({
  sub_category: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    category_id: z.number().int(),
    category_name: z.string(),
  }),
  city: z.string(),
  suburb: z.string().nullable(),
  /** Public services of the sub category in the place. */
  total: z.number().int(),
  /** Other suburbs of the city with services of this sub category (most first). */
  suburbs: z.array(LinkSchema),
  /** Other sub categories of the category with services in this city (most first). */
  related: z.array(LinkSchema),
});
export type LandingResponse = z.infer<typeof LandingResponseSchema>;
