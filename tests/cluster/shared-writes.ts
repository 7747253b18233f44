import { call, login } from '../../scripts/cluster/client.ts';
import { query, within, type GetContext } from './support/context.ts';

const ADMIN = { name: 'admin@kiwiservices.co.nz', password: 'KiwiAdmin2026!' };
/** The bound the issue sets: a write on one instance shows on the others within one second. */
const VISIBLE_WITHIN_MS = 1000;

async function sellerListShows(base: string, sellerId: number, serviceId: number) {
  const reply = await call(base, `/api/seller-services?id=${sellerId}&limit=100`);
  if (reply.status !== 200) throw new Error(`seller-services: ${reply.status} ${reply.text}`);
  return (reply.body.sellerServices as { id: number }[]).some((s) => s.id === serviceId);
}

/** A write on one instance reaches the micro-caches of the others (shared invalidations). */
export function sharedWriteChecks(get: GetContext) {
  describe('writes across instances', () => {
    it('an approval on one instance shows in cached anonymous reads of the others within 1 s', async () => {
      const { cluster } = get();
      const [pending] = await query<{ id: number; owner: number }>(
        cluster.postgres.url,
        `select s.id, s.added_by_id as owner from services s
           where s.status = 'pending' and s.is_listed order by s.id limit 1`,
      );
      expect(pending).toBeDefined();
      const { id, owner } = pending!;
      const [writer, ...readers] = cluster.instances;
      // Warm each reader's micro-cache with the list that does not show the service yet.
      for (const reader of readers) {
        expect(await sellerListShows(reader.url, owner, id)).toBe(false);
        expect(await sellerListShows(reader.url, owner, id)).toBe(false);
      }
      const cookie = await login(writer!.url, ADMIN.name, ADMIN.password);
      const approved = await call(writer!.url, `/api/admin/services/${id}/approve`, {
        method: 'POST',
        cookie,
      });
      const approvedAt = Date.now();
      expect(approved.status, approved.text).toBe(200);
      // Both readers polled together, against one deadline counted from the approval's answer.
      const shown = await Promise.all(
        readers.map((reader) =>
          within(approvedAt + VISIBLE_WITHIN_MS - Date.now(), () =>
            sellerListShows(reader.url, owner, id),
          ),
        ),
      );
      expect(shown, `instances ${readers.map((r) => r.index + 1).join(', ')}`).toEqual(
        readers.map(() => true),
      );
      for (let n = 0; n < cluster.instances.length; n++) {
        expect(await sellerListShows(cluster.url, owner, id)).toBe(true);
      }
    });
  });
}
