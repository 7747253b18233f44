import { sql } from 'drizzle-orm';

import {
  landingPath,
  placeSearchPath,
  placeSlug,
  type BrowseCitiesResponse,
} from '#shared/landing.ts';
import { CITIES } from '#shared/locations.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { publicService } from '../../db/visibility.ts';
import type { LandingCache } from './landing-cache.ts';

/**
 * GET /api/browse-cities ("Browse by city", decision 120): for each city, the sub categories
 * whose public services serve some part of it (with their city landing pages) and the suburbs
 * that some public service serves (based there, a suburb area, or every suburb of a whole-city
 * area), each with its number of services. Two grouped queries over the coverage keys, whatever
 * the number of cities, suburbs and sub categories, kept for a while (landing-cache.ts).
 */
export function getBrowseCities({
  db,
  cache,
}: {
  db: Db;
  cache: LandingCache;
}): Promise<BrowseCitiesResponse> {
  return cache.get('browse-cities', () => countBrowseCities(db));
}

async function countBrowseCities(db: Db): Promise<BrowseCitiesResponse> {
  const subs = await queryRows<{ k: string; name: string; slug: string; count: number }>(
    db,
    sql`select k, sc.name, sc.slug, count(*)::int as count from services s
        join sub_categories sc on sc.id = s.sub_category_id
        join categories c on c.id = sc.category_id
        cross join lateral unnest(s.coverage) k
        where ${publicService('s')} and sc.is_active and c.is_active and k like '%/*'
        group by k, sc.name, sc.slug`,
  );
  // Per coverage key: its services, and those of them not covering the key's city as a whole.
  const keys = await queryRows<{ k: string; n: number; partial: number }>(
    db,
    sql`select k, count(*)::int as n,
               (count(*) filter (where not s.coverage @> array[split_part(k, '/', 1)]))::int
                 as partial
        from services s
        join sub_categories sc on sc.id = s.sub_category_id
        join categories c on c.id = sc.category_id
        cross join lateral unnest(s.coverage) k
        where ${publicService('s')} and sc.is_active and c.is_active
        group by k`,
  );
  const count = new Map(keys.map((r) => [r.k, r]));
  const cities = CITIES.map((city) => {
    const whole = count.get(city.name)?.n ?? 0;
    return {
      name: city.name,
      slug: placeSlug(city.name),
      total: count.get(`${city.name}/*`)?.n ?? 0,
      sub_categories: subs
        .filter((r) => r.k === `${city.name}/*`)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((r) => ({ name: r.name, path: landingPath(r.slug, city.name), count: r.count })),
      suburbs: [...city.suburbs]
        .sort((a, b) => a.localeCompare(b))
        .map((suburb) => ({
          name: suburb,
          path: placeSearchPath(city.name, suburb),
          count: whole + (count.get(`${city.name}/${suburb}`)?.partial ?? 0),
        }))
        .filter((s) => s.count > 0),
    };
  });
  return { cities };
}
