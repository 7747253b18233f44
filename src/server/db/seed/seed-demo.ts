import { sql } from 'drizzle-orm';

import type { Storage } from '../../platform/storage/storage.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { CATALOGUE } from './catalogue-data.ts';
import { buildDemoPlan } from './demo-plan.ts';
import { startDemoPictures, type DemoImageRow, type DemoPictures } from './demo-pictures.ts';
import {
  insertDemoEnquiries,
  insertDemoReviews,
  insertDemoWatchlist,
  type DemoIds,
} from './insert-demo-activity.ts';
import { insertDemoAds } from './insert-demo-ads.ts';
import { insertDemoConversations } from './insert-demo-conversations.ts';
import { insertDemoCredentials } from './insert-demo-credentials.ts';
import { DEMO_ACCOUNTS, findDemoAccount } from './demo-accounts.ts';
import { insertDemoJobs } from './insert-demo-jobs.ts';
import { insertDemoTrust } from './insert-demo-trust.ts';
import { endLapsedPeriods, insertDemoBilling } from './insert-demo-billing.ts';
import { insertDemoServiceImages, insertDemoServices } from './insert-demo-services.ts';
import { hashDemoPasswords, insertDemoUsers } from './insert-demo-users.ts';
import { flatSubCategories } from './plan-catalogue.ts';
import type { DemoPlan } from './plan-types.ts';
import { recomputeRatings } from './ratings.ts';
import { ensureCatalogue } from './seed-catalogue.ts';
import { fillSearchTerms } from './seed-search-terms.ts';
import { DEMO_ADS } from './seed-images.ts';
import { stepTimer } from './step-timer.ts';

/**
 * The demo seed: plans the demo data (demo-plan.ts), inserts its rows entity by entity and
 * stores its pictures (demo-pictures.ts).
 *
 * Invariants:
 * - Every row (catalogue, users, services, images, enquiries, reviews, watchlists,
 *   subscriptions, payments, ads) is inserted in ONE transaction, under an advisory lock: a
 *   failure leaves an empty database (seeded again at the next start), and of two processes
 *   starting at once the second waits, sees the users and skips.
 * - The pictures are not rows: they are rendered and written to storage alongside, starting
 *   before the first insert; the rows wait only for what they reference (the service_images
 *   rows carry the stored renditions, the ads name their pictures).
 * - The same `now` gives the same rows (ids included, on an empty database).
 */

/** Advisory lock key that serialises demo seeding across processes (PostgreSQL). */
export const DEMO_SEED_LOCK_KEY = 7_245_901_114;

export type SeedCounts = Record<string, number>;
export type SeedOptions = {
  /** Progress lines with timings (the CLI prints them). */
  log?: (line: string) => void;
};

async function hasUsers(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/**
 * Seeds the demo data when the database has no users. Returns counts (and `ms`, the time it
 * took), or null when skipped. The check and the inserts run in one transaction under an
 * advisory lock, so when two processes start at once the second waits, sees the users and skips.
 */
export async function seedDemoIfEmpty(
  db: Db,
  storage: Storage,
  options: SeedOptions = {},
): Promise<Record<string, number> | null> {
  const startedAt = performance.now();
  if (await hasUsers(db)) return null;
  return db.transaction(async (tx) => {
    // A second process may wait here for as long as the first one seeds.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`));
    if (await hasUsers(tx)) return null;
    const counts = await insertDemoData(tx, storage, new Date(), options);
    return { ...counts, ms: Math.round(performance.now() - startedAt) };
  });
}

/**
 * Inserts the whole demo data set and stores its pictures. The caller checked the database is
 * empty and holds the transaction (seedDemoIfEmpty), so `db` is a transaction here.
 */
export async function insertDemoData(
  db: Db,
  storage: Storage,
  now: Date,
  options: SeedOptions = {},
): Promise<SeedCounts> {
  const step = stepTimer(options.log);
  const plan = buildDemoPlan(now);
  step('demo: planned the data');
  // Pictures render on sharp's threads while the database works.
  const pictures = startDemoPictures(storage, plan);
  const { imageRows, conversations, jobs } = await insertDemoRows(db, plan, pictures, step, now);
  await endLapsedPeriods(db, now);
  await pictures.logosAndAds;
  await insertDemoAds(db);
  step('demo: inserted subscriptions, payments and ads');
  return { ...demoCounts(plan, imageRows), conversations, jobs };
}

/** The plan's rows, entity by entity, in the order their references need. */
async function insertDemoRows(
  db: Db,
  plan: DemoPlan,
  pictures: DemoPictures,
  step: (name: string) => void,
  now: Date,
): Promise<{ imageRows: DemoImageRow[]; conversations: number; jobs: number }> {
  const hashes = await hashDemoPasswords();
  step('demo: hashed the demo passwords');
  const catalogue = await ensureCatalogue(db);
  await fillSearchTerms(db, { onlyIfEmpty: false });
  const user = await insertDemoUsers(db, plan, hashes);
  step('demo: inserted the catalogue and users');
  const service = await insertDemoServices(db, plan.services, user, catalogue);
  step('demo: inserted the services');
  const imageRows = await pictures.serviceImages;
  step('demo: rendered and stored the service pictures');
  await insertDemoServiceImages(db, imageRows, service);
  const ids: DemoIds = { user, service };
  await insertDemoEnquiries(db, plan, ids);
  await insertDemoReviews(db, plan, ids);
  await insertDemoWatchlist(db, plan, ids);
  // The demo customer's jobs and a verified-hire review (issue 26 §5).
  const jobs = await insertDemoJobs(db, now, {
    member: user.get(findDemoAccount('customer').email),
    provider: user.get(findDemoAccount('provider').email),
  });
  // Replies, a report and an invitation on the demo provider's reviews (issue 27).
  await insertDemoTrust(db, now, {
    provider: user.get(findDemoAccount('provider').email),
    customer: user.get(findDemoAccount('customer').email),
  });
  await recomputeRatings(db);
  // Checked badges (issue 27 §3): the demo provider's, and one waiting in the admin's queue.
  const providerId = user.get(findDemoAccount('provider').email);
  await insertDemoCredentials(db, now, {
    provider: providerId,
    other: plan.users
      .filter((u) => u.roleId === 2)
      .map((u) => user.get(u.email))
      .find((id) => id !== undefined && id !== providerId),
    admin: user.get(findDemoAccount('admin').email),
  });
  step('demo: inserted images, enquiries, reviews and watchlists');
  const demoUsers = DEMO_ACCOUNTS.map((a) => user.get(a.email)).filter((id) => id !== undefined);
  const conversations = await insertDemoConversations(db, now, demoUsers);
  step('demo: opened the conversations');
  await insertDemoBilling(db, plan.subscriptions, user);
  return { imageRows, conversations, jobs };
}

/** What the demo seed inserted, by kind (the CLI and start-up log print it). */
function demoCounts(plan: DemoPlan, imageRows: readonly DemoImageRow[]): SeedCounts {
  const count = (pred: (s: DemoPlan['services'][number]) => boolean) =>
    plan.services.filter(pred).length;
  return {
    categories: CATALOGUE.length,
    subCategories: flatSubCategories().length,
    users: plan.users.length,
    providers: plan.users.filter((u) => u.roleId === 2).length,
    customers: plan.users.filter((u) => u.roleId === 3).length,
    services: plan.services.length,
    approved: count((s) => s.status === 'approved'),
    pending: count((s) => s.status === 'pending'),
    rejected: count((s) => s.status === 'rejected'),
    serviceImages: imageRows.length,
    enquiries: plan.enquiries.length,
    reviews: plan.reviews.length,
    watchlist: plan.watchlist.length,
    subscriptions: plan.subscriptions.length,
    ads: DEMO_ADS.length,
  };
}
