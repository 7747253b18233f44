import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { SERVICE_TYPES } from '#shared/constants.ts';
import { insertCategory, insertProvider, insertSubCategory } from '#tests/factories/index.ts';
import { buildProvider, buildService } from '#server/db/seed/rows.ts';
import { queryRows } from '../../db/query.ts';
import { services, users } from '../../db/schema/index.ts';
import { CITY_NAMES } from '#shared/locations.ts';
import { buildCardPageQuery, buildPageScanQuery, type CardFilters } from './card-queries.ts';
import { buildDirectoryPageQuery } from './providers.ts';

const dialect = new PgDialect();

const BEST_RATED = [
  'rating_avg DESC NULLS LAST',
  'rating_count DESC NULLS LAST',
  'id DESC NULLS LAST',
];
const NEWEST = ['created_at DESC NULLS LAST', 'id DESC NULLS LAST'];

/**
 * Every public list filter, in its order, must be an ordered range of one partial index: its
 * equality columns first, then the order. The page is then read off the index and the scan stops
 * after it, whatever the table's size (the benchmark's EXPLAIN at 1,000,000 services shows them
 * used). A missing one means sorting every match, or walking index entries that do not match.
 */
describe.each(testDbKinds)('public list indexes on %s', (kind) => {
  let indexes: { name: string; columns: string[]; publicOnly: boolean }[];

  const t = useTestApp(kind);
  beforeAll(async () => {
    const rows = await queryRows<{ name: string; def: string }>(
      t.handle.db,
      sql`select indexname as name, indexdef as def from pg_indexes where tablename = 'services'`,
    );
    indexes = rows.map(({ name, def }) => {
      const columns = /USING btree \((.*?)\)(?: WHERE|$)/.exec(def)?.[1] ?? '';
      return {
        name,
        columns: columns ? columns.split(', ') : [],
        // The predicate of db/visibility.ts publicService: approved and listed.
        publicOnly: /WHERE \(\(status = 'approved'::text\) AND is_listed\)$/.test(def),
      };
    });
  });

  // Public lists put those not taking new work last, and match a place by the coverage keys
  // (decision 116): read off the trailing columns of the index that orders the list.
  const TAKING = 'taking_new_work DESC NULLS LAST';
  const PLACE = ['city', 'suburb', 'coverage'];
  const cases: [string, string[], string[]][] = [
    ['every approved service (in a place), best rated', [], [TAKING, ...BEST_RATED, ...PLACE]],
    ['every approved service (in a place), newest', [], [TAKING, ...NEWEST, ...PLACE]],
    ['sub category (in a place)', ['sub_category_id'], [TAKING, ...BEST_RATED, ...PLACE]],
    ['category (in a place)', ['category_id'], [TAKING, ...BEST_RATED, ...PLACE]],
  ];

  it.each(cases)('%s has an ordered partial index', (_name, equal, order) => {
    const serving = indexes.filter(
      (index) =>
        index.publicOnly &&
        index.columns.length === equal.length + order.length &&
        [...index.columns.slice(0, equal.length)].sort().join() === [...equal].sort().join() &&
        index.columns.slice(equal.length).join() === order.join(),
    );
    expect(serving.map((i) => i.name)).toHaveLength(1);
  });

  /**
   * The plan of a list query prepared with a generic plan, as the app's statements run
   * (db/query.ts), with the scans that ignore the order (or the index) switched off.
   */
  const genericPlan = async (filters: CardFilters, scans: 'index' | 'bitmap' | 'any') => {
    const query = dialect.sqlToQuery(buildCardPageQuery(filters, { page: 2, perPage: 24 }, true));
    return t.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      // A text index serves bitmap scans only; an ordered list, index scans.
      if (scans === 'index') await tx.execute(sql`set local enable_bitmapscan = off`);
      else if (scans === 'bitmap') await tx.execute(sql`set local enable_indexscan = off`);
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare list_page as ${query.sql}`));
      const args = query.params.map((p) => (typeof p === 'number' ? p : `'${String(p)}'`));
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql.raw(`explain execute list_page(${args.join(', ')})`),
      );
      await tx.execute(sql`deallocate list_page`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  };

  it.each(SERVICE_TYPES)('the %s list is read off its own partial index', async (type) => {
    const plan = await genericPlan({ visibility: 'approved', type }, 'index');
    expect(plan).toContain(`services_public_type_${type}_idx`);
  });

  /** Enough services in every city for the planner's statistics to mean something. */
  let filled: Promise<void> | null = null;
  const fill = async () => {
    const db = t.handle.db;
    const provider = await insertProvider(db);
    const category = await insertCategory(db);
    const sub = await insertSubCategory(db, category.id);
    const refs = { addedById: provider.id, categoryId: category.id, subCategoryId: sub.id };
    const words = ['carpet', 'roof', 'lawn', 'fence', 'drain', 'paint', 'tiles', 'gutter'];
    const rows = Array.from({ length: 2000 }, (_, i) =>
      buildService(refs, {
        city: CITY_NAMES[i % CITY_NAMES.length]!,
        title: `${words[i % words.length]!} ${words[(i * 7) % words.length]!} work ${i}`,
      }),
    );
    for (let i = 0; i < rows.length; i += 500) {
      await db.insert(services).values(rows.slice(i, i + 500));
    }
    await db.execute(sql`analyze services`);
  };

  it.each(CITY_NAMES)("free text in %s reads that city's text index", async (city) => {
    filled ??= fill();
    await filled;
    const filters: CardFilters = { visibility: 'approved', city, q: 'carpet cleaning' };
    const plan = await genericPlan(filters, 'bitmap');
    expect(plan).toContain(`services_public_search_${city.toLowerCase()}_idx`);
  });

  // verified_only (issue 27 §3): the few services of licensed providers, off their own index.
  it('a checked-licence list reads the licensed services index', async () => {
    filled ??= fill();
    await filled;
    const db = t.handle.db;
    await db.execute(sql`update services set provider_licensed = (id % 20 = 0)`);
    await db.execute(sql`analyze services`);
    const [row] = await queryRows<{ sub: number }>(
      db,
      sql`select sub_category_id as sub from services limit 1`,
    );
    const filters: CardFilters = {
      visibility: 'approved',
      subCategoryId: row!.sub,
      city: CITY_NAMES[0]!,
      verifiedOnly: true,
    };
    expect(await genericPlan(filters, 'index')).toContain('services_public_licensed_idx');
    expect(await genericPlan({ visibility: 'approved', verifiedOnly: true }, 'index')).toContain(
      'services_public_licensed_idx',
    );
    await db.execute(sql`update services set provider_licensed = false`);
  });

  /**
   * Free text by relevance (decision 085): the page walks one lexeme's postings of the city in
   * score order (the primary key backwards, index-only, no sort of the matches) and counts them
   * index-only; the ranking off the city's text index stays in the plan for the fallback.
   */
  const POSTINGS_KEY = 'search_postings_lexeme_city_score_service_id_pk';
  it.each(CITY_NAMES)('free text in %s walks its postings in score order', async (city) => {
    filled ??= fill();
    await filled;
    await t.handle.db.execute(sql`analyze search_postings`);
    const filters: CardFilters = { visibility: 'approved', city, q: 'carpet' };
    // Index and bitmap scans both on: the walk's order, the text index's bitmap.
    const plan = await genericPlan(filters, 'any');
    expect(plan).toMatch(
      new RegExp(
        `Index Only Scan Backward using ${POSTINGS_KEY} on search_postings[^\\n]*\\n\\s*Index Cond: \\(\\(lexeme = .+\\) AND \\(city = '${city}'::text\\)\\)`,
      ),
    );
    expect(plan).toContain(`services_public_search_${city.toLowerCase()}_idx`);
  });

  it("free text without a city merges the cities' postings in score order", async () => {
    filled ??= fill();
    await filled;
    const plan = await genericPlan({ visibility: 'approved', q: 'roof' }, 'any');
    expect(plan).toContain('Merge Append');
    for (const city of CITY_NAMES) expect(plan).toContain(`(city = '${city}'::text)`);
    expect(plan).toContain(`Index Only Scan Backward using ${POSTINGS_KEY}`);
  });

  /**
   * Planning a free-text page costs more than running it (~1.5 ms against ~0.2 ms at 1,000,000
   * services): its prepared statement must settle on the generic plan, which it does only when
   * no parameter changes its estimated cost (text-search.ts writes page sizes as subqueries).
   */
  it.each([false, true])(
    'a free-text page keeps its generic plan (counting the total: %s)',
    async (withTotal) => {
      filled ??= fill();
      await filled;
      const filters: CardFilters = { visibility: 'approved', city: 'Auckland', q: 'carpet roof' };
      const query = dialect.sqlToQuery(
        buildPageScanQuery(filters, { page: 2, perPage: 24 }, withTotal),
      );
      // A bare parameter as a LIMIT or OFFSET would make custom plans look cheaper at scale.
      expect(query.sql).not.toMatch(/\b(limit|offset)\s+\$\d/i);
      const args = query.params.map((p) => (typeof p === 'number' ? p : `'${String(p)}'`));
      const plans = await t.handle.db.transaction(async (tx) => {
        // The app's connections force generic plans (db/client.ts); this holds where they
        // cannot (a pooler that drops start-up options), as PostgreSQL chooses by itself.
        await tx.execute(sql`set local plan_cache_mode = auto`);
        await tx.execute(sql.raw(`prepare text_page as ${query.sql}`));
        for (let i = 0; i < 8; i++)
          await tx.execute(sql.raw(`execute text_page(${args.join(', ')})`));
        const [row] = await queryRows<{ generic: number; custom: number }>(
          tx,
          sql`select generic_plans::int as generic, custom_plans::int as custom
              from pg_prepared_statements where name = 'text_page'`,
        );
        await tx.execute(sql`deallocate text_page`);
        return row!;
      });
      expect(plans).toEqual({ generic: 3, custom: 5 });
    },
  );

  /** A directory's worth of providers (600, two public services each), analysed. */
  const fillProviders = async () => {
    const db = t.handle.db;
    const category = await insertCategory(db);
    const sub = await insertSubCategory(db, category.id);
    const providers = await db
      .insert(users)
      .values(Array.from({ length: 600 }, () => buildProvider({ isVerified: true })))
      .returning({ id: users.id });
    const rows = providers.flatMap((p) =>
      [0, 1].map(() =>
        buildService({ addedById: p.id, categoryId: category.id, subCategoryId: sub.id }),
      ),
    );
    for (let i = 0; i < rows.length; i += 400) {
      await db.insert(services).values(rows.slice(i, i + 400));
    }
    await db.execute(sql`vacuum analyze users`);
    await db.execute(sql`vacuum analyze services`);
  };

  const directoryPlan = async (input: Parameters<typeof buildDirectoryPageQuery>[0]) => {
    const query = dialect.sqlToQuery(buildDirectoryPageQuery(input));
    return t.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare directory_page as ${query.sql}`));
      const args = query.params.map((p) => (typeof p === 'number' ? p : `'${String(p)}'`));
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql.raw(`explain execute directory_page(${args.join(', ')})`),
      );
      await tx.execute(sql`deallocate directory_page`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  };

  it('pages the provider directory off the listed providers and their stored ratings', async () => {
    await fillProviders();
    // Newest first and best rated straight off their indexes (no sort of every provider).
    const newest = await directoryPlan({ page: 3, per_page: 24 });
    expect(newest).toMatch(/Index Only Scan using users_directory_newest_idx/);
    expect(newest).not.toMatch(/Sort Key: u_1\.created_at/);
    const rated = await directoryPlan({ page: 3, per_page: 24, sort: 'rating' });
    expect(rated).toMatch(/Index Only Scan using users_directory_rating_idx/);
    expect(rated).not.toMatch(/Sort Key: u_1\.public_rating/);
    expect(rated).not.toMatch(/services_public_owner_idx/);
    // Fastest reply first (issue 25 §4) off its own index too.
    const replying = await directoryPlan({ page: 3, per_page: 24, sort: 'reply_time' });
    expect(replying).toMatch(/Index Only Scan using users_directory_reply_time_idx/);
    expect(replying).not.toMatch(/Sort Key: u_1\.reply_time_minutes/);
    // A city or sub category: one probe of its index per provider (decision 121).
    const city = await directoryPlan({ page: 1, per_page: 24, city: 'Auckland' });
    expect(city).toMatch(/Index Only Scan using services_public_owner_idx/);
    expect(city).toMatch(/Index Cond: \(added_by_id = u_1\.id\)/);
    const [sub] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`select sub_category_id as id from services limit 1`,
    );
    const bySub = await directoryPlan({ page: 1, per_page: 24, subCategory_id: sub!.id });
    expect(bySub).toMatch(/services_public_sub_category_owner_idx/);
    expect(bySub).toMatch(/added_by_id = u_1\.id/);
  });

  it('reads the index definitions it checks', () => {
    expect(indexes.filter((i) => i.publicOnly).length).toBeGreaterThanOrEqual(cases.length);
  });
});
