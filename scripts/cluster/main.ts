/**
 * `npm run cluster`: PostgreSQL, redis-server, three app instances and nginx on this machine,
 * nginx on one port (default 8080). Ctrl-C stops everything.
 *
 *   npm run cluster
 *   npm run cluster -- --port 8181 --instances 3 --smtp-url smtp://127.0.0.1:2525 --keep
 */
import { parseArgs } from 'node:util';

import { startCluster } from './cluster.ts';

const USAGE = `Usage: npm run cluster -- [--port N] [--instances N] [--smtp-url URL] [--no-seed] [--keep]

  --port N        nginx's port (default 8080)
  --instances N   app instances behind nginx (default 3)
  --smtp-url URL  SMTP server of every instance (default: none; emails stay in the outbox)
  --no-seed       start with an empty database (default: the demo data)
  --keep          keep the temporary folder (logs, data) after stopping`;

function flags() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.CLUSTER_PORT ?? '8080' },
      instances: { type: 'string', default: '3' },
      'smtp-url': { type: 'string' },
      'no-seed': { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const port = Number(values.port);
  const instances = Number(values.instances);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port: 1 to 65535');
  if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
    throw new Error('--instances: 1 to 16');
  }
  return { ...values, port, instances };
}

async function main(): Promise<void> {
  const f = flags();
  if (f.help) {
    console.log(USAGE);
    return;
  }
  const cluster = await startCluster({
    port: f.port,
    instances: f.instances,
    ...(f['smtp-url'] ? { smtpUrl: f['smtp-url'] } : {}),
    seedDemo: !f['no-seed'],
    keep: f.keep,
    log: (line) => console.log(line),
  });
  console.log(`\nKiwi Services cluster: ${cluster.url}`);
  for (const i of cluster.instances) console.log(`  instance ${i.index + 1}: ${i.url}`);
  console.log(`  PostgreSQL: ${cluster.postgres.url}\n  Redis: ${cluster.redis.url}`);
  console.log(`  logs: ${cluster.dir}\nPress Ctrl-C to stop everything.`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping nginx, the instances, Redis and PostgreSQL...`);
    void cluster.stop().then(() => {
      console.log('Stopped.');
      process.exit(0);
    });
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
}

try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
