import pg from 'pg';

import type { Cluster } from '../../../scripts/cluster/cluster.ts';
import type { startSmtp } from '../../helpers/smtp.ts';

/** What every check of the cluster suite gets: the running cluster and the SMTP sink. */
export type ClusterContext = {
  cluster: Cluster;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
};

export type GetContext = () => ClusterContext;

/** One query on the cluster's database (a short-lived connection). */
export async function query<T extends pg.QueryResultRow>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Polls `check` every 50 ms until it returns true or `ms` have passed; returns the last result. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
}
