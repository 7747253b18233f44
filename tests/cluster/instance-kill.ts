import { killProcess } from '../../scripts/cluster/processes.ts';
import { lostWrites, startWriteLoad, tally } from '../../scripts/cluster/write-load.ts';
import { within, type GetContext } from './support/context.ts';

/** Requests answered on each side of the kill before the load stops (conditions, not times). */
const ENOUGH = 20;

/** Only the requests in flight on the killed instance may fail; nginx takes the rest elsewhere. */
const SETTLE_MS = 1000;

/** SIGKILL of one instance under a write load through nginx. */
export function instanceKillChecks(get: GetContext) {
  describe('an instance killed under load', () => {
    it('loses no acknowledged write, and nginx routes around it', async () => {
      const { cluster } = get();
      const victim = cluster.instances[cluster.instances.length - 1]!;
      const load = startWriteLoad(cluster.url, { tag: 'kill' });
      const acknowledged = () => load.attempts.filter((a) => a.acknowledged).length;
      const warm = await within(60_000, async () => acknowledged() >= ENOUGH);
      const killedAt = Date.now();
      await killProcess(victim.current()!);
      const settled = await within(60_000, async () => {
        const later = load.attempts.filter((a) => a.startedAt > killedAt + SETTLE_MS);
        return later.length >= ENOUGH;
      });
      const attempts = await load.stop();
      expect(warm && settled, 'the load ran on both sides of the kill').toBe(true);
      const before = attempts.filter((a) => a.endedAt < killedAt);
      const after = attempts.filter((a) => a.startedAt > killedAt + SETTLE_MS);
      expect(before.filter((a) => a.acknowledged).length).toBeGreaterThan(0);
      expect(after.length).toBeGreaterThan(0);
      // Every request that started once nginx had noticed was answered by a living instance.
      expect(tally(after)).toEqual({
        attempted: after.length,
        acknowledged: after.length,
        byStatus: { 200: after.length },
      });
      // Whatever was acknowledged, before, during or after the kill, is in the database.
      expect(await lostWrites(cluster.postgres.url, attempts)).toEqual([]);
      // And the instance comes back into the pool.
      await victim.start();
      expect((await fetch(`${victim.url}/api/ready`)).status).toBe(200);
    });
  });
}
