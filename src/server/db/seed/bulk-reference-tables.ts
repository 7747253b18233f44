import { sql } from 'drizzle-orm';

import { CITIES } from '#shared/locations.ts';
import { slugify } from '../../lib/slug.ts';
import type { Db } from '../client.ts';
import { createHashFunction } from './bulk-run.ts';
import { json } from './bulk-sql.ts';
import { CATALOGUE } from './catalogue-data.ts';
import { fill, serviceDescription } from './plan-text.ts';
import type { CatalogueIds } from './seed-catalogue.ts';
import { poolMainKey } from './seed-images.ts';
import {
  ABOUT_SERVICE_LINES,
  AREA_CODES,
  BUSINESS_PREFIXES_ANYWHERE,
  BUSINESS_SUFFIXES,
  DESCRIPTION_CLOSINGS,
  DESCRIPTION_OPENINGS,
  MOBILE_PREFIXES,
  NZ_FIRST_NAMES,
  NZ_LAST_NAMES,
  PROVIDER_ABOUT_TEMPLATES,
  REJECTION_REASONS,
  REVIEW_TEXTS,
} from './text-data.ts';

/**
 * What the bulk inserts pick from, made once per bulk run inside its transaction (temporary,
 * dropped at commit): the hash and slug functions, and the seed's reference data (catalogue,
 * cities and suburbs, name and text lists) as tables. The texts are the demo plan's, composed
 * with the same helpers (plan-text.ts); placeholders the rows fill ({suburb}, {city},
 * {business}) are left for the SQL.
 */

/** The hash and slug functions and the reference tables the bulk inserts pick from. */
export async function createReferenceTables(db: Db, catalogue: CatalogueIds): Promise<void> {
  await createFunctions(db);
  await createCatalogueTables(db, catalogue);
  await createPlaceTables(db);
  await createListTables(db);
  await db.execute(
    sql`analyze seed_cats, seed_subs, seed_cities, seed_places, seed_lists, seed_reviews`,
  );
}

async function createFunctions(db: Db): Promise<void> {
  await createHashFunction(db);
  await db.execute(
    sql.raw(`
    create or replace function pg_temp.slug(t text) returns text
    language sql immutable parallel safe
    as $$ select trim(both '-' from regexp_replace(lower(translate(replace(t, '&', ' and '),
      'āēīōūĀĒĪŌŪ', 'aeiouaeiou')), '[^a-z0-9]+', '-', 'g')) $$`),
  );
}

/** seed_cats (trades) and seed_subs (sub categories with their ids, texts and main picture). */
async function createCatalogueTables(db: Db, catalogue: CatalogueIds): Promise<void> {
  const cats = CATALOGUE.map((c, n) => ({
    n,
    size: c.subCategories.length,
    words: c.businessWords,
    trade: c.trade,
  }));
  await db.execute(sql`
    create temp table seed_cats on commit drop as
    select * from jsonb_to_recordset(${json(cats)}) as x(n int, size int, words text[], trade text)`);

  const subs = CATALOGUE.flatMap((c, catN) =>
    c.subCategories.map((s, idx) => {
      const slug = slugify(s.name);
      // One description per opening, each with its own tasks, credential and closing.
      const descriptions = DESCRIPTION_OPENINGS.map((opening, i) =>
        serviceDescription(
          fill(opening, { trade: c.trade }),
          rotate(s.tasks, i).slice(0, 4),
          c.credentials[i % c.credentials.length]!,
          DESCRIPTION_CLOSINGS[i % DESCRIPTION_CLOSINGS.length]!,
        ),
      );
      return {
        cat_n: catN,
        idx,
        id: catalogue.subCategoryIds.get(slug)!,
        category_id: catalogue.categoryIds[catN]!,
        titles: s.titles,
        descriptions,
        credentials: c.credentials,
        types: s.types,
        main_image: poolMainKey(slug),
      };
    }),
  );
  await db.execute(sql`
    create temp table seed_subs on commit drop as
    select * from jsonb_to_recordset(${json(subs)}) as x(cat_n int, idx int, id int,
      category_id int, titles text[], descriptions text[], credentials text[], types text[],
      main_image text)`);
}

/** seed_cities and seed_places (each city's suburbs, numbered). */
async function createPlaceTables(db: Db): Promise<void> {
  const cities = CITIES.map((c, n) => ({
    n,
    name: c.name,
    size: c.suburbs.length,
    postal_codes: c.postal_codes,
    area_code: AREA_CODES[c.name] ?? '09',
  }));
  await db.execute(sql`
    create temp table seed_cities on commit drop as
    select * from jsonb_to_recordset(${json(cities)}) as x(n int, name text, size int,
      postal_codes text[], area_code text)`);
  const places = CITIES.flatMap((c, cityN) =>
    c.suburbs.map((suburb, idx) => ({ city_n: cityN, idx, suburb })),
  );
  await db.execute(sql`
    create temp table seed_places on commit drop as
    select * from jsonb_to_recordset(${json(places)}) as x(city_n int, idx int, suburb text)`);
}

/** seed_lists (names, phone prefixes, texts: one row of arrays) and seed_reviews (by rating). */
async function createListTables(db: Db): Promise<void> {
  const lists = {
    first_names: NZ_FIRST_NAMES,
    last_names: NZ_LAST_NAMES,
    prefixes: BUSINESS_PREFIXES_ANYWHERE,
    suffixes: BUSINESS_SUFFIXES,
    mobiles: MOBILE_PREFIXES,
    abouts: PROVIDER_ABOUT_TEMPLATES,
    lines: ABOUT_SERVICE_LINES,
    rejections: REJECTION_REASONS,
  };
  await db.execute(sql`
    create temp table seed_lists on commit drop as
    select * from jsonb_to_record(${json(lists)}) as x(first_names text[], last_names text[],
      prefixes text[], suffixes text[], mobiles text[], abouts text[], lines text[],
      rejections text[])`);
  // Bulk reviews do not know the job or the provider's name.
  const reviewTexts = REVIEW_TEXTS.map((texts, i) => ({
    rating: i + 1,
    texts: texts.map((t) => fill(t, { noun: 'job', first: 'The owner' })),
  }));
  await db.execute(sql`
    create temp table seed_reviews on commit drop as
    select * from jsonb_to_recordset(${json(reviewTexts)}) as x(rating int, texts text[])`);
}

function rotate<T>(items: readonly T[], by: number): T[] {
  const k = by % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}
