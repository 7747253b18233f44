import { z } from 'zod';

import { CITIES } from './locations.ts';
import { paths } from './pages.ts';

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

/** The search page of a place (every service serving it), for places without a sub category. */
export function placeSearchPath(city: string, suburb?: string | null): string {
  const params = new URLSearchParams({ city });
  if (suburb) params.set('suburb', suburb);
  return `${paths.searchServices}?${params.toString()}`;
}

/** One city of "Browse by city": its landing pages and the suburbs that services serve. */
export const BrowseCitySchema = z.object({
  name: z.string(),
  slug: z.string(),
  /** Public services serving some part of the city. */
  total: z.number().int(),
  /** Sub categories with services in the city (links to their city landing pages), by name. */
  sub_categories: z.array(LinkSchema),
  /** Suburbs served by some public service (links to the search of the suburb), by name. */
  suburbs: z.array(LinkSchema),
});
export type BrowseCity = z.infer<typeof BrowseCitySchema>;

/** GET /api/browse-cities: every city, in the reference order (decision 120). */
export const BrowseCitiesResponseSchema = z.object({ cities: z.array(BrowseCitySchema) });
export type BrowseCitiesResponse = z.infer<typeof BrowseCitiesResponseSchema>;

/**
 * The breadcrumb of a service page (issue 24 §6): Home › {sub category} › {city} › {suburb},
 * each a page that exists while the service is public: the sub category's page, its city
 * landing page and its suburb landing page (the service is based there). Shown as a nav and
 * written as BreadcrumbList structured data.
 */
export function serviceBreadcrumb(service: {
  subCategory: { name: string; slug: string };
  city: string;
  suburb: string;
}): { name: string; path: string }[] {
  const { subCategory: sub, city, suburb } = service;
  return [
    { name: 'Home', path: paths.home },
    { name: sub.name, path: paths.serviceListDetails(sub.slug) },
    { name: city, path: landingPath(sub.slug, city) },
    ...(suburb ? [{ name: suburb, path: landingPath(sub.slug, city, suburb) }] : []),
  ];
}
