import { sql } from 'drizzle-orm';

import { landingPath, placeFromSlugs, type LandingResponse } from '#shared/landing.ts';
import { CITIES } from '#shared/locations.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { publicService } from '../../db/visibility.ts';
import { coversCity } from '../../db/schema/services.ts';
import { notFound } from '../../lib/errors.ts';
import { LandingCache } from './landing-cache.ts';
import type { ChangeBus } from '../../platform/changes/changes.ts';

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

/** Coverage-key counts of one sub category's public services that touch a city. */
type KeyCount = { k: string; n: number; partial: number };

/**
 * The suburbs of a city served by a sub category's public services, with their totals: a suburb's
 * total is the services covering the whole city plus those based in it or covering it by name
 * (the same as getSubCategoryServices with that suburb, decision 120). From one grouped query
 * over the coverage keys, whatever the number of suburbs.
 */
function suburbTotals(city: string, keys: KeyCount[]): { suburb: string; count: number }[] {
  const whole = keys.find((r) => r.k === city)?.n ?? 0;
  const named = new Map<string, number>();
  for (const r of keys) {
    if (r.k.startsWith(`${city}/`) && r.k !== `${city}/*`) {
      named.set(r.k.slice(city.length + 1), r.partial);
    }
  }
  const suburbs = CITIES.find((c) => c.name === city)?.suburbs ?? [];
  return suburbs
    .map((suburb) => ({ suburb, count: whole + (named.get(suburb) ?? 0) }))
    .filter((s) => s.count > 0)
    .sort((a, b) => b.count - a.count || a.suburb.localeCompare(b.suburb));
}

/**
 * GET /api/landing: a landing page's sub category and place, its number of public services,
 * the city's other suburbs that its services serve and the category's other sub categories with
 * services in the city. A place is served by a service based there or covering it (its areas,
 * `services.coverage`, decision 116). 404 for an unknown slug or place, and for a combination
 * without services (no thin pages). Two grouped queries on the public coverage index.
 */
export async function getLanding(
  { db, cache }: { db: Db; cache: LandingCache },
  input: { service: string; city: string; suburb?: string | undefined },
): Promise<LandingResponse> {
  const place = placeFromSlugs(input.city, input.suburb || undefined);
  const sub = place ? await findSubCategory(db, input.service) : null;
  if (!place || !sub) throw notFound('No such landing page');
  const keys = await cache.get(`keys:${sub.id}:${place.city}`, () =>
    queryRows<KeyCount>(
      db,
      sql`select k, count(*)::int as n,
                 (count(*) filter (where not s.coverage @> array[${place.city}]::text[]))::int
                   as partial
          from services s cross join lateral unnest(s.coverage) k
          where ${publicService('s')} and s.sub_category_id = ${sub.id}
            and ${sql.raw(coversCity(place.city, 's'))}
          group by k`,
    ),
  );
  const suburbs = suburbTotals(place.city, keys);
  const total = place.suburb
    ? (suburbs.find((s) => s.suburb === place.suburb)?.count ?? 0)
    : (keys.find((r) => r.k === `${place.city}/*`)?.n ?? 0);
  if (total === 0) throw notFound('No services here yet');
  // The category's sub categories with services in the city, most first (the page's own left out).
  const inCategory = await cache.get(`related:${sub.category_id}:${place.city}`, () =>
    queryRows<{ id: number; name: string; slug: string; count: number }>(
      db,
      sql`select sc.id, sc.name, sc.slug, count(*)::int as count from services s
          join sub_categories sc on sc.id = s.sub_category_id
          where ${publicService('s')} and s.category_id = ${sub.category_id}
            and ${sql.raw(coversCity(place.city, 's'))} and sc.is_active
          group by sc.id, sc.name, sc.slug order by count(*) desc, sc.name`,
    ),
  );
  const related = inCategory.filter((r) => r.id !== sub.id).slice(0, LINKS_MAX);
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

export type LandingPathRow = { path: string; updated_at: string };

/**
 * Every landing page with services: each sub category × city it touches, and × each suburb its
 * services serve (based there, a suburb area, or every suburb of a whole-city area). One grouped
 * query over the coverage keys; the suburbs of whole-city areas come from the list of places.
 * Ordered by sub category slug, city, suburb; the city page before its suburbs.
 */
export async function listLandingPaths(db: Db): Promise<LandingPathRow[]> {
  const rows = await queryRows<{ slug: string; k: string; updated_at: unknown }>(
    db,
    sql`select sc.slug, k, max(s.updated_at) as updated_at from services s
        join sub_categories sc on sc.id = s.sub_category_id
        join categories c on c.id = sc.category_id
        cross join lateral unnest(s.coverage) k
        where ${publicService('s')} and sc.is_active and c.is_active
        group by sc.slug, k`,
  );
  // slug → city → suburb ('' for the city page) → latest change.
  const pages = new Map<string, Map<string, Map<string, string>>>();
  const note = (slug: string, city: string, suburb: string, updated: string) => {
    const cities = pages.get(slug) ?? new Map<string, Map<string, string>>();
    pages.set(slug, cities);
    const suburbs = cities.get(city) ?? new Map<string, string>();
    cities.set(city, suburbs);
    const seen = suburbs.get(suburb);
    if (!seen || seen < updated) suburbs.set(suburb, updated);
  };
  for (const r of rows) {
    const updated = isoOf(r.updated_at);
    const slash = r.k.indexOf('/');
    const city = slash === -1 ? r.k : r.k.slice(0, slash);
    const rest = slash === -1 ? null : r.k.slice(slash + 1);
    const known = CITIES.find((c) => c.name === city);
    if (!known) continue;
    if (rest === '*') note(r.slug, city, '', updated);
    else if (rest === null) for (const suburb of known.suburbs) note(r.slug, city, suburb, updated);
    else if (known.suburbs.includes(rest)) note(r.slug, city, rest, updated);
  }
  const out: LandingPathRow[] = [];
  for (const slug of [...pages.keys()].sort()) {
    const cities = pages.get(slug)!;
    for (const city of [...cities.keys()].sort()) {
      const suburbs = cities.get(city)!;
      for (const suburb of [...suburbs.keys()].sort()) {
        out.push({
          path: landingPath(slug, city, suburb || null),
          updated_at: suburbs.get(suburb)!,
        });
      }
    }
  }
  return out;
}

const isoOf = (value: unknown) =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

/**
 * listLandingPaths kept per app, with the rules of the landing counts (decision 122): a change to
 * services or providers expires it, a catalogue change drops it. The sitemap reads it.
 */
export function landingPathsReader(db: Db, changes: ChangeBus): () => Promise<LandingPathRow[]> {
  const cache = new LandingCache(changes);
  return () => cache.get('landing-paths', () => listLandingPaths(db));
}
