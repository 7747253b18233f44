import { readFileSync } from 'node:fs';

import { isRunning } from '../../scripts/cluster/processes.ts';
import { query, type GetContext } from './support/context.ts';

const journal = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')) as {
  entries: { tag: string }[];
};

/** Three instances started together on an empty database: one migration run, one seed. */
export function startupChecks(get: GetContext) {
  describe('three instances starting together on an empty database', () => {
    it('applies each migration once and every instance is up', async () => {
      const { cluster } = get();
      const rows = await query<{ hash: string }>(
        cluster.postgres.url,
        'select hash from drizzle.__drizzle_migrations',
      );
      expect(rows).toHaveLength(journal.entries.length);
      expect(new Set(rows.map((r) => r.hash)).size).toBe(journal.entries.length);
      for (const instance of cluster.instances) {
        const proc = instance.current();
        expect(proc && isRunning(proc)).toBe(true);
        const ready = await fetch(`${instance.url}/api/ready`);
        expect(ready.status).toBe(200);
      }
    });

    it('seeds the demo data once', async () => {
      const { cluster } = get();
      const admins = await query<{ n: number }>(
        cluster.postgres.url,
        "select count(*)::int as n from users where email = 'admin@kiwiservices.co.nz'",
      );
      expect(admins[0]?.n).toBe(1);
      // Exactly one instance logged that it seeded; the others found the data there.
      const seeders = cluster.instances.filter((i) =>
        readFileSync(i.logFile, 'utf8').includes('seeded the demo data into the empty database'),
      );
      expect(seeders).toHaveLength(1);
    });
  });
}
