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

    it('an approved edit (a pending revision) shows in cached anonymous reads of the others within 1 s', async () => {
      const { cluster } = get();
      // An approved service's edit held for review, as update-service stores it (decision 106):
      // the whole field set with a new title, and the approved pictures kept.
      const [held] = await query<{ id: number; slug: string; title: string }>(
        cluster.postgres.url,
        `with s as (
           select * from services
            where status = 'approved' and is_listed
              and id not in (select service_id from service_revisions)
            order by id limit 1)
         insert into service_revisions (service_id, user_id, fields, images)
         select s.id, s.added_by_id,
                jsonb_build_object(
                  'categoryId', s.category_id, 'subCategoryId', s.sub_category_id,
                  'serviceTypes', to_jsonb(s.service_types), 'title', s.title || ' (revised)',
                  'description', s.description, 'businessName', s.business_name,
                  'aboutService', s.about_service, 'aboutService1', s.about_service1,
                  'aboutService2', s.about_service2, 'city', s.city, 'suburb', s.suburb,
                  'postalCode', s.postal_code, 'about', s.about, 'contactName', s.contact_name,
                  'phoneNumber', s.phone_number),
                coalesce((select jsonb_agg(jsonb_build_object('imageId', i.id,
                    'storageKey', i.storage_key, 'variants', i.variants, 'isMain', i.is_main)
                    order by i.is_main desc, i.position, i.id)
                  from service_images i where i.service_id = s.id), '[]'::jsonb)
           from s
         returning service_id as id,
                   (select slug from s) as slug, (select title from s) as title`,
      );
      expect(held).toBeDefined();
      await query(cluster.postgres.url, 'update services set changed_at = now() where id = $1', [
        held!.id,
      ]);
      const titleOn = async (base: string) => {
        const reply = await call(base, `/api/service-detail?id=${held!.slug}`);
        if (reply.status !== 200) throw new Error(`service-detail: ${reply.status} ${reply.text}`);
        return (reply.body.services as { title: string }).title;
      };
      const [writer, ...readers] = cluster.instances;
      // Warm each reader's micro-cache: the approved title, twice (the edit is held).
      for (const reader of readers) {
        expect(await titleOn(reader.url)).toBe(held!.title);
        expect(await titleOn(reader.url)).toBe(held!.title);
      }
      const cookie = await login(writer!.url, ADMIN.name, ADMIN.password);
      const approved = await call(writer!.url, `/api/admin/services/${held!.id}/approve`, {
        method: 'POST',
        cookie,
      });
      const approvedAt = Date.now();
      expect(approved.status, approved.text).toBe(200);
      const revised = `${held!.title} (revised)`;
      const shown = await Promise.all(
        readers.map((reader) =>
          within(
            approvedAt + VISIBLE_WITHIN_MS - Date.now(),
            async () => (await titleOn(reader.url)) === revised,
          ),
        ),
      );
      expect(shown, `instances ${readers.map((r) => r.index + 1).join(', ')}`).toEqual(
        readers.map(() => true),
      );
    });
  });
}
