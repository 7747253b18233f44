import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HAS_REDIS_SERVER, startOwnRedis } from '#tests/helpers/redis-server.ts';
import { openTestDb, TEST_DATABASE_URL } from '#tests/helpers/test-db.ts';
import { deleteRedisPrefix, TEST_REDIS_URL, uniqueRedisPrefix } from '#tests/helpers/test-redis.ts';
import { openDb, type DbHandle } from '../../db/client.ts';
import { ChangeBus, EVERYTHING_CHANGED, type Change } from './changes.ts';
import { openSharedState, type SharedState } from './shared-state.ts';

const quiet = { warn: () => {}, info: () => {} };

/** A bus connected like an app instance's, recording what its listeners get. */
async function instance(
  config: { redisUrl: string | undefined; redisPrefix: string },
  handle: DbHandle,
) {
  const shared = await openSharedState(config, handle, quiet);
  const bus = new ChangeBus();
  const received: Change[] = [];
  bus.subscribe((c) => received.push(c));
  await shared.connectChanges(bus);
  return { bus, received, shared };
}

/**
 * Waits until `check` holds (polling), failing after `ms`: a bound for a hung transport, not a
 * time window the test asserts, so it is generous (a loaded machine delivers late, not never).
 */
async function eventually(check: () => boolean, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const ad: Change = { kind: 'ads' };
const provider = (providerId: number): Change => ({ kind: 'provider', providerId });

describe.runIf(TEST_DATABASE_URL)('change events over PostgreSQL LISTEN/NOTIFY', () => {
  let one: DbHandle;
  let two: DbHandle;
  const shared: SharedState[] = [];
  beforeAll(async () => {
    one = await openTestDb('postgres');
    if (one.driver.kind !== 'postgres') throw new Error('postgres expected');
    two = await openDb({ kind: 'postgres', url: one.driver.pool.options.connectionString! });
  });
  afterAll(async () => {
    for (const s of shared) await s.close();
    await two.close();
    await one.close();
  });

  it('carries a change to the other instance once, and not back to its sender', async () => {
    const a = await instance({ redisUrl: undefined, redisPrefix: 'ks:' }, one);
    const b = await instance({ redisUrl: undefined, redisPrefix: 'ks:' }, two);
    shared.push(a.shared, b.shared);
    a.bus.publish(ad, provider(7));
    await eventually(() => b.received.length === 2);
    expect(b.received).toEqual([ad, provider(7)]);
    b.bus.publish(provider(8));
    await eventually(() => a.received.length === 3);
    // A grace time for an echo that should not come (a late echo would only make this pass).
    await new Promise((r) => setTimeout(r, 200));
    expect(a.received).toEqual([ad, provider(7), provider(8)]);
    expect(b.received).toEqual([ad, provider(7), provider(8)]);
  });

  it('listens again after its connection is killed, and reports the gap', async () => {
    const a = await instance({ redisUrl: undefined, redisPrefix: 'ks:' }, one);
    const b = await instance({ redisUrl: undefined, redisPrefix: 'ks:' }, two);
    shared.push(a.shared, b.shared);
    if (two.driver.kind !== 'postgres') throw new Error('postgres expected');
    // Every LISTEN connection of this database ends (both instances lose theirs).
    await two.driver.pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'listen%'",
    );
    await eventually(() => b.received.length >= EVERYTHING_CHANGED.length);
    expect(b.received).toEqual(EVERYTHING_CHANGED);
    await eventually(() => a.received.length >= EVERYTHING_CHANGED.length);
    a.bus.publish(provider(9));
    await eventually(() => b.received.length === EVERYTHING_CHANGED.length + 1);
    expect(b.received.at(-1)).toEqual(provider(9));
  });

  it('splits a large publish into messages NOTIFY accepts', async () => {
    const a = await instance({ redisUrl: undefined, redisPrefix: 'ks:' }, one);
    const b = await instance({ redisUrl: undefined, redisPrefix: 'ks:' }, two);
    shared.push(a.shared, b.shared);
    const many = Array.from({ length: 2000 }, (_, i) => provider(i));
    a.bus.publish(...many);
    await eventually(() => b.received.length === many.length);
    expect(b.received).toEqual(many);
  });
});

describe.runIf(TEST_REDIS_URL)('change events over Redis publish/subscribe', () => {
  const prefix = uniqueRedisPrefix();
  let handle: DbHandle;
  const shared: SharedState[] = [];
  beforeAll(async () => {
    handle = await openTestDb('pglite');
  });
  afterAll(async () => {
    for (const s of shared) await s.close();
    await handle.close();
    await deleteRedisPrefix(prefix);
  });

  it('carries a change to the other instances once; another prefix hears nothing', async () => {
    const config = { redisUrl: TEST_REDIS_URL, redisPrefix: prefix };
    const a = await instance(config, handle);
    const b = await instance(config, handle);
    const other = await instance({ ...config, redisPrefix: uniqueRedisPrefix() }, handle);
    shared.push(a.shared, b.shared, other.shared);
    a.bus.publish(provider(1));
    await eventually(() => b.received.length === 1);
    // A grace time for an echo that should not come (a late echo would only make this pass).
    await new Promise((r) => setTimeout(r, 200));
    expect(a.received).toEqual([provider(1)]);
    expect(b.received).toEqual([provider(1)]);
    expect(other.received).toEqual([]);
  });

  it.runIf(HAS_REDIS_SERVER)(
    'resubscribes after Redis comes back, and reports the gap',
    async () => {
      const own = await startOwnRedis();
      const config = { redisUrl: own.url, redisPrefix: prefix };
      const a = await instance(config, handle);
      const b = await instance(config, handle);
      shared.push(a.shared, b.shared);
      try {
        await own.stop();
        // Redis is down: a write still succeeds here (the send fails quietly).
        a.bus.publish(provider(2));
        expect(a.received).toEqual([provider(2)]);
        await own.start();
        await eventually(() => b.received.length === EVERYTHING_CHANGED.length);
        expect(b.received).toEqual(EVERYTHING_CHANGED);
        await eventually(() => a.shared.redis?.status === 'ready');
        a.bus.publish(provider(3));
        await eventually(() => b.received.length === EVERYTHING_CHANGED.length + 1);
        expect(b.received.at(-1)).toEqual(provider(3));
      } finally {
        await own.stop();
      }
    },
  );
});
