import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { outboxEmails, serviceImages, serviceRevisions, services } from '../../db/schema/index.ts';
import {
  insertAdmin,
  insertCatalogue,
  insertReview,
  insertSubscription,
  insertUser,
  sessionCookie,
} from '#tests/factories/index.ts';
import { listFiles, pngBytes } from '#tests/helpers/http.ts';
import { serviceForm, type FormFile } from '#tests/helpers/service-form.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { useTestApp, type Session } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';

type Image = { id: number; url: string; card_url: string; is_main: boolean };

/** Edits of approved services held for review (issue 22 §2, decision 106). */
describe.each(testDbKinds)('service revisions on %s', (kind) => {
  let png: Buffer;
  let admin: Session;
  const t = useTestApp(kind);
  beforeAll(async () => {
    png = await pngBytes(800, 600);
    admin = (await insertAdmin(t.handle.db)).session;
  });
  const db = () => t.handle.db;
  const file = (name: string): FormFile => ({ bytes: png, filename: name, type: 'image/png' });
  const { call } = t;
  const keyOf = (url: string) => url.slice(`${TEST_ORIGIN}/uploads/`.length);
  /** The stored files of a picture (every rendition), by one of its URLs. */
  const filesOf = async (url: string) => {
    const base = keyOf(url).replace(/-(detail|card)\.webp$/, '-');
    return (await listFiles(t.config.uploadsDir)).filter((f) => f.includes(base));
  };

  /** An approved service of a subscribed provider (added through the API, approved by the admin). */
  async function approvedService(title: string) {
    const { category, subCategory, provider } = await insertCatalogue(db());
    await insertSubscription(db(), { userId: provider.id });
    const session = await sessionCookie(db(), provider.id);
    const fields = (extra: Record<string, string | string[]> = {}) => ({
      category_id: String(category.id),
      subCategory_id: String(subCategory.id),
      'service_type[]': ['residential'],
      title,
      description: 'Gutters cleared and flushed, downpipes checked.',
      business_name: 'Clear Gutters Ltd',
      aboutService: 'Fully insured',
      aboutService1: 'Photos before and after',
      city: 'Wellington',
      suburb: 'Karori',
      about: 'Local team since 2010.',
      contact_name: 'Hemi',
      phone_number: '021 555 0199',
      ...extra,
    });
    const form = serviceForm(fields(), [
      ['main_service_image', file('main.png')],
      ['service_image[]', file('a.png')],
      ['service_image[]', file('b.png')],
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/add-service',
      headers: { ...form.headers, ...session },
      payload: form.payload,
    });
    expect(added.statusCode, added.body).toBe(200);
    const { id, slug } = added.json().result as { id: number; slug: string };
    expect((await call('POST', `/api/admin/services/${id}/approve`, admin)).statusCode).toBe(200);
    const edit = (extra: Record<string, string | string[]>, files: [string, FormFile][] = []) => {
      const body = serviceForm(fields(extra), files);
      return t.app.inject({
        method: 'POST',
        url: `/api/update-service/${slug}`,
        headers: { ...body.headers, ...session },
        payload: body.payload,
      });
    };
    const editable = async (as: Session = session) =>
      (await call('GET', `/api/provider-services/${slug}`, as)).json().service as {
        title: string;
        rejection_reason: string | null;
        main_image: Image;
        images: Image[];
      };
    return { id, slug, provider, session, subCategory, edit, editable };
  }

  /** What anonymous visitors see of a service: detail, search, free text, lists, popular, sitemap. */
  async function publicViews(s: { slug: string; subCategory: { id: number } }, word: string) {
    const detail = await call('GET', `/api/service-detail?id=${s.slug}`, null);
    const search = await call('POST', '/api/getSubCategoryServices', null, {
      subCategory_id: s.subCategory.id,
    });
    const text = await call('POST', '/api/getSubCategoryServices', null, {
      subCategory_id: s.subCategory.id,
      city: 'Wellington',
      q: word,
    });
    const list = await call('GET', '/api/all-services?per_page=100', null);
    const popular = await call('POST', '/api/getPopularServicesAndCategories', null, { limit: 12 });
    const sitemap = await call('GET', '/sitemap.xml', null);
    const card = (body: { services: { slug: string; title: string }[] }) =>
      body.services.find((c) => c.slug === s.slug)?.title;
    return {
      detail: detail.json().services.title as string,
      search: card(search.json()),
      text: card(text.json()),
      list: card(list.json()),
      popular: (popular.json().popularServices as { slug: string; title: string }[]).find(
        (c) => c.slug === s.slug,
      )?.title,
      sitemap: sitemap.body,
    };
  }

  it('holds an edit for review: the public keeps the approved version until an admin approves it', async () => {
    const s = await approvedService('Kowhai gutter cleaning');
    const member = await insertUser(db());
    await insertReview(db(), { serviceId: s.id, userId: member.id });
    const before = await publicViews(s, 'Kowhai');
    expect(before).toMatchObject({
      detail: 'Kowhai gutter cleaning',
      search: 'Kowhai gutter cleaning',
      text: 'Kowhai gutter cleaning',
      list: 'Kowhai gutter cleaning',
      popular: 'Kowhai gutter cleaning',
    });
    const approved = await s.editable();
    const [removed, kept] = approved.images;
    const del = await call('POST', '/api/delete-image', s.session, { url: removed!.url });
    expect(del.json()).toEqual({ success: true, message: 'Image has been deleted' });
    const res = await s.edit({ title: 'Pohutukawa roof washing' }, [
      ['service_image[]', file('c.png')],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.status).toBe('approved');

    // The public sees the approved version, every cache included; the removed photo stays.
    const held = await publicViews(s, 'Kowhai');
    expect(held).toEqual(before);
    expect(await filesOf(removed!.url)).toHaveLength(3);
    expect(
      await db().select().from(serviceImages).where(eq(serviceImages.serviceId, s.id)),
    ).toHaveLength(3);

    // The owner sees what they submitted, and the list says it waits for review.
    const mine = await s.editable();
    expect(mine.title).toBe('Pohutukawa roof washing');
    expect(mine.images.map((i) => i.url)).not.toContain(removed!.url);
    expect(mine.images.map((i) => i.url)).toContain(kept!.url);
    expect(mine.images).toHaveLength(2);
    const own = await call('GET', `/api/seller-services?id=${s.provider.id}`, s.session);
    const card = own.json().sellerServices.find((c: { slug: string }) => c.slug === s.slug);
    expect(card).toMatchObject({ changed_since_approval: true, title: 'Kowhai gutter cleaning' });

    // The admin: in the queue, with the comparison.
    const queue = (await call('GET', '/api/admin/services?per_page=100', admin)).json();
    expect(queue.services.map((q: { id: number }) => q.id)).toContain(s.id);
    const view = await call('GET', `/api/admin/services/${s.id}/revision`, admin);
    expect(view.statusCode, view.body).toBe(200);
    const { before: was, after: now } = view.json();
    expect(was.title).toBe('Kowhai gutter cleaning');
    expect(now.title).toBe('Pohutukawa roof washing');
    expect(now.description).toBe(was.description);
    const urls = (side: { images: { url: string }[] }) => side.images.map((i) => i.url);
    expect(urls(was)).toContain(removed!.card_url);
    expect(urls(now)).not.toContain(removed!.card_url);
    const added = urls(now).filter((u) => !urls(was).includes(u));
    expect(added).toHaveLength(1);

    const approve = await call('POST', `/api/admin/services/${s.id}/approve`, admin);
    expect(approve.json()).toEqual({ success: true, message: 'Service approved' });
    const after = await publicViews(s, 'Pohutukawa');
    expect(after).toMatchObject({
      detail: 'Pohutukawa roof washing',
      search: 'Pohutukawa roof washing',
      text: 'Pohutukawa roof washing',
      list: 'Pohutukawa roof washing',
      popular: 'Pohutukawa roof washing',
    });
    expect(after.sitemap).toContain(`/SingleServicePage/${s.slug}<`);
    expect(await filesOf(removed!.url)).toEqual([]);
    const detail = (await call('GET', `/api/service-detail?id=${s.slug}`, null)).json();
    expect(JSON.stringify(detail)).toContain(keyOf(added[0]!).replace(/-card\.webp$/, ''));
    expect(
      await db().select().from(serviceRevisions).where(eq(serviceRevisions.serviceId, s.id)),
    ).toEqual([]);
    const mails = await db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, s.provider.email));
    expect(mails.map((m) => m.kind)).toContain('service_changes_approved');
    expect((await call('GET', `/api/admin/services/${s.id}/revision`, admin)).statusCode).toBe(404);
  });

  it('rejecting keeps the approved version, drops the new photos and emails the reason', async () => {
    const s = await approvedService('Totara deck oiling');
    const res = await s.edit({ title: 'Totara deck oiling and more' }, [
      ['service_image[]', file('new.png')],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const newPhoto = (await s.editable()).images.at(-1)!;
    expect(await filesOf(newPhoto.url)).toHaveLength(3);
    const reject = await call('POST', `/api/admin/services/${s.id}/reject`, admin, {
      reason: 'The new title promises work you do not list',
    });
    expect(reject.json()).toEqual({ success: true, message: 'Service rejected' });
    expect(
      (await call('GET', `/api/service-detail?id=${s.slug}`, null)).json().services.title,
    ).toBe('Totara deck oiling');
    const [row] = await db().select().from(services).where(eq(services.id, s.id));
    expect(row).toMatchObject({ status: 'approved', changedAt: null });
    expect(await filesOf(newPhoto.url)).toEqual([]);
    const [mail] = await db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'service_changes_rejected'));
    expect(mail!.to).toBe(s.provider.email);
    expect(mail!.text).toContain('The new title promises work you do not list');
    const own = await call('GET', `/api/seller-services?id=${s.provider.id}`, s.session);
    expect(
      own.json().sellerServices.find((c: { slug: string }) => c.slug === s.slug),
    ).toMatchObject({
      status: 'approved',
      changed_since_approval: false,
      revision_rejection_reason: 'The new title promises work you do not list',
    });
    const editable = await s.editable();
    expect(editable).toMatchObject({
      title: 'Totara deck oiling',
      rejection_reason: 'The new title promises work you do not list',
    });
    expect((await call('GET', `/api/admin/services/${s.id}/revision`, admin)).statusCode).toBe(404);
  });

  it('a second edit before review replaces the first and deletes the photos it dropped', async () => {
    const s = await approvedService('Rimu floor sanding');
    await s.edit({ title: 'First edit' }, [['main_service_image', file('m1.png')]]);
    const firstMain = (await s.editable()).main_image;
    expect(await filesOf(firstMain.url)).toHaveLength(3);
    const second = await s.edit({ title: 'Second edit' }, [['main_service_image', file('m2.png')]]);
    expect(second.statusCode, second.body).toBe(200);
    expect(await filesOf(firstMain.url)).toEqual([]);
    const rows = await db()
      .select()
      .from(serviceRevisions)
      .where(eq(serviceRevisions.serviceId, s.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fields.title).toBe('Second edit');
    const view = (await call('GET', `/api/admin/services/${s.id}/revision`, admin)).json();
    expect(view.after.title).toBe('Second edit');
    expect(view.after.images[0].url).not.toBe(view.before.images[0].url);
    // The kept pictures can be reordered by the ids the edit form shows.
    const [a, b] = (await s.editable()).images;
    const reordered = await s.edit({ 'image_order[]': [String(b!.id), String(a!.id)] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await s.editable()).images.map((i) => i.id)).toEqual([b!.id, a!.id]);
    expect((await s.edit({ 'image_order[]': ['999999'] })).statusCode).toBe(400);
  });

  it('another provider can neither see, change nor approve the edit', async () => {
    const s = await approvedService('Harakeke weaving classes');
    await s.edit({ title: 'Harakeke weaving workshops' }, [['service_image[]', file('x.png')]]);
    const newPhoto = (await s.editable()).images.at(-1)!;
    const intruder = await approvedService('Intruder service');
    expect(
      (await call('GET', `/api/provider-services/${s.slug}`, intruder.session)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/delete-image', intruder.session, { url: newPhoto.url })).statusCode,
    ).toBe(403);
    for (const url of [`/api/admin/services/${s.id}/revision`]) {
      expect((await call('GET', url, intruder.session)).statusCode).toBe(403);
      expect((await call('GET', url, null)).statusCode).toBe(401);
    }
    expect(
      (await call('POST', `/api/admin/services/${s.id}/approve`, intruder.session)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/service-detail?id=${s.slug}`, null)).json().services.title,
    ).toBe('Harakeke weaving classes');
    expect(await filesOf(newPhoto.url)).toHaveLength(3);
    expect(
      (await call('GET', `/api/admin/services/${intruder.id}/revision`, admin)).statusCode,
    ).toBe(404);
  });

  it('answers a malformed service id with a 400 and no service with a 404', async () => {
    for (const id of ['abc', '0', '99999999999', '1.5']) {
      const res = await call('GET', `/api/admin/services/${id}/revision`, admin);
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
    const none = await call('GET', '/api/admin/services/2147483000/revision', admin);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ success: false, message: 'No changes waiting for review' });
  });

  it('unpublishing drops the pending edit and its new photos', async () => {
    const s = await approvedService('Kauri furniture restoration');
    await s.edit({ title: 'Kauri furniture repairs' }, [['service_image[]', file('k.png')]]);
    const newPhoto = (await s.editable()).images.at(-1)!;
    const res = await call('POST', `/api/admin/services/${s.id}/unpublish`, admin, {
      reason: 'Listed twice',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await db().select().from(serviceRevisions).where(eq(serviceRevisions.serviceId, s.id)),
    ).toEqual([]);
    expect(await filesOf(newPhoto.url)).toEqual([]);
    const [row] = await db().select().from(services).where(eq(services.id, s.id));
    expect(row).toMatchObject({ status: 'rejected', title: 'Kauri furniture restoration' });
  });

  it('an edit of a pending service applies at once, as before, with no revision', async () => {
    const s = await approvedService('Manuka honey delivery');
    await db().update(services).set({ status: 'pending' }).where(eq(services.id, s.id));
    const res = await s.edit({ title: 'Manuka honey home delivery' });
    expect(res.json().result.status).toBe('pending');
    const [row] = await db().select().from(services).where(eq(services.id, s.id));
    expect(row!.title).toBe('Manuka honey home delivery');
    expect(
      await db().select().from(serviceRevisions).where(eq(serviceRevisions.serviceId, s.id)),
    ).toEqual([]);
  });

  it('photos staged when picked join the held edit, not the public service, until approval', async () => {
    const s = await approvedService('Totara deck oiling');
    const stageBody = serviceForm({ count: '3' }, [['image', file('staged.png')]]);
    const staged = await t.app.inject({
      method: 'POST',
      url: '/api/staged-images',
      headers: { ...stageBody.headers, ...s.session },
      payload: stageBody.payload,
    });
    expect(staged.statusCode, staged.body).toBe(200);
    const stagedId = staged.json<{ image: { id: number } }>().image.id;
    const res = await s.edit({
      title: 'Totara deck oiling and sanding',
      'staged_image_ids[]': [String(stagedId)],
    });
    expect(res.statusCode, res.body).toBe(200);
    // Held: the service keeps its three pictures; the revision has the staged one as a new photo.
    expect(
      await db().select().from(serviceImages).where(eq(serviceImages.serviceId, s.id)),
    ).toHaveLength(3);
    const [revision] = await db()
      .select()
      .from(serviceRevisions)
      .where(eq(serviceRevisions.serviceId, s.id));
    expect(revision!.images).toHaveLength(4);
    expect(revision!.images.filter((i) => i.imageId === undefined)).toHaveLength(1);
    expect((await s.editable()).images).toHaveLength(3);
    const approve = await call('POST', `/api/admin/services/${s.id}/approve`, admin);
    expect(approve.statusCode).toBe(200);
    expect(
      await db().select().from(serviceImages).where(eq(serviceImages.serviceId, s.id)),
    ).toHaveLength(4);
    const detail = (await call('GET', `/api/service-detail?id=${s.slug}`, null)).json();
    expect(detail.services.title).toBe('Totara deck oiling and sanding');
  });
});
