import { sql } from 'drizzle-orm';

import type { Db } from '../client.ts';
import { queryRows } from '../query.ts';
import { tuneForLoad } from './bulk-load.ts';
import { int } from './bulk-sql.ts';
import { stepTimer } from './step-timer.ts';

/**
 * What the bench's bulk conversations and bulk jobs share: one transaction tuned for the load
 * with the hash function, and the members and providers their rows are planned over.
 */

/** h(x, salt): a non-negative deterministic pseudo-random number for row x (dropped at commit). */
export async function createHashFunction(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`
    create or replace function pg_temp.h(x bigint, s int) returns bigint
    language sql immutable parallel safe
    as $$ select hashint8(x * 64 + s) & 2147483647 $$`),
  );
}

/**
 * Runs `load` in one transaction tuned for a load, with the hash function; `step` logs each
 * step's time. Answers the load's counts and how long it all took.
 */
export async function runBulkLoad<T extends object>(
  db: Db,
  log: ((line: string) => void) | undefined,
  load: (tx: Db, step: (line: string) => void) => Promise<T>,
): Promise<T & { ms: number }> {
  const step = stepTimer(log);
  const startedAt = performance.now();
  const counts = await db.transaction(async (tx) => {
    await tuneForLoad(tx);
    await createHashFunction(tx);
    return load(tx, step);
  });
  return { ...counts, ms: Math.round(performance.now() - startedAt) };
}

/**
 * `{prefix}_members`: the members (customers) who can be reached, numbered from 0 by id;
 * `{prefix}_hot`: the `hotProviders` providers with the most approved services.
 */
export async function planMembersAndHotProviders(
  db: Db,
  prefix: string,
  hotProviders: number,
): Promise<void> {
  await db.execute(sql`
    create temp table ${sql.raw(prefix)}_members on commit drop as
    select (row_number() over (order by id) - 1)::int n, id
      from users where role_id = 3 and not is_suspended`);
  await db.execute(sql`
    create temp table ${sql.raw(prefix)}_hot on commit drop as
    select s.added_by_id provider_id
      from services s join users p on p.id = s.added_by_id
     where s.status = 'approved' and not p.is_suspended
     group by 1 order by count(*) desc, 1 limit ${int(hotProviders)}`);
}

/** The sizes a plan is made to: members, heavy ones and the others, ordinary and hot services. */
export type PlanSizes = {
  members: number;
  heavy: number;
  others: number;
  ordinary: number;
  hot: number;
};

/**
 * The sizes of `{prefix}_members` and `{prefix}_services` (ordinary and hot), with the heavy
 * members (at most `heavyMembers`, always leaving one other) apart.
 */
export async function planSizes(db: Db, prefix: string, heavyMembers: number): Promise<PlanSizes> {
  const p = sql.raw(prefix);
  const [sizes] = await queryRows<{ members: number; ordinary: number; hot: number }>(
    db,
    sql`select (select count(*) from ${p}_members)::int members,
               (select count(*) from ${p}_services where not hot)::int ordinary,
               (select count(*) from ${p}_services where hot)::int hot`,
  );
  const { members, ordinary, hot } = sizes!;
  const heavy = Math.min(heavyMembers, Math.max(0, members - 1));
  return { members, heavy, others: members - heavy, ordinary, hot };
}
