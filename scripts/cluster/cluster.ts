import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { defineInstance, type Instance } from './instances.ts';
import { startNginx, type Nginx } from './nginx.ts';
import { startPostgres, type Postgres } from './postgres.ts';
import { freePort, stopProcess } from './processes.ts';
import { startRedis, type Redis } from './redis.ts';

/**
 * `npm run cluster` and the cluster tests: the cluster's own PostgreSQL and redis-server, N app
 * instances started together on the empty database (they migrate once, under an advisory lock),
 * and nginx in front, all in one temporary folder (docs/scaling.md).
 */

export type ClusterOptions = {
  /** nginx's port; default: a free one. */
  port?: number;
  instances?: number;
  /** Where the instances send email; default: none (kept in the outbox, logged). */
  smtpUrl?: string;
  /** Seed the demo data into the empty database (default: true). */
  seedDemo?: boolean;
  /** Keep the folder (logs, data) after stop. */
  keep?: boolean;
  /** More environment variables for every instance. */
  env?: Record<string, string>;
  log?: (line: string) => void;
};

export type Cluster = {
  dir: string;
  url: string;
  postgres: Postgres;
  redis: Redis;
  nginx: Nginx;
  instances: Instance[];
  stop: () => Promise<void>;
};

type Parts = { postgres?: Postgres; redis?: Redis; nginx?: Nginx; instances: Instance[] };

async function stopParts(parts: Parts): Promise<void> {
  await parts.nginx?.stop();
  await Promise.all(
    parts.instances.map((i) => {
      const proc = i.current();
      return proc ? stopProcess(proc, 'SIGTERM', 12_000) : Promise.resolve();
    }),
  );
  await parts.redis?.stop();
  await parts.postgres?.stop();
}

async function startParts(parts: Parts, dir: string, options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => undefined);
  const [pgPort, redisPort] = [await freePort(), await freePort()];
  const port = options.port ?? (await freePort());
  log(`PostgreSQL on ${pgPort} and redis-server on ${redisPort}: starting`);
  [parts.postgres, parts.redis] = await Promise.all([
    startPostgres({ dir: join(dir, 'postgres'), port: pgPort, database: 'ks_cluster' }),
    startRedis({ dir: join(dir, 'redis'), port: redisPort }),
  ]);
  const count = options.instances ?? 3;
  for (let index = 0; index < count; index++) {
    parts.instances.push(
      defineInstance(index, await freePort(), dir, {
        databaseUrl: parts.postgres.url,
        redisUrl: parts.redis.url,
        publicUrl: `http://127.0.0.1:${port}`,
        dataDir: join(dir, 'shared-data'),
        smtpUrl: options.smtpUrl,
        seedDemo: options.seedDemo ?? true,
        extra: options.env,
      }),
    );
  }
  log(`${count} app instances on ${parts.instances.map((i) => i.port).join(', ')}: starting`);
  await Promise.all(parts.instances.map((i) => i.start()));
  parts.nginx = await startNginx({
    dir: join(dir, 'nginx'),
    port,
    upstreams: parts.instances.map((i) => i.port),
  });
  log(`nginx on ${parts.nginx.url}: ready`);
  const { postgres, redis, nginx, instances } = parts;
  return { dir, url: nginx.url, postgres, redis, nginx, instances, stop: async () => {} };
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'ks-cluster-'));
  // PostgreSQL runs as its own user when we are root: it must reach its folder inside.
  chmodSync(dir, 0o755);
  const parts: Parts = { instances: [] };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopParts(parts);
    if (!options.keep) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const cluster = await startParts(parts, dir, options);
    return { ...cluster, stop };
  } catch (err) {
    await stopParts(parts).catch(() => undefined);
    // Kept for the post-mortem: the logs of every part are in it.
    (err as Error).message += `\n(the cluster's logs are in ${dir})`;
    throw err;
  }
}
