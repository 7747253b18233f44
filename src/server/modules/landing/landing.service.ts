import { sql } from 'drizzle-orm';

import { landingPath, placeFromSlugs, type LandingResponse } from '#shared/landing.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { publicService } from '../../db/visibility.ts';
import { notFound } from '../../lib/errors.ts';

/** Links to at most this many neighbouring suburbs and related sub categories. */
const LINKS_MAX = 12;

type SubRow = {
  id: number;
  name: string;
  slug: string;
  category_id: number;
  category_name: string;
};

async function findSubCategory(db: Db, slug: string): Promise<SubRow | null> {
  const [row] = await queryRows<SubRow>(
    db,
    sql`select sc.id, sc.name, sc.slug, sc.category_id, c.name as category_name
        from sub_categories sc join categories c on c.id = sc.category_id
        where lower(sc.slug) = lower(${slug}) and sc.is_active and c.is_active limit 1`,
  );
  return row ?? null;
}

/**
 * GET /api/landing: a landing page's sub category and place, its number of public services,
 * the city's other suburbs with such services and the category's other sub categories with
 * services in the city. 404 for an unknown slug or place, and for a combination without
 * services (no thin pages). Each count is one query on the public list indexes.
 */
export async function getLanding(
  db: Db,
  input: { service: string; city: string; suburb?: string | undefined },
): Promise<LandingResponse> {
  const place = placeFromSlugs(input.city, input.suburb || undefined);
  const sub = place ? await findSubCategory(db, input.service) : null;
  if (!place || !sub) throw notFound('No such landing page');
  const suburbs = await queryRows<{ suburb: string; count: number }>(
    db,
    sql`select s.suburb, count(*)::int as count from services s
        where ${publicService('s')} and s.sub_category_id = ${sub.id} and s.city = ${place.city}
        group by s.suburb order by count(*) desc, s.suburb`,
  );
  const total = place.suburb
    ? (suburbs.find((s) => s.suburb === place.suburb)?.count ?? 0)
    : suburbs.reduce((sum, s) => sum + s.count, 0);
  if (total === 0) throw notFound('No services here yet');
  const related = await queryRows<{ name: string; slug: string; count: number }>(
    db,
    sql`select sc.name, sc.slug, count(*)::int as count from services s
        join sub_categories sc on sc.id = s.sub_category_id
        where ${publicService('s')} and s.category_id = ${sub.category_id}
          and s.city = ${place.city} and sc.id <> ${sub.id} and sc.is_active
        group by sc.name, sc.slug order by count(*) desc, sc.name limit ${LINKS_MAX}`,
  );
  return {
    sub_category: sub,
    city: place.city,
    suburb: place.suburb,
    total,
    suburbs: suburbs
      .filter((s) => s.suburb !== place.suburb)
      .slice(0, LINKS_MAX)
      .map((s) => ({
        name: s.suburb,
        path: landingPath(sub.slug, place.city, s.suburb),
        count: s.count,
      })),
    related: related.map((r) => ({
      name: r.name,
      path: landingPath(r.slug, place.city, null),
      count: r.count,
    })),
  };
}

/** Every landing page with services: each sub category × city, and × suburb. */
export async function listLandingPaths(db: Db): Promise<{ path: string; updated_at: unknown }[]> {
  const rows = await queryRows<{ slug: string; city: string; suburb: string; updated_at: unknown }>(
    db,
    sql`select sc.slug, s.city, s.suburb, max(s.updated_at) as updated_at from services s
        join sub_categories sc on sc.id = s.sub_category_id
        join categories c on c.id = sc.category_id
        where ${publicService('s')} and sc.is_active and c.is_active
        group by sc.slug, s.city, s.suburb order by sc.slug, s.city, s.suburb`,
  );
  const paths: { path: string; updated_at: unknown }[] = [];
  for (const [i, r] of rows.entries()) {
    const previous = rows[i - 1];
    if (!previous || previous.slug !== r.slug || previous.city !== r.city) {
      paths.push({ path: landingPath(r.slug, r.city), updated_at: r.updated_at });
    }
    paths.push({ path: landingPath(r.slug, r.city, r.suburb), updated_at: r.updated_at });
  }
  return paths;
}

/** How many landing pages there are (the sitemap's count). */
export async function countLandingPaths(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select (count(distinct (s.sub_category_id, s.city)) +
                count(distinct (s.sub_category_id, s.city, s.suburb)))::int as n
        from services s join sub_categories sc on sc.id = s.sub_category_id
        join categories c on c.id = sc.category_id
        where ${publicService('s')} and sc.is_active and c.is_active`,
  );
  return row?.n ?? 0;
}
