import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';

import { CITIES, findSuburb } from '#shared/locations.ts';
import { postingsDrift } from '#tests/helpers/search-postings.ts';
import { openTestPglite, openTestPostgres, TEST_DATABASE_URL } from '#tests/helpers/test-db.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { slugify } from '../../lib/slug.ts';
import {
  createLocalStorage,
  imageVariantKey,
  type Storage,
} from '../../platform/storage/storage.ts';
import type { Db, DbHandle } from '../client.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { buildDemoPlan } from './demo-plan.ts';
import { seedBulk } from './seed-bulk.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

async function query<T>(db: Db, text: string): Promise<T[]> {
  const result: unknown = await db.execute(sql.raw(text));
  return (result as { rows: T[] }).rows;
}

async function count(db: Db, text: string): Promise<number> {
  const [row] = await query<{ n: number }>(db, `select count(*)::int n from (${text}) x`);
  return row!.n;
}

const TABLES = [
  'users',
  'categories',
  'sub_categories',
  'services',
  'service_images',
  'enquiries',
  'reviews',
  'watchlist',
  'subscriptions',
  'payments',
  'ads',
  'conversations',
  'conversation_messages',
];

async function tableCounts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) out[table] = await count(db, `select 1 from ${table}`);
  return out;
}

/** Every service's suburb belongs to its city; postcodes come from the city's list. */
async function expectValidPlaces(db: Db) {
  const rows = await query<{ city: string; suburb: string; postal_code: string | null }>(
    db,
    'select distinct city, suburb, postal_code from services',
  );
  for (const row of rows) {
    expect(findSuburb(row.city, row.suburb), `${row.suburb} in ${row.city}`).toBe(row.suburb);
    const city = CITIES.find((c) => c.name === row.city)!;
    if (city.postal_codes.length === 0) expect(row.postal_code).toBeNull();
    else expect(city.postal_codes).toContain(row.postal_code);
  }
}

/** Ratings equal the visible reviews; every review follows an enquiry; none on own service. */
async function expectConsistentReviews(db: Db) {
  expect(
    await count(
      db,
      `select 1 from services s
         left join (select service_id, count(*) c, sum(rating) s from reviews
                     where not is_hidden group by service_id) x on x.service_id = s.id
        where s.rating_count <> coalesce(x.c, 0) or s.rating_sum <> coalesce(x.s, 0)`,
    ),
  ).toBe(0);
  expect(
    await count(
      db,
      `select 1 from reviews r where not exists (
         select 1 from enquiries e where e.user_id = r.user_id and e.service_id = r.service_id)`,
    ),
  ).toBe(0);
  expect(
    await count(
      db,
      'select 1 from reviews r join services s on s.id = r.service_id where s.added_by_id = r.user_id',
    ),
  ).toBe(0);
  expect(
    await count(
      db,
      `select 1 from enquiries e join services s on s.id = e.service_id
        where e.provider_id <> s.added_by_id or e.user_id = s.added_by_id`,
    ),
  ).toBe(0);
}

describe('demo seed (PGlite)', () => {
  let handle: DbHandle;
  let db: Db;
  let dir: string;
  let storage: Storage;
  let counts: Record<string, number> | null;

  beforeAll(async () => {
    handle = await openTestPglite();
    db = handle.db;
    dir = mkdtempSync(join(tmpdir(), 'ks-seed-'));
    storage = createLocalStorage(dir, 'http://localhost:3000');
    counts = await seedDemoIfEmpty(db, storage);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('returns the counts of what it inserted', () => {
    expect(counts).not.toBeNull();
    expect(counts!.services).toBeGreaterThan(0);
    expect(counts!.ms).toBeGreaterThan(0);
  });

  it("has the demo customer's open, quoted, hired and completed jobs and a verified-hire review (issue 26)", async () => {
    expect(counts!.jobs).toBe(4);
    const [stats] = await query<Record<string, number>>(
      db,
      `select
         (select count(*) from jobs where state = 'open')::int as open,
         (select count(distinct job_id) from job_quotes q join jobs j on j.id = q.job_id
            where j.state = 'open')::int as quoted,
         (select count(*) from jobs where state = 'hired')::int as hired,
         (select count(*) from jobs where state = 'completed')::int as completed,
         (select count(*) from reviews where job_id is not null)::int as verified,
         (select count(*) from jobs j where j.state in ('hired', 'completed') and not exists (
            select 1 from job_quotes q where q.job_id = j.id and q.state = 'accepted'
              and q.service_id = j.hired_service_id))::int as unhired`,
    );
    expect(stats).toMatchObject({
      open: 2,
      quoted: 1,
      hired: 1,
      completed: 1,
      verified: 1,
      unhired: 0,
    });
  });

  it('opens realistic conversations: photos, shared contacts, replies, consistent list columns (issue 25)', async () => {
    expect(counts!.conversations).toBeGreaterThan(0);
    const demo = DEMO_ACCOUNTS.filter((a) => a.key !== 'admin').map((a) => `'${a.email}'`);
    const [stats] = await query<Record<string, number>>(
      db,
      `select
         (select count(*) from conversations c join users u on u.id in (c.member_id, c.provider_id)
            where u.email in (${demo.join(', ')}))::int as demo,
         (select count(*) from conversation_messages where jsonb_array_length(attachments) > 0)::int as photos,
         (select count(*) from conversations where contact_shared_at is not null)::int as shared,
         (select count(*) from conversations where first_reply_at is not null)::int as replied,
         (select count(*) from users where reply_time_minutes is not null)::int as timed,
         (select count(*) from conversations c where c.last_message_id <> (
            select max(id) from conversation_messages m where m.conversation_id = c.id))::int as stale,
         (select count(*) from conversations c where c.provider_unread + c.member_unread <> (
            select count(*) from conversation_messages m
            where m.conversation_id = c.id and m.read_at is null))::int as miscounted`,
    );
    expect(stats).toMatchObject({ stale: 0, miscounted: 0 });
    for (const key of ['demo', 'photos', 'shared', 'replied', 'timed']) {
      expect(stats![key], key).toBeGreaterThan(0);
    }
  });

  it('leaves the free-text postings equal to the public services (decision 085)', async () => {
    const drift = await postingsDrift(db);
    expect(drift).toMatchObject({ missing: 0, extra: 0 });
    expect(drift.rows).toBeGreaterThan(1000);
  });

  it('creates the NZ catalogue with stable slugs', async () => {
    const categories = await query<{ name: string; slug: string }>(
      db,
      'select name, slug from categories',
    );
    const subs = await query<{ name: string; slug: string }>(
      db,
      'select name, slug from sub_categories',
    );
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(subs.length).toBeGreaterThanOrEqual(40);
    for (const row of [...categories, ...subs]) expect(row.slug).toBe(slugify(row.name));
    expect(categories.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'Building & Construction',
        'Plumbing & Gas',
        'Electrical',
        'Cleaning',
      ]),
    );
    // Every sub category has approved services.
    expect(
      await count(
        db,
        `select 1 from sub_categories sc where not exists (
           select 1 from services s where s.sub_category_id = sc.id and s.status = 'approved')`,
      ),
    ).toBe(0);
  });

  it('creates providers, customers and services in every status, type and city', async () => {
    expect(await count(db, 'select 1 from users where role_id = 2')).toBeGreaterThanOrEqual(60);
    expect(await count(db, 'select 1 from users where role_id = 3')).toBeGreaterThanOrEqual(60);
    expect(
      await count(db, "select 1 from services where status = 'approved'"),
    ).toBeGreaterThanOrEqual(300);
    expect(await count(db, "select 1 from services where status = 'pending'")).toBeGreaterThan(0);
    expect(
      await count(
        db,
        "select 1 from services where status = 'rejected' and length(rejection_reason) > 10",
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        db,
        "select 1 from services where status = 'rejected' and rejection_reason is null",
      ),
    ).toBe(0);
    const types = await query<{ t: string }>(
      db,
      "select distinct unnest(service_types) t from services where status = 'approved' order by 1",
    );
    expect(types.map((r) => r.t)).toEqual(['commercial', 'residential', 'trade']);
    const cities = await query<{ city: string }>(
      db,
      "select distinct city from services where status = 'approved' order by 1",
    );
    expect(cities.map((r) => r.city)).toEqual([
      'Auckland',
      'Christchurch',
      'Hamilton',
      'Wellington',
    ]);
    // Each service's business details are its provider's.
    expect(
      await count(
        db,
        `select 1 from services s join users u on u.id = s.added_by_id
          where u.role_id = 1 or s.business_name <> u.business_name or s.phone_number <> u.phone_number`,
      ),
    ).toBe(0);
    // Unique, readable identifiers.
    expect(await count(db, "select 1 from users where username !~ '^[a-z0-9.]+$'")).toBe(0);
    expect(await count(db, "select 1 from services where slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$'")).toBe(
      0,
    );
  });

  it('keeps every suburb in its city', async () => {
    await expectValidPlaces(db);
  });

  it('keeps ratings equal to the reviews, each review after an enquiry', async () => {
    expect(await count(db, 'select 1 from reviews')).toBeGreaterThan(100);
    expect(await count(db, 'select 1 from enquiries')).toBeGreaterThan(100);
    expect(await count(db, "select 1 from enquiries where type = 'call'")).toBeGreaterThan(0);
    expect(await count(db, 'select 1 from watchlist')).toBeGreaterThan(0);
    expect(await count(db, 'select 1 from reviews where is_hidden')).toBeGreaterThan(0);
    await expectConsistentReviews(db);
    // Ratings lean positive.
    const [avg] = await query<{ a: number }>(db, 'select avg(rating)::float a from reviews');
    expect(avg!.a).toBeGreaterThan(3.5);
  });

  it('gives the three demo accounts their documented passwords and roles', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await query<{ role_id: number; password_hash: string; is_verified: boolean }>(
        db,
        `select role_id, password_hash, is_verified from users where email = '${account.email}'`,
      );
      expect(user, account.email).toBeDefined();
      expect(user!.role_id).toBe(account.roleId);
      expect(user!.is_verified).toBe(true);
      expect(await verifyPassword(user!.password_hash, account.password)).toBe(true);
    }
    expect(await count(db, 'select 1 from users where password_hash is not null')).toBe(3);
    expect(await count(db, 'select 1 from users where not is_verified')).toBe(0);
  });

  it('gives the demo provider an active subscription, services and enquiries', async () => {
    const [provider] = await query<{ id: number; business_name: string }>(
      db,
      "select id, business_name from users where email = 'provider@kiwiservices.co.nz'",
    );
    expect(provider!.business_name).toBe('Harbour City Plumbing');
    const subs = await query<{
      status: string;
      provider: string;
      external_id: string;
      amount_cents: number;
      auto_renew: boolean;
      current_period_end: Date;
    }>(db, `select * from subscriptions where user_id = ${provider!.id} and status = 'active'`);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      provider: 'local',
      external_id: 'sub_local_demo',
      amount_cents: 3000,
      auto_renew: true,
    });
    expect(new Date(subs[0]!.current_period_end).getTime()).toBeGreaterThan(
      Date.now() + 29 * 86_400_000,
    );
    expect(
      await count(
        db,
        `select 1 from payments p join subscriptions s on s.id = p.subscription_id
          where p.user_id = ${provider!.id} and p.status = 'succeeded'
            and p.period_start = s.current_period_start and p.period_end = s.current_period_end`,
      ),
    ).toBe(1);
    expect(
      await count(
        db,
        `select 1 from services where added_by_id = ${provider!.id} and status = 'approved'`,
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await count(db, `select 1 from enquiries where provider_id = ${provider!.id}`),
    ).toBeGreaterThan(3);

    const [customer] = await query<{ id: number }>(
      db,
      "select id from users where email = 'customer@kiwiservices.co.nz'",
    );
    expect(
      await count(db, `select 1 from watchlist where user_id = ${customer!.id}`),
    ).toBeGreaterThan(0);
    expect(
      await count(db, `select 1 from enquiries where user_id = ${customer!.id}`),
    ).toBeGreaterThan(0);
  });

  it("gives the demo provider checked LBP and NZBN badges, and queues another provider's LBP (issue 27 §3)", async () => {
    const [provider] = await query<{ id: number; badges: { kind: string; label: string }[] }>(
      db,
      "select id, badges from users where email = 'provider@kiwiservices.co.nz'",
    );
    expect(provider!.badges.map((b) => b.label)).toEqual(['LBP: Carpentry', 'NZBN 9429041535257']);
    expect(
      await count(
        db,
        `select 1 from services where added_by_id = ${provider!.id} and not provider_licensed`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        `select 1 from provider_credentials where provider_id = ${provider!.id} and state = 'approved'`,
      ),
    ).toBe(2);
    expect(
      await count(
        db,
        `select 1 from provider_credentials where provider_id <> ${provider!.id} and state = 'pending' and kind = 'lbp'`,
      ),
    ).toBe(1);
  });

  it('stores the images: one main and 1 to 3 gallery pictures per service, logos and ads', async () => {
    expect(
      await count(
        db,
        `select 1 from services s where s.main_image is distinct from
           (select storage_key from service_images i where i.service_id = s.id and i.is_main)`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        `select 1 from services s where (select count(*) from service_images i
           where i.service_id = s.id and not i.is_main) not between 1 and 3`,
      ),
    ).toBe(0);
    const images = await query<{
      storage_key: string;
      variants: { card: { key: string; width: number }; small: { key: string; width: number } };
    }>(db, 'select storage_key, variants from service_images');
    for (const image of images) {
      expect(image.variants.card.key).toBe(imageVariantKey(image.storage_key, 'card'));
      expect(image.variants.card.width).toBe(480);
      expect(image.variants.small.key).toBe(imageVariantKey(image.storage_key, 'small'));
      expect(image.variants.small.width).toBe(640);
      for (const name of ['card', 'small', 'detail'] as const) {
        expect(existsSync(join(dir, imageVariantKey(image.storage_key, name)))).toBe(true);
      }
    }
    const logos = await query<{ logo: string }>(db, 'select logo from users where role_id = 2');
    for (const { logo } of logos) expect(existsSync(join(dir, logo))).toBe(true);

    const ads = await query<{ slot: string; position: number; image: string }>(
      db,
      'select slot, position, image from ads where is_active order by slot, position',
    );
    expect(ads.map((a) => [a.slot, a.position])).toEqual([
      ['home', 1],
      ['home', 2],
      ['sidebar', 1],
    ]);
    for (const ad of ads) {
      expect(ad.image).toMatch(/^[a-z0-9][a-z0-9/_-]*\.webp$/);
      expect(existsSync(join(dir, ad.image))).toBe(true);
    }
  });

  it('skips a second time and changes nothing', async () => {
    const before = await tableCounts(db);
    expect(await seedDemoIfEmpty(db, storage)).toBeNull();
    expect(await tableCounts(db)).toEqual(before);
  });

  it('makes the same services on a fresh database', async () => {
    const other = await openTestPglite();
    try {
      await seedDemoIfEmpty(other.db, storage);
      const sql = 'select title, slug, city, suburb from services order by id';
      expect(await query(other.db, sql)).toEqual(await query(db, sql));
    } finally {
      await other.close();
    }
    // The plan itself does not depend on the clock.
    const titles = (plan: ReturnType<typeof buildDemoPlan>) => plan.services.map((s) => s.slug);
    expect(titles(buildDemoPlan(new Date('2030-01-01')))).toEqual(titles(buildDemoPlan()));
  }, 120_000);

  it('adds a consistent bulk data set on top', async () => {
    const before = await tableCounts(db);
    const bulk = await seedBulk(db, storage, { services: 400, providers: 25, reviews: 3000 });
    expect(bulk).toMatchObject({ services: 400, providers: 25, reviews: 3000, customers: 150 });
    const after = await tableCounts(db);
    expect(after.services! - before.services!).toBe(400);
    expect(after.reviews! - before.reviews!).toBe(3000);
    expect(after.enquiries! - before.enquiries!).toBe(3000);
    expect(after.users! - before.users!).toBe(175);
    expect(
      await count(db, "select 1 from services where slug like '%-b%' and status = 'approved'"),
    ).toBeGreaterThan(350);
    await expectValidPlaces(db);
    await expectConsistentReviews(db);
    // Loaded with triggers off (session_replication_role): the postings' triggers fire anyway.
    expect(await postingsDrift(db)).toMatchObject({ missing: 0, extra: 0 });
    // Bulk main images are pool pictures that exist.
    const mains = await query<{ main_image: string }>(
      db,
      "select distinct main_image from services where main_image like 'demo/pool/%'",
    );
    expect(mains.length).toBeGreaterThan(10);
    for (const { main_image } of mains) {
      for (const name of ['card', 'small', 'detail'] as const) {
        expect(existsSync(join(dir, imageVariantKey(main_image, name)))).toBe(true);
      }
    }
    // The dropped indexes are back.
    const [indexes] = await query<{ n: number }>(
      db,
      "select count(*)::int n from pg_indexes where tablename in ('services', 'reviews', 'enquiries', 'watchlist')",
    );
    expect(indexes!.n).toBeGreaterThanOrEqual(25);
  }, 120_000);
});

describe.skipIf(!TEST_DATABASE_URL)('demo seed (PostgreSQL)', () => {
  let handle: DbHandle;
  let dir: string;

  beforeAll(async () => {
    handle = await openTestPostgres();
    dir = mkdtempSync(join(tmpdir(), 'ks-seed-pg-'));
  });

  afterAll(async () => {
    await handle?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('seeds once when two processes start at once', async () => {
    const storage = createLocalStorage(dir, 'http://localhost:3000');
    const results = await Promise.all([
      seedDemoIfEmpty(handle.db, storage),
      seedDemoIfEmpty(handle.db, storage),
    ]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(
      await count(handle.db, "select 1 from users where email = 'admin@kiwiservices.co.nz'"),
    ).toBe(1);
    await expectValidPlaces(handle.db);
    await expectConsistentReviews(handle.db);
    expect(await postingsDrift(handle.db)).toMatchObject({ missing: 0, extra: 0 });
  }, 120_000);

  it('adds a consistent bulk data set on top', async () => {
    const storage = createLocalStorage(dir, 'http://localhost:3000');
    await seedBulk(handle.db, storage, { services: 300, providers: 20, reviews: 2000 });
    await expectValidPlaces(handle.db);
    await expectConsistentReviews(handle.db);
    expect(await postingsDrift(handle.db)).toMatchObject({ missing: 0, extra: 0 });
  }, 120_000);
});
