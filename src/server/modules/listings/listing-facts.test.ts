import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { services } from '../../db/schema/index.ts';
import {
  insertAdmin,
  insertCatalogue,
  insertSubscription,
  sessionCookie,
} from '#tests/factories/index.ts';
import { pngBytes } from '#tests/helpers/http.ts';
import { serviceForm, type FormFile } from '#tests/helpers/service-form.ts';
import { useTestApp, type Session } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';

/** Service areas and stated prices in add-service and update-service (issue 24 §1, §1b, §7). */
describe.each(testDbKinds)('service areas and prices in the service form on %s', (kind) => {
  let png: Buffer;
  let admin: Session;
  const t = useTestApp(kind);
  beforeAll(async () => {
    png = await pngBytes(400, 300);
    admin = (await insertAdmin(t.handle.db)).session;
  });
  const db = () => t.handle.db;
  const file = (name: string): FormFile => ({ bytes: png, filename: name, type: 'image/png' });
  const pictures = (): [string, FormFile][] => [
    ['main_service_image', file('main.png')],
    ['service_image[]', file('a.png')],
  ];
  const { call } = t;

  async function provider() {
    const { category, subCategory, provider: user } = await insertCatalogue(db());
    await insertSubscription(db(), { userId: user.id });
    const session = await sessionCookie(db(), user.id);
    const fields = (extra: Record<string, string | string[]> = {}) => ({
      category_id: String(category.id),
      subCategory_id: String(subCategory.id),
      'service_type[]': ['residential'],
      title: 'Riccarton plumbing',
      description: 'Leaks, hot water cylinders and blocked drains fixed.',
      business_name: 'Tūī Plumbing & Gas',
      aboutService: 'Certifying plumbers',
      aboutService1: 'Same-day call-outs',
      city: 'Christchurch',
      suburb: 'Riccarton',
      about: 'Local since 1998.',
      contact_name: 'Aroha',
      phone_number: '021 555 0142',
      ...extra,
    });
    const post = (url: string, extra: Record<string, string | string[]>, files = pictures()) => {
      const form = serviceForm(fields(extra), files);
      return t.app.inject({
        method: 'POST',
        url,
        headers: { ...form.headers, ...session },
        payload: form.payload,
      });
    };
    return { user, session, subCategory, post };
  }
  const rowOf = async (slug: string) =>
    (await db().select().from(services).where(eq(services.slug, slug)))[0]!;

  it('stores the areas in their canonical spelling and the price, and answers them', async () => {
    const p = await provider();
    const res = await p.post('/api/add-service', {
      'service_areas[]': ['christchurch/addington', 'WELLINGTON', 'Christchurch/Riccarton'],
      price_type: 'hourly',
      price_cents: '8500',
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await rowOf(res.json().result.slug);
    // Its own suburb is always covered: not stored as an area.
    expect(row.serviceAreas).toEqual(['Christchurch/Addington', 'Wellington']);
    expect(row.coverage).toEqual(
      expect.arrayContaining(['Christchurch/Addington', 'Wellington', 'Wellington/*']),
    );
    expect(row).toMatchObject({ priceType: 'hourly', priceCents: 8500 });
    const view = await call('GET', `/api/provider-services/${row.slug}`, p.session);
    expect(view.json().service).toMatchObject({
      service_areas: [
        { city: 'Wellington', suburb: null },
        { city: 'Christchurch', suburb: 'Addington' },
      ],
      price_type: 'hourly',
      price_cents: 8500,
    });
  });

  it('defaults to the whole city of the listed suburb, with no price stated', async () => {
    const p = await provider();
    const res = await p.post('/api/add-service', {});
    expect(res.statusCode, res.body).toBe(200);
    const row = await rowOf(res.json().result.slug);
    expect(row).toMatchObject({
      serviceAreas: ['Christchurch'],
      priceType: null,
      priceCents: null,
    });
    // The example: a Riccarton service covering all of Christchurch serves Addington
    // (the coverage keys a suburb search matches), and nothing in Wellington.
    expect(row.coverage).toEqual(['Christchurch', 'Christchurch/*', 'Christchurch/Riccarton']);
    await call('POST', `/api/admin/services/${row.id}/approve`, admin);
    const list = await call('POST', '/api/getSubCategoryServices', null, {
      subCategory_id: p.subCategory.id,
    });
    expect(list.json().services[0]).toMatchObject({
      slug: row.slug,
      service_areas: [{ city: 'Christchurch', suburb: null }],
      price_type: null,
      price_cents: null,
      taking_new_work: true,
      back_on: null,
    });
  });

  it('refuses an unknown area, too many areas and broken price rules, changing nothing', async () => {
    const p = await provider();
    const before = await db().select().from(services);
    const cases: [Record<string, string | string[]>, string, string][] = [
      [{ 'service_areas[]': ['Christchurch/Atlantis'] }, 'service_areas', 'Atlantis'],
      [{ 'service_areas[]': ['Dunedin'] }, 'service_areas', 'Dunedin'],
      [
        { 'service_areas[]': Array.from({ length: 41 }, () => 'Wellington') },
        'service_areas',
        'at most 40',
      ],
      [{ price_type: 'from' }, 'price_cents', 'is required'],
      [{ price_type: 'quote', price_cents: '100' }, 'price_cents', 'Quote on request'],
      [{ price_cents: '100' }, 'price_cents', 'price type'],
      [{ price_type: 'cheap', price_cents: '100' }, 'price_type', 'must be one of'],
      [{ price_type: 'fixed', price_cents: '0' }, 'price_cents', 'at least'],
      [{ price_type: 'fixed', price_cents: '12.5' }, 'price_cents', 'whole cents'],
      [{ price_type: 'fixed', price_cents: '100000001' }, 'price_cents', 'at most'],
    ];
    for (const [extra, field, words] of cases) {
      const res = await p.post('/api/add-service', extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      const errors = res.json().errors as Record<string, string[]>;
      expect(errors[field]?.join(' '), res.body).toContain(words);
    }
    expect(await db().select().from(services)).toHaveLength(before.length);
    const quote = await p.post('/api/add-service', { price_type: 'quote' });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(await rowOf(quote.json().result.slug)).toMatchObject({
      priceType: 'quote',
      priceCents: null,
    });
  });

  it("an approved service's edit carries areas and price to review; approving applies them", async () => {
    const p = await provider();
    const added = await p.post('/api/add-service', { price_type: 'from', price_cents: '12000' });
    const { id, slug } = added.json().result as { id: number; slug: string };
    await call('POST', `/api/admin/services/${id}/approve`, admin);
    const edit = await p.post(
      `/api/update-service/${slug}`,
      {
        'service_areas[]': ['Christchurch/Sumner', 'Hamilton'],
        price_type: 'fixed',
        price_cents: '45000',
      },
      [],
    );
    expect(edit.statusCode, edit.body).toBe(200);
    // The public keeps the approved facts until review.
    expect(await rowOf(slug)).toMatchObject({
      serviceAreas: ['Christchurch'],
      priceType: 'from',
      priceCents: 12000,
    });
    const mine = (await call('GET', `/api/provider-services/${slug}`, p.session)).json().service;
    expect(mine).toMatchObject({
      service_areas: [
        { city: 'Hamilton', suburb: null },
        { city: 'Christchurch', suburb: 'Sumner' },
      ],
      price_type: 'fixed',
      price_cents: 45000,
    });
    const diff = (await call('GET', `/api/admin/services/${id}/revision`, admin)).json();
    expect(diff.before).toMatchObject({
      service_areas: ['All of Christchurch'],
      price: 'From $120',
    });
    expect(diff.after).toMatchObject({
      service_areas: ['All of Hamilton', 'Sumner, Christchurch'],
      price: '$450 fixed',
    });
    await call('POST', `/api/admin/services/${id}/approve`, admin);
    expect(await rowOf(slug)).toMatchObject({
      serviceAreas: ['Christchurch/Sumner', 'Hamilton'],
      priceType: 'fixed',
      priceCents: 45000,
    });
    const detail = (await call('GET', `/api/service-detail?id=${slug}`, null)).json();
    expect(JSON.stringify(detail)).toContain('"price_cents":45000');
  });

  it('an edit of a pending service applies the areas and price at once', async () => {
    const p = await provider();
    const added = await p.post('/api/add-service', { price_type: 'quote' });
    const slug = added.json().result.slug as string;
    const edit = await p.post(
      `/api/update-service/${slug}`,
      { 'service_areas[]': 'Wellington' },
      [],
    );
    expect(edit.statusCode, edit.body).toBe(200);
    // No price sent: the edit removes it.
    expect(await rowOf(slug)).toMatchObject({
      serviceAreas: ['Wellington'],
      priceType: null,
      priceCents: null,
    });
  });

  it('a form draft keeps the areas and price as typed', async () => {
    const p = await provider();
    const data = {
      title: 'Half done',
      service_areas: ['Christchurch', 'Wellington/Karori'],
      price_type: 'from',
      price_dollars: '120',
    };
    const put = await call('PUT', '/api/service-draft', p.session, { step: 2, data });
    expect(put.statusCode, put.body).toBe(200);
    const got = (await call('GET', '/api/service-draft', p.session)).json();
    expect(got.draft).toMatchObject({ step: 2, data });
  });
});
