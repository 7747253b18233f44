import { existsSync } from 'node:fs';

import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { serviceDrafts, serviceImages, services, stagedImages } from '../../db/schema/index.ts';
import {
  insertCatalogue,
  insertUser,
  insertMember,
  insertProvider,
  insertService,
  insertSubscription,
  sessionCookie,
} from '#tests/factories/index.ts';
import { loginAs, multipartBody, pngBytes } from '#tests/helpers/http.ts';
import { serviceForm } from '#tests/helpers/service-form.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { deleteOldStagedImages } from './staged-images.service.ts';

type Session = { cookie: string };

describe.each(testDbKinds)('drafts and staged images API on %s', (kind) => {
  let png: Buffer;
  const t = useTestApp(kind);
  beforeAll(async () => {
    png = await pngBytes(800, 600);
  });
  const db = () => t.handle.db;
  const file = (key: string) => `${t.config.uploadsDir}/${key}`;

  const getDraft = (session: Session, serviceId?: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/service-draft${serviceId ? `?service_id=${serviceId}` : ''}`,
      headers: session,
    });
  const putDraft = (session: Session, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/service-draft',
      headers: { ...session, origin: TEST_ORIGIN },
      payload,
    });
  const stage = (
    session: Session,
    image: { bytes: Buffer; filename: string; type?: string },
    count = 0,
  ) => {
    const body = multipartBody(
      { count: String(count) },
      { image: { type: 'image/jpeg', ...image } },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/staged-images',
      headers: { ...body.headers, ...session, origin: TEST_ORIGIN },
      payload: body.payload,
    });
  };

  async function provider() {
    const user = await insertProvider(db());
    return { user, session: await sessionCookie(db(), user.id) };
  }

  describe('service drafts', () => {
    it('saves and loads the add form draft, step and values; none is null', async () => {
      const { session } = await provider();
      expect((await getDraft(session)).json()).toEqual({ success: true, draft: null });
      const data = { title: 'Heat pumps', description: 'ā'.repeat(50), service_type: ['trade'] };
      const saved = await putDraft(session, { step: 2, data });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ success: true, message: 'Draft saved' });
      await putDraft(session, { step: 2, data: { ...data, title: 'Heat pump installs' } });
      const res = await getDraft(session);
      expect(res.json()).toMatchObject({
        success: true,
        draft: { service_id: null, step: 2, data: { ...data, title: 'Heat pump installs' } },
      });
    });

    it('survives a new session: logging in again finds the same draft', async () => {
      const member = await insertMember(db(), { roleId: 2 });
      const first = await loginAs(t.app, member.email);
      await putDraft(
        { cookie: `ks_session=${first}` },
        { step: 1, data: { title: 'Gutter cleaning' } },
      );
      const second = await loginAs(t.app, member.email);
      expect(second).not.toBe(first);
      const res = await getDraft({ cookie: `ks_session=${second}` });
      expect(res.json()).toMatchObject({ draft: { step: 1, data: { title: 'Gutter cleaning' } } });
    });

    it("is the provider's own: another provider reads their own (none), not this one", async () => {
      const { refs, provider: owner } = await insertCatalogue(db());
      const service = await insertService(db(), refs);
      const ownerSession = await sessionCookie(db(), owner.id);
      await putDraft(ownerSession, { step: 1, data: { title: 'Mine' } });
      const edit = await putDraft(ownerSession, {
        service_id: service.id,
        step: 2,
        data: { title: 'Edited' },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const other = await provider();
      expect((await getDraft(other.session)).json()).toEqual({ success: true, draft: null });
      const theirs = await getDraft(other.session, service.id);
      expect(theirs.statusCode).toBe(403);
      expect(theirs.json()).toMatchObject({ success: false, status: 0 });
      const write = await putDraft(other.session, {
        service_id: service.id,
        step: 1,
        data: { title: 'Hijack' },
      });
      expect(write.statusCode).toBe(403);
      const rows = await db()
        .select()
        .from(serviceDrafts)
        .where(eq(serviceDrafts.serviceId, service.id));
      expect(rows.map((r) => r.data)).toEqual([{ title: 'Edited' }]);
      expect((await getDraft(ownerSession, service.id)).json()).toMatchObject({
        draft: { service_id: service.id, data: { title: 'Edited' } },
      });
    });

    it('refuses customers (403), anonymous users (401), bad and oversized input (400)', async () => {
      const customer = await insertUser(db());
      const cs = await sessionCookie(db(), customer.id);
      expect((await getDraft(cs)).statusCode).toBe(403);
      expect((await putDraft({ cookie: '' }, { step: 1, data: {} })).statusCode).toBe(401);
      const { session, user } = await provider();
      const big = await putDraft(session, { step: 1, data: { about: 'x'.repeat(70_000) } });
      expect(big.statusCode).toBe(400);
      expect(big.json()).toMatchObject({ success: false, status: 0 });
      expect((await putDraft(session, { step: 7, data: {} })).statusCode).toBe(400);
      expect((await putDraft(session, { step: 1, data: 'text' })).statusCode).toBe(400);
      // jsonb holds no NUL character: a 400 naming the field, never a 500.
      for (const data of [{ title: 'a\u0000b' }, { 'x\u0000': 'y' }, { n: ['\u0000'] }]) {
        const nul = await putDraft(session, { step: 1, data });
        expect(nul.statusCode, nul.body).toBe(400);
        expect(nul.json()).toMatchObject({ errors: { data: ['data must not contain NUL bytes'] } });
      }
      expect((await getDraft(session, 999_999)).statusCode).toBe(404);
      const rows = await db().select().from(serviceDrafts).where(eq(serviceDrafts.userId, user.id));
      expect(rows).toHaveLength(0);
    });

    it('DELETE discards the draft', async () => {
      const { session } = await provider();
      await putDraft(session, { step: 1, data: { title: 'Gone soon' } });
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/service-draft',
        headers: { ...session, origin: TEST_ORIGIN },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await getDraft(session)).json()).toMatchObject({ draft: null });
    });
  });

  describe('staged images', () => {
    it('stores a picked photo re-encoded; the type comes from the bytes, not the name', async () => {
      const { session, user } = await provider();
      // A PNG named .jpg is a PNG: accepted.
      const res = await stage(session, { bytes: png, filename: 'photo.jpg' });
      expect(res.statusCode, res.body).toBe(200);
      const { image } = res.json<{ image: { id: number; url: string; card_url: string } }>();
      expect(image.url).toMatch(/-detail\.webp$/);
      const [row] = await db().select().from(stagedImages).where(eq(stagedImages.id, image.id));
      expect(row).toMatchObject({ userId: user.id, originalName: 'photo.jpg' });
      expect(existsSync(file(row!.variants.card.key))).toBe(true);
      // Garbage named .jpg: refused, nothing stored.
      const garbage = await stage(session, {
        bytes: Buffer.from('not an image at all, just text'),
        filename: 'photo.jpg',
      });
      expect(garbage.statusCode).toBe(415);
      expect(garbage.json()).toMatchObject({
        success: false,
        message: 'The image must be a JPEG, PNG or WebP image',
      });
      const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
      expect((await stage(session, { bytes: gif, filename: 'x.png' })).statusCode).toBe(415);
      const rows = await db().select().from(stagedImages).where(eq(stagedImages.userId, user.id));
      expect(rows).toHaveLength(1);
    });

    it('refuses a photo over 8 MB and a form that has its 10 already', async () => {
      const { session, user } = await provider();
      const huge = Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024)]);
      const big = await stage(session, { bytes: huge, filename: 'big.png' });
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({ success: false, status: 0 });
      const full = await stage(session, { bytes: png, filename: 'eleventh.png' }, 10);
      expect(full.statusCode).toBe(400);
      expect(full.json()).toMatchObject({ message: 'A service has at most 10 images' });
      const rows = await db().select().from(stagedImages).where(eq(stagedImages.userId, user.id));
      expect(rows).toHaveLength(0);
    });

    it('is owned: another provider cannot delete it (404) or use it in a service (400)', async () => {
      const { session } = await provider();
      const { image } = (await stage(session, { bytes: png, filename: 'a.png' })).json<{
        image: { id: number };
      }>();
      const other = await provider();
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/staged-images/${image.id}`,
        headers: { ...other.session, origin: TEST_ORIGIN },
      });
      expect(del.statusCode).toBe(404);
      const customer = await sessionCookie(db(), (await insertUser(db())).id);
      expect((await stage(customer, { bytes: png, filename: 'c.png' })).statusCode).toBe(403);
      const mine = await t.app.inject({
        method: 'DELETE',
        url: `/api/staged-images/${image.id}`,
        headers: { ...session, origin: TEST_ORIGIN },
      });
      expect(mine.statusCode, mine.body).toBe(200);
      expect(await db().select().from(stagedImages).where(eq(stagedImages.id, image.id))).toEqual(
        [],
      );
    });

    it('become the new service on add-service, in order, and the add draft is deleted', async () => {
      const { category, subCategory, provider: owner } = await insertCatalogue(db());
      await insertSubscription(db(), { userId: owner.id });
      const session = await sessionCookie(db(), owner.id);
      const ids: number[] = [];
      for (const name of ['main.png', 'one.png', 'two.png']) {
        const res = await stage(session, { bytes: png, filename: name }, ids.length);
        ids.push(res.json<{ image: { id: number } }>().image.id);
      }
      const staged = await db()
        .select()
        .from(stagedImages)
        .where(eq(stagedImages.userId, owner.id));
      const keyOf = new Map(staged.map((r) => [r.id, r.storageKey]));
      await putDraft(session, { step: 2, data: { title: 'Window washing' } });
      const intruder = await provider();
      const stolen = await addService(intruder.session, category, subCategory, ids);
      expect(stolen.statusCode).toBe(403); // no subscription comes first
      await insertSubscription(db(), { userId: intruder.user.id });
      const refused = await addService(intruder.session, category, subCategory, ids);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, status: 0 });
      const res = await addService(session, category, subCategory, [ids[0]!, ids[2]!, ids[1]!]);
      expect(res.statusCode, res.body).toBe(200);
      const [service] = await db()
        .select()
        .from(services)
        .where(eq(services.slug, res.json<{ result: { slug: string } }>().result.slug));
      const pictures = await db()
        .select()
        .from(serviceImages)
        .where(eq(serviceImages.serviceId, service!.id))
        .orderBy(serviceImages.position);
      expect(pictures.map((p) => [p.storageKey, p.isMain])).toEqual([
        [keyOf.get(ids[0]!), true],
        [keyOf.get(ids[2]!), false],
        [keyOf.get(ids[1]!), false],
      ]);
      expect(service!.mainImage).toBe(keyOf.get(ids[0]!));
      expect(
        await db().select().from(stagedImages).where(eq(stagedImages.userId, owner.id)),
      ).toEqual([]);
      expect((await getDraft(session)).json()).toMatchObject({ draft: null });
      for (const p of pictures) expect(existsSync(file(p.variants.detail.key))).toBe(true);
    });

    it('on update-service go after the kept photos, the staged main replaces the main one, and the edit draft is deleted', async () => {
      const { category, subCategory, provider: owner } = await insertCatalogue(db());
      await insertSubscription(db(), { userId: owner.id });
      const session = await sessionCookie(db(), owner.id);
      const created = await addServiceWithStaged(session, category, subCategory, 2);
      const slug = created.json<{ result: { slug: string } }>().result.slug;
      const [service] = await db().select().from(services).where(eq(services.slug, slug));
      await putDraft(session, { service_id: service!.id, step: 1, data: { title: 'Editing' } });
      const newMain = await stageId(session, 'new-main.png');
      const extra = await stageId(session, 'extra.png');
      const oldMain = service!.mainImage;
      const res = await postServiceForm(
        session,
        `/api/update-service/${slug}`,
        category,
        subCategory,
        {
          'staged_image_ids[]': [String(extra)],
          staged_main_image_id: String(newMain),
        },
      );
      expect(res.statusCode, res.body).toBe(200);
      const pictures = await db()
        .select()
        .from(serviceImages)
        .where(eq(serviceImages.serviceId, service!.id))
        .orderBy(serviceImages.position);
      expect(pictures).toHaveLength(3);
      expect(pictures[0]!.isMain).toBe(true);
      const [after] = await db().select().from(services).where(eq(services.id, service!.id));
      expect(after!.mainImage).not.toBe(oldMain);
      expect(pictures[0]!.storageKey).toBe(after!.mainImage);
      expect(pictures.at(-1)!.isMain).toBe(false);
      expect((await getDraft(session, service!.id)).json()).toMatchObject({ draft: null });
    });

    it('the cleanup deletes only staged photos older than 30 days, rows and files', async () => {
      const { session } = await provider();
      const ids: number[] = [];
      for (const name of ['old.png', 'new.png']) {
        ids.push(
          (await stage(session, { bytes: png, filename: name })).json<{ image: { id: number } }>()
            .image.id,
        );
      }
      const [oldId, newId] = ids as [number, number];
      await db().execute(
        sql`update staged_images set created_at = now() - interval '31 days' where id = ${oldId}`,
      );
      await db().execute(
        sql`update staged_images set created_at = now() - interval '29 days' where id = ${newId}`,
      );
      const rows = await db().select().from(stagedImages);
      const old = rows.find((r) => r.id === oldId)!;
      const kept = rows.find((r) => r.id === newId)!;
      const result = await deleteOldStagedImages(t.app.deps, 30);
      expect(result?.deleted).toBeGreaterThanOrEqual(1);
      const left = await db().select({ id: stagedImages.id }).from(stagedImages);
      expect(left.map((r) => r.id)).toContain(newId);
      expect(left.map((r) => r.id)).not.toContain(oldId);
      expect(existsSync(file(old.variants.detail.key))).toBe(false);
      expect(existsSync(file(old.variants.card.key))).toBe(false);
      expect(existsSync(file(kept.variants.detail.key))).toBe(true);
    });
  });

  async function stageId(session: Session, name: string): Promise<number> {
    const res = await stage(session, { bytes: png, filename: name });
    return res.json<{ image: { id: number } }>().image.id;
  }

  async function addServiceWithStaged(
    session: Session,
    category: { id: number },
    sub: { id: number },
    n: number,
  ) {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) ids.push(await stageId(session, `p${i}.png`));
    return addService(session, category, sub, ids);
  }

  /** The service form's fields (a title of its own each time unless given). */
  const formFields = (category: { id: number }, sub: { id: number }, title: string) => ({
    category_id: String(category.id),
    subCategory_id: String(sub.id),
    'service_type[]': 'trade',
    title,
    description: 'Streak-free windows.',
    business_name: 'Clear View Ltd',
    aboutService: 'Insured',
    aboutService1: 'Eco products',
    city: 'Wellington',
    suburb: 'Karori',
    about: 'Since 2010.',
    contact_name: 'Mere',
    phone_number: '021 555 0101',
  });

  function postServiceForm(
    session: Session,
    url: string,
    category: { id: number },
    sub: { id: number },
    lists: Record<string, string[] | string>,
  ) {
    const body = serviceForm({
      ...formFields(category, sub, 'Window washing, edited'),
      ...lists,
    });
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...body.headers, ...session },
      payload: body.payload,
    });
  }

  function addService(
    session: Session,
    category: { id: number },
    sub: { id: number },
    stagedIds: number[],
  ) {
    return postServiceForm(session, '/api/add-service', category, sub, {
      title: `Window washing ${Math.random().toString(16).slice(2, 6)}`,
      'staged_image_ids[]': stagedIds.map(String),
    });
  }
});
