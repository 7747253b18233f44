import { sql } from 'drizzle-orm';

import type { Db } from '../../src/server/db/client.ts';
import {
  categories,
  enquiries,
  payments,
  reviews,
  services,
  subCategories,
  subscriptions,
  users,
  watchlist,
} from '../../src/server/db/schema/index.ts';
import { hashPassword } from '../../src/server/lib/passwords.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/platform/sessions/sessions.ts';
import {
  buildEnquiry,
  buildPayment,
  buildProvider,
  buildReview,
  buildService,
  buildSubscription,
  buildUser,
  buildWatch,
  type NewService,
  type NewUser,
  type ServiceRefs,
} from '../../src/server/db/seed/rows.ts';

/**
 * Test factories: each inserts a valid row (built by the seed's row builders,
 * src/server/db/seed/rows.ts) and returns it.
 */

export async function insertUser(db: Db, overrides: Partial<NewUser> = {}) {
  const [row] = await db.insert(users).values(buildUser(overrides)).returning();
  return row!;
}

export async function insertProvider(db: Db, overrides: Partial<NewUser> = {}) {
  const [row] = await db.insert(users).values(buildProvider(overrides)).returning();
  return row!;
}

/** A password every test member can log in with. */
export const GOOD_PASSWORD = 'Tui-sings-at-dawn-42';

/** A verified user with a known password (role 3 unless overridden). */
export async function insertMember(
  db: Db,
  overrides: Partial<NewUser> = {},
  password = GOOD_PASSWORD,
) {
  return insertUser(db, {
    firstName: 'Aroha',
    lastName: 'Ngata',
    passwordHash: await hashPassword(password),
    ...overrides,
  });
}

let counter = 0;
export async function insertCategory(
  db: Db,
  overrides: Partial<typeof categories.$inferInsert> = {},
) {
  const n = ++counter;
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
  const n = ++counter;
  const [row] = await db
    .insert(subCategories)
    .values({ categoryId, name: `Sub category ${n}`, slug: `sub-category-${n}`, ...overrides })
    .returning();
  return row!;
}

export async function insertService(
  db: Db,
  refs: ServiceRefs,
  overrides: Parameters<typeof buildService>[1] = {},
) {
  const [row] = await db.insert(services).values(buildService(refs, overrides)).returning();
  return row!;
}

export async function insertEnquiry(db: Db, values: Parameters<typeof buildEnquiry>[0]) {
  const [row] = await db.insert(enquiries).values(buildEnquiry(values)).returning();
  return row!;
}

/** Inserts a review and keeps the service's rating aggregate in step, as the app does. */
export async function insertReview(db: Db, values: Parameters<typeof buildReview>[0]) {
  const [row] = await db.insert(reviews).values(buildReview(values)).returning();
  if (!row!.isHidden) {
    await db
      .update(services)
      .set({
        ratingCount: sql`${services.ratingCount} + 1`,
        ratingSum: sql`${services.ratingSum} + ${row!.rating}`,
      })
      .where(sql`${services.id} = ${values.serviceId}`);
  }
  return row!;
}

export async function insertWatch(db: Db, values: Parameters<typeof buildWatch>[0]) {
  const [row] = await db.insert(watchlist).values(buildWatch(values)).returning();
  return row!;
}

/** An active subscription with its succeeded payment. */
export async function insertSubscription(db: Db, values: Parameters<typeof buildSubscription>[0]) {
  const [row] = await db.insert(subscriptions).values(buildSubscription(values)).returning();
  await db
    .insert(payments)
    .values(buildPayment({ userId: values.userId, subscriptionId: row!.id }));
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

/** A session cookie header for a user (a real session row, as login creates it). */
export async function sessionCookie(db: Db, userId: number): Promise<{ cookie: string }> {
  const session = await createSession(db, { userId, isPersistent: false });
  return { cookie: `${SESSION_COOKIE}=${session.id}` };
}

export type { NewService };

/** A provider with one service of the catalogue's `refs`, and the provider's session. */
export async function insertProviderService(db: Db, refs: ServiceRefs) {
  const provider = await insertProvider(db);
  const service = await insertService(db, { ...refs, addedById: provider.id });
  return { provider, service, session: await sessionCookie(db, provider.id) };
}

/** An admin (root@example.test unless overridden) and the admin's session. */
export async function insertAdmin(db: Db, overrides: Partial<NewUser> = {}) {
  const user = await insertUser(db, { roleId: 1, email: 'root@example.test', ...overrides });
  return { user, session: await sessionCookie(db, user.id) };
}

/** A Kauri Plumbing service and Aroha Ngata's review of it (`review`: its rating and text). */
export async function insertReviewedService(
  db: Db,
  review: Pick<Parameters<typeof buildReview>[0], 'rating' | 'review'>,
) {
  const { refs } = await insertCatalogue(db);
  const provider = await insertProvider(db, { businessName: 'Kauri Plumbing' });
  const service = await insertService(db, { ...refs, addedById: provider.id });
  const member = await insertUser(db, { firstName: 'Aroha', lastName: 'Ngata' });
  const row = await insertReview(db, { serviceId: service.id, userId: member.id, ...review });
  return { provider, service, member, review: row };
}
