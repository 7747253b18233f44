import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedBrowseFixture, type BrowseFixture } from '#tests/factories/browse-fixture.ts';
import { openTestPglite } from '#tests/helpers/test-db.ts';
import {
  buildCardCountQuery,
  buildCardIdsQuery,
  buildCardPageQuery,
  buildCardsByIdQuery,
  CARD_COLUMNS,
  CARD_JOINS,
} from './card-queries.ts';
import { PROVIDER_COLUMNS, providerRatingJoin } from './providers.ts';
import type { DbHandle } from '../../db/client.ts';
import { databaseErrorOf, inputErrorMessage } from '../../db/errors.ts';
import { createPglitePrepared } from '../../db/hot-reads/pglite-prepared.ts';
import { createQueryRunner, queryRows, type QueryRunner } from '../../db/query.ts';
import { sqlText } from '../../db/hot-reads/sql-text.ts';

/** Representative hot reads: the browse lists' ids, counts, cards, a detail row, odd types. */
function representativeQueries(f: BrowseFixture): [string, SQL][] {
  const carpet = { visibility: 'approved' as const, subCategoryId: f.subs.carpet.id };
  const page = { page: 1, perPage: 24 };
  const ids = Object.values(f.services).map((s) => s.id);
  return [
    ['card ids, sub category, with total', buildCardIdsQuery(carpet, page, true, null)],
    [
      'card ids, category + city, a viewer',
      buildCardIdsQuery(
        { visibility: 'approved', categoryId: f.categories.cleaning.id, city: 'Auckland' },
        { page: 1, perPage: 24, sort: 'newest' },
        true,
        f.users.customer.id,
      ),
    ],
    [
      'card ids, free text',
      buildCardIdsQuery({ visibility: 'approved', q: 'carpet' }, page, true, null),
    ],
    [
      'card ids, page 2 without total',
      buildCardIdsQuery(carpet, { page: 2, perPage: 1 }, false, null),
    ],
    ['count', buildCardCountQuery(carpet)],
    ['free-text count', buildCardCountQuery({ visibility: 'approved', q: 'carpet' })],
    ['cards by id', buildCardsByIdQuery(ids)],
    ['card page (timestamps, arrays)', buildCardPageQuery(carpet, page, true, f.users.customer.id)],
    [
      'detail as one JSON value',
      sql`select row_to_json(d) as row from (
            select ${CARD_COLUMNS}, (select row_to_json(pv) from (select ${PROVIDER_COLUMNS}) pv) as provider
            from services s ${CARD_JOINS} ${providerRatingJoin(sql`s.added_by_id`)}
            where s.slug = ${f.services.steam.slug}) d`,
    ],
    [
      'bigint, numeric, bool, null, float, jsonb, text[], date',
      sql`select count(*) as n, sum(s.rating_sum)::numeric as total, bool_or(s.id > ${0}) as any,
                 null::text as nothing, avg(s.rating_count)::float8 as mean,
                 jsonb_build_object('a', ${'ā'}::text) as j, array_agg(s.slug order by s.id) as slugs,
                 min(s.created_at)::date as day, interval '1 day' * ${2} as age
          from services s where s.added_by_id = ${f.users.kauri.id}`,
    ],
    ['no rows', sql`select s.id from services s where s.id = ${-1}`],
  ];
}

// On PostgreSQL the runner is node-postgres' own prepared statements, whose rows (Date
// timestamps) and errors (unwrapped) differ from drizzle's by design; callers read both (toIso,
// databaseErrorOf). On PGlite it must answer exactly what drizzle's driver answers.
describe('the hot-read runner on PGlite', () => {
  let handle: DbHandle;
  let f: BrowseFixture;
  let run: QueryRunner;

  beforeAll(async () => {
    handle = await openTestPglite();
    f = await seedBrowseFixture(handle.db);
    run = createQueryRunner(handle);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('answers the same rows, values and types as a plain query', async () => {
    for (const [name, query] of representativeQueries(f)) {
      const plain = await queryRows(handle.db, query);
      // Twice: the first call prepares, the second runs the held statement.
      for (let i = 0; i < 2; i++) expect(await run(query), name).toStrictEqual(plain);
    }
  });

  it('throws the errors a plain query throws, and goes on working after them', async () => {
    const bad: SQL[] = [
      sql`select ${'abc'}::int as n`, // 22P02: bind-time input error
      sql`select 1 / ${0}::int as n`, // 22012 at execution
      sql`select ${'2026-13-45'}::date as d`, // 22008
      sql`select frm services`, // 42601: no statement is prepared
      sql`select * from no_such_table where id = ${1}`, // 42P01
    ];
    for (const query of bad) {
      const plain = await queryRows(handle.db, query).catch((e: unknown) => e);
      const ours = await run(query).catch((e: unknown) => e);
      expect(databaseErrorOf(ours)).toEqual(databaseErrorOf(plain));
      expect(databaseErrorOf(ours).code).not.toBe('');
      expect(inputErrorMessage(ours)).toBe(inputErrorMessage(plain));
      expect((ours as Error).message).toBe((plain as Error).message);
      const [ok] = await run<{ n: number }>(sql`select ${1}::int as n`);
      expect(ok?.n).toBe(1);
    }
  });
});

describe('named prepared statements on PGlite', () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await openTestPglite();
  });
  afterAll(async () => {
    await handle.close();
  });

  const runnerOf = (h: DbHandle) => {
    if (h.driver.kind !== 'pglite') throw new Error('PGlite only');
    const prepared = createPglitePrepared(h.driver.client);
    const run = <T>(query: SQL) => {
      const { sql: text, params } = sqlText(query);
      return prepared.run<T>(text, params);
    };
    const before = prepared.stats();
    /** What this test's calls did (the runner is shared by every user of the instance). */
    const did = () => {
      const now = prepared.stats();
      return {
        prepared: now.prepared - before.prepared,
        executed: now.executed - before.executed,
        held: now.held - before.held,
      };
    };
    return { did, run, client: h.driver.client };
  };

  it('prepares a statement once per SQL text and reuses it with new parameters', async () => {
    const { did, run, client } = runnerOf(handle);
    for (let i = 0; i < 10; i++) {
      const [row] = await run<{ n: number }>(sql`select ${i}::int + 1 as n`);
      expect(row?.n).toBe(i + 1);
    }
    expect(did()).toEqual({ prepared: 1, executed: 10, held: 1 });
    const held = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_prepared_statements where name like 'ks%'`,
    );
    expect(held.rows[0]?.n).toBe(1);
  });

  it('runs generic plans, as the PostgreSQL pool does', async () => {
    const { run, client } = runnerOf(handle);
    const [mode] = (await client.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows;
    expect(mode?.plan_cache_mode).toBe('force_generic_plan');
    const list = (page: number) =>
      buildCardIdsQuery(
        { visibility: 'approved', city: 'Auckland' },
        { page, perPage: 24 },
        false,
        null,
      );
    for (let page = 1; page <= 3; page++) await run(list(page));
    const { sql: text } = sqlText(list(1));
    const plans = await client.query<{ generic_plans: number; custom_plans: number }>(
      'select generic_plans, custom_plans from pg_prepared_statements where statement = $1',
      [text],
    );
    expect(plans.rows).toEqual([{ generic_plans: 3, custom_plans: 0 }]);
  });

  it('holds no statement whose Parse failed, and parses it again next time', async () => {
    const { did, run } = runnerOf(handle);
    for (let i = 0; i < 2; i++) {
      await expect(run(sql`selec ${i}`)).rejects.toMatchObject({ cause: { code: '42601' } });
    }
    expect(did()).toEqual({ prepared: 0, executed: 0, held: 0 });
  });

  it('keeps a statement whose execution failed, and runs it again', async () => {
    const { did, run } = runnerOf(handle);
    const divide = (by: number) => run<{ n: number }>(sql`select 6 / ${by}::int as n`);
    await expect(divide(0)).rejects.toMatchObject({ cause: { code: '22012' } });
    expect(await divide(2)).toEqual([{ n: 3 }]);
    expect(did()).toEqual({ prepared: 1, executed: 1, held: 1 });
  });

  it('prepares again when the statement went away or its table changed shape', async () => {
    const { did, run, client } = runnerOf(handle);
    await client.exec('create table shape_probe (a int); insert into shape_probe values (1)');
    const read = () => run<Record<string, number>>(sql`select * from shape_probe where a = ${1}`);
    expect(await read()).toEqual([{ a: 1 }]);
    await client.exec('alter table shape_probe add column b int default 2');
    expect(await read()).toEqual([{ a: 1, b: 2 }]);
    await client.exec('deallocate all');
    expect(await read()).toEqual([{ a: 1, b: 2 }]);
    expect(did()).toEqual({ prepared: 3, executed: 3, held: 1 });
  });

  it('waits for an open transaction instead of running inside it', async () => {
    const { run } = runnerOf(handle);
    await handle.db.execute(sql`create table tx_probe (a int)`);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted: () => void = () => {};
    const insertedOne = new Promise<void>((resolve) => (inserted = resolve));
    const tx = handle.db.transaction(async (t) => {
      await t.execute(sql`insert into tx_probe values (1)`);
      inserted();
      await held;
      await t.execute(sql`insert into tx_probe values (2)`);
    });
    await insertedOne;
    let seen: number | undefined;
    const read = run<{ n: number }>(
      sql`select count(*)::int as n from tx_probe where a > ${0}`,
    ).then(([row]) => (seen = row?.n));
    // A grace time in which the read must not finish (a slow machine only makes this pass).
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toBeUndefined();
    release();
    await tx;
    await read;
    expect(seen).toBe(2);
  });

  it('fails as a closed PGlite fails', async () => {
    const other = await openTestPglite();
    const { run } = runnerOf(other);
    await other.close();
    const plain = await queryRows(other.db, sql`select ${1}`).catch((e: unknown) => e);
    const ours = await run(sql`select ${1}`).catch((e: unknown) => e);
    expect((ours as { cause?: Error }).cause?.message).toBe(
      (plain as { cause?: Error }).cause?.message,
    );
  });
});
