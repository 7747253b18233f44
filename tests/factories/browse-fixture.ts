import type { Db } from '../../src/server/db/client.ts';
import { reviews, serviceImages } from '../../src/server/db/schema/index.ts';
import {
  insertCategory,
  insertProvider,
  insertReview,
  insertService,
  insertSubCategory,
  insertUser,
  insertWatch,
} from './index.ts';

/**
 * A small catalogue for the browse API tests: two categories, three sub categories, providers
 * of roles 1 and 2, a customer, an admin, services in every status, reviews and a gallery.
 */
export async function seedBrowseFixture(db: Db) {
  const cleaning = await insertCategory(db, { name: 'Cleaning', slug: 'cleaning' });
  const plumbing = await insertCategory(db, { name: 'Plumbing & Gas', slug: 'plumbing-gas' });
  const carpet = await insertSubCategory(db, cleaning.id, {
    name: 'Carpet Cleaning',
    slug: 'carpet-cleaning',
  });
  const windows = await insertSubCategory(db, cleaning.id, {
    name: 'Window Cleaning',
    slug: 'window-cleaning',
  });
  const drains = await insertSubCategory(db, plumbing.id, {
    name: 'Blocked Drains',
    slug: 'blocked-drains',
  });
  const paused = await insertSubCategory(db, plumbing.id, {
    name: 'Paused Things',
    slug: 'paused-things',
    isActive: false,
  });

  const kauri = await insertProvider(db, {
    businessName: 'Kauri Cleaning Co',
    slug: 'kauri-cleaning',
    email: 'kauri@example.test',
    aboutMessage: 'Family owned cleaners since 1998.',
    phoneNumber: '0211111111',
    logo: 'logos/kauri.webp',
    stripeCustomerId: 'cus_secret_kauri',
  });
  const tui = await insertProvider(db, {
    businessName: 'Tui Services',
    slug: 'tui-services',
    email: 'tui@example.test',
    aboutMessage: 'We fix and clean.',
  });
  const listedByUs = await insertUser(db, {
    roleId: 1,
    businessName: 'Kiwi Services Team',
    slug: 'kiwi-team',
    email: 'team@example.test',
  });
  const idle = await insertProvider(db, { businessName: 'Idle Provider', slug: 'idle-provider' });
  const suspended = await insertProvider(db, {
    businessName: 'Suspended Provider',
    slug: 'suspended-provider',
    isSuspended: true,
  });
  const customer = await insertUser(db, {
    firstName: 'Aroha',
    lastName: 'smith',
    slug: 'aroha',
    email: 'aroha@example.test',
  });
  const customer2 = await insertUser(db, {
    firstName: 'Wiremu',
    lastName: 'Jones',
    slug: 'wiremu',
    email: 'wiremu@example.test',
  });
  const admin = await insertUser(db, {
    roleId: 1,
    slug: 'admin-user',
    email: 'admin@example.test',
  });

  const carpetRefs = { categoryId: cleaning.id, subCategoryId: carpet.id };
  const steam = await insertService(
    db,
    { ...carpetRefs, addedById: kauri.id },
    {
      slug: 'carpet-steam-cleaning',
      title: 'Carpet steam cleaning',
      description: `Deep steam cleaning of carpets and rugs. ${'We bring our own gear. '.repeat(30)}`,
      businessName: 'Kauri Cleaning Co',
      city: 'Auckland',
      suburb: 'Ponsonby',
      postalCode: '1011',
      serviceTypes: ['residential'],
      mainImage: 'services/steam',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    },
  );
  const rug = await insertService(
    db,
    { ...carpetRefs, addedById: tui.id },
    {
      slug: 'rug-and-carpet-care',
      title: 'Rug and carpet care',
      description: 'Gentle care for wool rugs.',
      businessName: 'Tui Services',
      city: 'Auckland',
      suburb: 'Parnell',
      serviceTypes: ['residential', 'commercial'],
      createdAt: new Date('2026-02-01T00:00:00Z'),
    },
  );
  const windowWash = await insertService(
    db,
    { categoryId: cleaning.id, subCategoryId: windows.id, addedById: kauri.id },
    {
      slug: 'window-washing',
      title: 'Window washing',
      description: 'Streak free windows for offices.',
      businessName: 'Kauri Cleaning Co',
      city: 'Wellington',
      suburb: 'Aro Valley',
      serviceTypes: ['commercial'],
      createdAt: new Date('2026-03-01T00:00:00Z'),
    },
  );
  const pending = await insertService(
    db,
    { ...carpetRefs, addedById: kauri.id },
    {
      slug: 'pending-carpet-job',
      title: 'Pending carpet job',
      status: 'pending',
      city: 'Auckland',
      suburb: 'Ponsonby',
      createdAt: new Date('2026-04-01T00:00:00Z'),
    },
  );
  const rejected = await insertService(
    db,
    { categoryId: plumbing.id, subCategoryId: drains.id, addedById: tui.id },
    {
      slug: 'rejected-drain-job',
      title: 'Rejected drain job',
      status: 'rejected',
      rejectionReason: 'Photos missing',
      city: 'Hamilton',
      suburb: 'Ashmore',
      serviceTypes: ['trade'],
    },
  );
  const drainTeam = await insertService(
    db,
    { categoryId: plumbing.id, subCategoryId: drains.id, addedById: listedByUs.id },
    {
      slug: 'drain-unblocking',
      title: 'Drain unblocking',
      description: 'Blocked drains cleared fast, 24/7 plumber.',
      businessName: 'Kiwi Services Team',
      city: 'Christchurch',
      suburb: 'Addington',
      serviceTypes: ['trade'],
      createdAt: new Date('2026-05-01T00:00:00Z'),
    },
  );

  await db.insert(serviceImages).values([
    {
      serviceId: steam.id,
      position: 0,
      isMain: true,
      storageKey: 'services/steam',
      variants: {
        card: { key: 'services/steam-card.webp', width: 480, height: 360, bytes: 100 },
        small: { key: 'services/steam-small.webp', width: 640, height: 480, bytes: 100 },
        detail: { key: 'services/steam-detail.webp', width: 1280, height: 960, bytes: 100 },
      },
    },
    {
      serviceId: steam.id,
      position: 1,
      storageKey: 'services/steam2',
      variants: {
        card: { key: 'services/steam2-card.webp', width: 480, height: 360, bytes: 100 },
        small: { key: 'services/steam2-small.webp', width: 640, height: 480, bytes: 100 },
        detail: { key: 'services/steam2-detail.webp', width: 1200, height: 900, bytes: 100 },
      },
    },
  ]);

  // steam: 5, 4, 4 (avg 4.33 → 4.3); rug: 5; drainTeam: 3, plus a hidden 1.
  await insertReview(db, { serviceId: steam.id, userId: customer.id, rating: 5, review: 'Superb' });
  await insertReview(db, { serviceId: steam.id, userId: customer2.id, rating: 4, review: 'Good' });
  await insertReview(db, { serviceId: steam.id, userId: tui.id, rating: 4, review: 'Solid work' });
  await insertReview(db, { serviceId: rug.id, userId: customer.id, rating: 5, review: 'Lovely' });
  await insertReview(db, { serviceId: drainTeam.id, userId: customer.id, rating: 3 });
  // A hidden review: not shown and not in the aggregate.
  await db.insert(reviews).values({
    serviceId: drainTeam.id,
    userId: customer2.id,
    rating: 1,
    review: 'Rude words',
    isHidden: true,
    hiddenReason: 'Abuse',
  });
  await insertWatch(db, { userId: customer.id, serviceId: rug.id });

  return {
    categories: { cleaning, plumbing },
    subs: { carpet, windows, drains, paused },
    users: { kauri, tui, listedByUs, idle, suspended, customer, customer2, admin },
    services: { steam, rug, windowWash, pending, rejected, drainTeam },
  };
}

export type BrowseFixture = Awaited<ReturnType<typeof seedBrowseFixture>>;
