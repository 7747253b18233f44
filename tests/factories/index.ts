import { sql } from 'drizzle-orm';

import type { ServiceStatus, ServiceType } from '../../src/shared/constants.ts';
import type { Db } from '../../src/server/db/client.ts';
import {
  categories,
  enquiries,
  reviews,
  services,
  subCategories,
  users,
  watchlist,
} from '../../src/server/db/schema/index.ts';

/**
 * Row factories for tests: each inserts a valid row with sensible defaults and returns it.
 * Counters keep unique columns unique within one database.
 */
let counter = 0;
const next = () => ++counter;

type NewUser = typeof users.$inferInsert;
export async function insertUser(db: Db, overrides: Partial<NewUser> = {}) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      roleId: 3,
      username: `user${n}`,
      slug: `user${n}`,
      email: `user${n}@example.test`,
      firstName: 'Test',
      lastName: `User${n}`,
      phoneNumber: '0211234567',
      isVerified: true,
      ...overrides,
    })
    .returning();
  return row!;
}

export function insertProvider(db: Db, overrides: Partial<NewUser> = {}) {
  const n = next();
  return insertUser(db, {
    roleId: 2,
    username: `provider${n}`,
    slug: `provider-${n}`,
    email: `provider${n}@example.test`,
    businessName: `Provider ${n} Ltd`,
    contactPerson: `Contact ${n}`,
    aboutMessage: 'We do good work.',
    ...overrides,
  });
}

export async function insertCategory(
  db: Db,
  overrides: Partial<typeof categories.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${n}`, slug: `category-${n}`, ...overrides })
    .returning();
  return row!;
}

export async function insertSubCategory(
  db: Db,
  categoryId: number,
  overrides: Partial<typeof subCategories.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(subCategories)
    .values({ categoryId, name: `Sub category ${n}`, slug: `sub-category-${n}`, ...overrides })
    .returning();
  return row!;
}

type NewService = typeof services.$inferInsert;
export async function insertService(
  db: Db,
  refs: { addedById: number; categoryId: number; subCategoryId: number },
  overrides: Partial<NewService> & { status?: ServiceStatus; serviceTypes?: ServiceType[] } = {},
) {
  const n = next();
  const [row] = await db
    .insert(services)
    .values({
      slug: `service-${n}`,
      title: `Service ${n}`,
      description: `Description of service ${n}`,
      serviceTypes: ['residential'],
      aboutService: 'Fully insured',
      aboutService1: 'Free quotes',
      businessName: `Business ${n}`,
      city: 'Auckland',
      suburb: 'Ponsonby',
      about: 'About us',
      contactName: 'Kim',
      phoneNumber: '0211234567',
      status: 'approved',
      ...refs,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertEnquiry(
  db: Db,
  values: { serviceId: number; providerId: number; userId: number; type?: 'message' | 'call' },
) {
  const [row] = await db
    .insert(enquiries)
    .values({ type: 'message', message: 'Hello, are you free next week?', ...values })
    .returning();
  return row!;
}

/** Inserts a review and keeps the service's rating aggregate in step, as the app does. */
export async function insertReview(
  db: Db,
  values: { serviceId: number; userId: number; rating?: number; review?: string },
) {
  const rating = values.rating ?? 5;
  const [row] = await db
    .insert(reviews)
    .values({ review: 'Great job, would hire again.', ...values, rating })
    .returning();
  await db
    .update(services)
    .set({
      ratingCount: sql`${services.ratingCount} + 1`,
      ratingSum: sql`${services.ratingSum} + ${rating}`,
    })
    .where(sql`${services.id} = ${values.serviceId}`);
  return row!;
}

export async function insertWatch(db: Db, values: { userId: number; serviceId: number }) {
  const [row] = await db.insert(watchlist).values(values).returning();
  return row!;
}

/** A small catalogue: one category, one sub category, one provider. */
export async function insertCatalogue(db: Db) {
  const category = await insertCategory(db);
  const subCategory = await insertSubCategory(db, category.id);
  const provider = await insertProvider(db);
  const refs = { addedById: provider.id, categoryId: category.id, subCategoryId: subCategory.id };
  return { category, subCategory, provider, refs };
}
