import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { serviceImages, services } from '../../db/schema/index.ts';
import {
  insertCatalogue,
  insertCategory,
  insertProvider,
  insertSubCategory,
  insertSubscription,
  insertUser,
  sessionCookie,
} from '#tests/factories/index.ts';
import { listFiles, pngBytes } from '#tests/helpers/http.ts';
import { serviceForm, type FormFile } from '#tests/helpers/service-form.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';

type File = FormFile;

describe.each(testDbKinds)('provider services API on %s', (kind) => {
  let png: Buffer;
  const t = useTestApp(kind);
  beforeAll(async () => {
    png = await pngBytes(800, 600);
  });
  const db = () => t.handle.db;

  /** A provider with an active subscription and a session, and a catalogue to list in. */
  async function subscribedProvider() {
    const { category, subCategory, provider } = await insertCatalogue(db());
    await insertSubscription(db(), { userId: provider.id });
    const session = await sessionCookie(db(), provider.id);
    return { category, subCategory, provider, session };
  }

  const fieldsFor = (
    category: { id: number },
    sub: { id: number },
    extra: Record<string, string | string[]> = {},
  ) => ({
    category_id: String(category.id),
    subCategory_id: String(sub.id),
    'service_type[]': ['residential', 'trade'],
    title: 'Heat pump installs',
    description: 'We install and service heat pumps across the city.',
    business_name: 'Warm Homes Ltd',
    aboutService: 'Licensed electricians',
    aboutService1: 'Five-year warranty',
    city: 'Wellington',
    suburb: 'Karori',
    about: 'A family business since 2004.',
    contact_name: 'Mere',
    phone_number: '021 555 0101',
    ...extra,
  });
  const images = (n = 2): [string, File][] => [
    ['main_service_image', { bytes: png, filename: 'main.png', type: 'image/png' }],
    ...Array.from({ length: n }, (_, i): [string, File] => [
      'service_image[]',
      { bytes: png, filename: `g${i}.png`, type: 'image/png' },
    ]),
  ];
  const add = (session: { cookie: string }, form: ReturnType<typeof serviceForm>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/add-service',
      headers: { ...form.headers, ...session },
      payload: form.payload,
    });
  const update = (
    session: { cookie: string },
    slug: string,
    form: ReturnType<typeof serviceForm>,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/update-service/${slug}`,
      headers: { ...form.headers, ...session },
      payload: form.payload,
    });

  describe('POST /api/add-service', () => {
    it('adds a pending service with its pictures re-encoded to WebP card and detail sizes', async () => {
      const { category, subCategory, provider, session } = await subscribedProvider();
      const res = await add(
        session,
        serviceForm(
          fieldsFor(category, subCategory, { city: 'wellington', suburb: 'KARORI' }),
          images(3),
        ),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: 1,
        success: true,
        message: 'Service has been added successfully',
        result: { slug: 'heat-pump-installs', status: 'pending' },
      });
      const [row] = await db()
        .select()
        .from(services)
        .where(eq(services.slug, 'heat-pump-installs'));
      expect(row).toMatchObject({
        addedById: provider.id,
        status: 'pending',
        city: 'Wellington',
        suburb: 'Karori',
        serviceTypes: ['residential', 'trade'],
        isListed: true,
      });
      const pictures = await db()
        .select()
        .from(serviceImages)
        .where(eq(serviceImages.serviceId, row!.id));
      expect(pictures).toHaveLength(4);
      expect(pictures.filter((p) => p.isMain)).toHaveLength(1);
      const detail = pictures[0]!.variants.detail;
      const meta = await sharp(`${t.config.uploadsDir}/${detail.key}`).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(pictures[0]!.variants.card).toMatchObject({ width: 480, height: 360 });
      // The small size is the whole picture, like the detail one (decision 103).
      const small = pictures[0]!.variants.small!;
      const smallMeta = await sharp(`${t.config.uploadsDir}/${small.key}`).metadata();
      expect(smallMeta).toMatchObject({ format: 'webp', width: small.width, height: small.height });
      expect(small.width).toBeLessThanOrEqual(640);
      expect(small.height).toBeLessThanOrEqual(480);
      expect(small.width / small.height).toBeCloseTo(detail.width / detail.height, 1);
      // Pending: not public, but the owner sees it.
      const anonymous = await t.app.inject({
        method: 'GET',
        url: '/api/service-detail?id=heat-pump-installs',
      });
      expect(anonymous.statusCode).toBe(404);
      const own = await t.app.inject({
        method: 'GET',
        url: '/api/service-detail?id=heat-pump-installs',
        headers: session,
      });
      expect(own.statusCode).toBe(200);
    });

    it("refuses without an active subscription with the spec's message, and stores nothing", async () => {
      const { category, subCategory, provider } = await insertCatalogue(db());
      const session = await sessionCookie(db(), provider.id);
      const before = await listFiles(t.config.uploadsDir);
      const res = await add(
        session,
        serviceForm(fieldsFor(category, subCategory, { title: 'No sub' }), images()),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        status: 0,
        message: 'Add subscription before adding service',
      });
      expect(
        await db().select().from(services).where(eq(services.addedById, provider.id)),
      ).toHaveLength(0);
      expect(await listFiles(t.config.uploadsDir)).toEqual(before);
    });

    it('refuses a customer, an anonymous visitor, and another user_id', async () => {
      const { category, subCategory, session } = await subscribedProvider();
      const customer = await insertUser(db());
      const form = serviceForm(fieldsFor(category, subCategory), images());
      expect((await add(await sessionCookie(db(), customer.id), form)).statusCode).toBe(403);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/add-service',
            headers: form.headers,
            payload: form.payload,
          })
        ).statusCode,
      ).toBe(401);
      const other = await insertProvider(db());
      const res = await add(
        session,
        serviceForm(
          fieldsFor(category, subCategory, { added_by_id: String(other.id), title: 'Mine' }),
          images(),
        ),
      );
      expect(res.statusCode).toBe(403);
      expect(
        await db().select().from(services).where(eq(services.addedById, other.id)),
      ).toHaveLength(0);
    });

    it("answers the spec's messages for missing fields", async () => {
      const { session } = await subscribedProvider();
      const res = await add(session, serviceForm({ title: '', 'service_type[]': [] }, []));
      expect(res.statusCode).toBe(400);
      const { errors } = res.json();
      expect(errors.category_id).toEqual(['Category is required']);
      expect(errors.subCategory_id).toEqual(['Sub Category is required']);
      expect(errors.service_type).toEqual(['Service Type is required']);
      expect(errors.title).toEqual(['Title is required']);
      expect(errors.aboutService).toEqual(['About service is required']);
      expect(errors.description).toEqual(['Description is required']);
      expect(errors.business_name).toEqual(['Business name is required']);
      expect(errors.about).toEqual(['About is required']);
      expect(errors.contact_name).toEqual(['Contact name is required']);
      expect(errors.phone_number).toEqual(['Phone number is required']);
    });

    it('checks the place, the catalogue, the description length and the pictures', async () => {
      const { category, subCategory, session } = await subscribedProvider();
      const otherCategory = await insertCategory(db());
      const elsewhere = await insertSubCategory(db(), otherCategory.id);
      const cases: [Record<string, string | string[]>, [string, File][], string][] = [
        [{ suburb: 'Ponsonby' }, images(), 'suburb is not a suburb of Wellington'],
        [
          { city: 'Dunedin' },
          images(),
          'City must be one of Auckland, Hamilton, Christchurch, Wellington',
        ],
        [
          { subCategory_id: String(elsewhere.id) },
          images(),
          'Sub Category does not belong to the Category',
        ],
        [
          { description: 'x'.repeat(1001) },
          images(),
          'Description must be at most 1000 characters',
        ],
        [{}, images(0), 'Images are required'],
        [{}, images(10), 'A service has at most 10 images'],
      ];
      for (const [extra, files, message] of cases) {
        const res = await add(
          session,
          serviceForm(
            fieldsFor(category, subCategory, { title: `Case ${message}`, ...extra }),
            files,
          ),
        );
        expect(res.statusCode, message).toBe(400);
        expect(res.json().message.toLowerCase()).toContain(message.toLowerCase());
      }
    });

    it('decides the image type by its bytes: bad files are refused and none is left behind', async () => {
      const { category, subCategory, session } = await subscribedProvider();
      const huge = await sharp({
        create: { width: 12_000, height: 9_000, channels: 3, background: '#fff' },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      );
      const before = await listFiles(t.config.uploadsDir);
      const bad: [File, number][] = [
        [{ bytes: Buffer.alloc(9 * 1024 * 1024, 1), filename: 'big.jpg', type: 'image/jpeg' }, 413],
        [{ bytes: svg, filename: 'x.svg', type: 'image/svg+xml' }, 415],
        [
          {
            bytes: Buffer.from('just some text, not a picture'),
            filename: 'text.jpg',
            type: 'image/jpeg',
          },
          415,
        ],
        [{ bytes: huge, filename: 'huge.png', type: 'image/png' }, 413],
      ];
      for (const [file, status] of bad) {
        const files: [string, File][] = [...images(1), ['service_image[]', file]];
        const res = await add(
          session,
          serviceForm(fieldsFor(category, subCategory, { title: `Bad ${file.filename}` }), files),
        );
        expect(res.statusCode, file.filename).toBe(status);
        expect(res.json()).toMatchObject({ status: 0, success: false });
      }
      expect(await listFiles(t.config.uploadsDir)).toEqual(before);
      // A real PNG named .jpg is fine: the bytes decide.
      const renamed: [string, File][] = [
        ['main_service_image', { bytes: png, filename: 'photo.jpg', type: 'image/jpeg' }],
        ['service_image[]', { bytes: png, filename: 'x.jpg', type: 'image/jpeg' }],
      ];
      expect(
        (
          await add(
            session,
            serviceForm(fieldsFor(category, subCategory, { title: 'Renamed' }), renamed),
          )
        ).statusCode,
      ).toBe(200);
    });
  });

  describe('POST /api/update-service/{slug}', () => {
    async function listed(status: 'pending' | 'approved' | 'rejected') {
      const owner = await subscribedProvider();
      const res = await add(
        owner.session,
        serviceForm(
          fieldsFor(owner.category, owner.subCategory, {
            title: `Listed ${status} ${Math.random()}`,
          }),
          images(2),
        ),
      );
      const slug = res.json().result.slug as string;
      await db()
        .update(services)
        .set({ status, rejectionReason: status === 'rejected' ? 'Blurry photos' : null })
        .where(eq(services.slug, slug));
      return { ...owner, slug };
    }

    it('shows the owner the rejection reason in their own list, never the public', async () => {
      const { provider, session, slug } = await listed('rejected');
      const own = await t.app.inject({
        method: 'GET',
        url: `/api/seller-services?id=${provider.id}`,
        headers: session,
      });
      const card = own.json().sellerServices.find((c: { slug: string }) => c.slug === slug);
      expect(card).toMatchObject({
        status: 'rejected',
        rejection_reason: 'Blurry photos',
        changed_since_approval: false,
      });
      const anonymous = await t.app.inject({
        method: 'GET',
        url: `/api/seller-services?id=${provider.id}`,
      });
      expect(JSON.stringify(anonymous.json())).not.toContain('Blurry photos');
    });

    it('sends a rejected service back to pending and keeps its slug', async () => {
      const { category, subCategory, session, slug } = await listed('rejected');
      const res = await update(
        session,
        slug,
        serviceForm(fieldsFor(category, subCategory, { title: 'A brand new title' })),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: 1,
        message: 'Service has been updated successfully',
        result: { slug, status: 'pending' },
      });
      const [row] = await db().select().from(services).where(eq(services.slug, slug));
      expect(row).toMatchObject({
        title: 'A brand new title',
        status: 'pending',
        rejectionReason: null,
        changedAt: null,
      });
    });

    it('keeps an approved service public as approved and queues the edit for review', async () => {
      const { category, subCategory, session, slug } = await listed('approved');
      const res = await update(
        session,
        slug,
        serviceForm(fieldsFor(category, subCategory, { title: 'Changed title' })),
      );
      expect(res.json().result.status).toBe('approved');
      const [row] = await db().select().from(services).where(eq(services.slug, slug));
      expect(row!.changedAt).toBeInstanceOf(Date);
      const publicPage = await t.app.inject({
        method: 'GET',
        url: `/api/service-detail?id=${slug}`,
      });
      // The edit waits for review (decision 106, service-revisions.test.ts).
      expect(publicPage.json().services.title).not.toBe('Changed title');
    });

    it("refuses another provider's service with 403 and changes nothing", async () => {
      const { category, subCategory, slug } = await listed('approved');
      const intruder = await subscribedProvider();
      const res = await update(
        intruder.session,
        slug,
        serviceForm(fieldsFor(category, subCategory, { title: 'Hijacked' })),
      );
      expect(res.statusCode).toBe(403);
      const [row] = await db().select().from(services).where(eq(services.slug, slug));
      expect(row!.title).not.toBe('Hijacked');
      expect(
        (
          await update(
            intruder.session,
            'no-such-service',
            serviceForm(fieldsFor(category, subCategory)),
          )
        ).statusCode,
      ).toBe(404);
    });

    it('replaces the main image (old files deleted), appends and reorders the gallery', async () => {
      const { category, subCategory, session, slug } = await listed('pending');
      const editable = async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/provider-services/${slug}`,
            headers: session,
          })
        ).json().service;
      const first = await editable();
      expect(first.images).toHaveLength(2);
      const [a, b] = first.images as { id: number }[];
      const oldMain = first.main_image.url as string;
      const files: [string, File][] = [
        ['main_service_image', { bytes: png, filename: 'new-main.png', type: 'image/png' }],
        ['service_image[]', { bytes: png, filename: 'third.png', type: 'image/png' }],
      ];
      const res = await update(
        session,
        slug,
        serviceForm(
          fieldsFor(category, subCategory, { 'image_order[]': [String(b!.id), String(a!.id)] }),
          files,
        ),
      );
      expect(res.statusCode, res.body).toBe(200);
      const after = await editable();
      expect(after.images.map((i: { id: number }) => i.id).slice(0, 2)).toEqual([b!.id, a!.id]);
      expect(after.images).toHaveLength(3);
      expect(after.main_image.url).not.toBe(oldMain);
      const oldKey = oldMain.slice(`${TEST_ORIGIN}/uploads/`.length);
      // Every size of the old picture is gone (card, small, detail).
      const oldBase = oldKey.replace(/-detail\.webp$/, '-');
      expect((await listFiles(t.config.uploadsDir)).filter((f) => f.includes(oldBase))).toEqual([]);
    });
  });

  describe('POST /api/delete-image and GET /api/provider-services/{slug}', () => {
    it("removes the owner's gallery image, keeps the last one, and refuses others", async () => {
      const owner = await subscribedProvider();
      const res = await add(
        owner.session,
        serviceForm(fieldsFor(owner.category, owner.subCategory, { title: 'Pictures' }), images(2)),
      );
      const slug = res.json().result.slug as string;
      const service = (
        await t.app.inject({
          method: 'GET',
          url: `/api/provider-services/${slug}`,
          headers: owner.session,
        })
      ).json().service;
      const [first, second] = service.images as { url: string }[];
      const del = (session: { cookie: string }, url: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/delete-image',
          headers: { ...session, origin: TEST_ORIGIN },
          payload: { url },
        });
      const intruder = await subscribedProvider();
      expect((await del(intruder.session, first!.url)).statusCode).toBe(403);
      expect((await del(owner.session, service.main_image.url)).statusCode).toBe(400);
      const ok = await del(owner.session, first!.url);
      expect(ok.json()).toEqual({ success: true, message: 'Image has been deleted' });
      const last = await del(owner.session, second!.url);
      expect(last.statusCode).toBe(400);
      expect(
        (await del(owner.session, `${TEST_ORIGIN}/uploads/services/nope-detail.webp`)).statusCode,
      ).toBe(404);
      const foreign = await t.app.inject({
        method: 'GET',
        url: `/api/provider-services/${slug}`,
        headers: intruder.session,
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({
        success: false,
        message: 'This service is not yours to edit',
      });
    });
  });

  it('keeps the cached public answers when nothing public changed', async () => {
    const { category, subCategory, session } = await subscribedProvider();
    const created = await add(
      session,
      serviceForm(fieldsFor(category, subCategory, { title: 'Old title' }), images()),
    );
    const slug = created.json().result.slug as string;
    await db().update(services).set({ status: 'approved' }).where(eq(services.slug, slug));
    const search = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/getSubCategoryServices',
        payload: { subCategory_id: subCategory.id },
      });
    expect((await search()).json().services[0].title).toBe('Old title');
    expect((await search()).headers['x-cache']).toBe('hit');
    await add(
      session,
      serviceForm(fieldsFor(category, subCategory, { title: 'Pending one' }), images()),
    );
    // A pending service changes no public list.
    expect((await search()).headers['x-cache']).toBe('hit');
    const res = await update(
      session,
      slug,
      serviceForm(fieldsFor(category, subCategory, { title: 'New title' })),
    );
    expect(res.statusCode).toBe(200);
    // An approved service's edit waits for review: no public answer changes (decision 106;
    // its approval is in service-revisions.test.ts).
    const held = await search();
    expect(held.headers['x-cache']).toBe('hit');
    expect(held.json().services[0].title).toBe('Old title');
  });
});
