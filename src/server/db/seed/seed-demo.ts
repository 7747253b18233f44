import { sql } from 'drizzle-orm';

import { hashPassword } from '../../lib/passwords.ts';
import { slugify } from '../../lib/slug.ts';
import type { Storage } from '../../lib/storage.ts';
import type { Db } from '../client.ts';
import {
  ads,
  enquiries,
  payments,
  reviews,
  serviceImages,
  services,
  subscriptions,
  users,
  watchlist,
} from '../schema/index.ts';
import {
  buildEnquiry,
  buildPayment,
  buildReview,
  buildService,
  buildSubscription,
  buildUser,
  buildWatch,
} from './rows.ts';
import { CATALOGUE } from './catalogue-data.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { buildDemoPlan, type DemoPlan } from './demo-plan.ts';
import { flatSubCategories } from './plan-catalogue.ts';
import { ensureCatalogue } from './seed-catalogue.ts';
import {
  createImagePool,
  DEMO_ADS,
  renderLogo,
  runLimited,
  storeDemoAds,
  storeEncoded,
  type EncodedImage,
  type ImagePool,
} from './seed-images.ts';

/** Advisory lock key that serialises demo seeding across processes (PostgreSQL). */
export const DEMO_SEED_LOCK_KEY = 7_245_901_114;
const CHUNK = 500;

export type SeedCounts = Record<string, number>;
export type SeedOptions = {
  /** Progress lines with timings (the CLI prints them). */
  log?: (line: string) => void;
};

/** A stopwatch that reports each step's time. */
export function stepTimer(log: ((line: string) => void) | undefined) {
  let last = performance.now();
  return (step: string) => {
    const now = performance.now();
    log?.(`${step} (${Math.round(now - last)} ms)`);
    last = now;
  };
}

/** Inserts rows in chunks of 500 (one multi-row insert each); returns what `insert` returns. */
export async function insertInChunks<T, R>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<R[]>,
  size = CHUNK,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(...(await insert(rows.slice(i, i + size))));
  return out;
}

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

/** Inserts the whole demo data set (the caller checked the database is empty). */
export async function insertDemoData(
  db: Db,
  storage: Storage,
  now: Date,
  options: SeedOptions = {},
): Promise<SeedCounts> {
  const step = stepTimer(options.log);
  const plan = buildDemoPlan(now);
  step('demo: planned the data');
  // Images render on sharp's threads while the database works.
  const poolPromise = createImagePool(storage);
  const sidePromise = Promise.all([
    storeDemoAds(storage),
    runLimited(
      plan.users.filter((u) => u.logo),
      4,
      async (u) => storage.put(u.logo!.key, await renderLogo(u.logo!.initials, u.logo!.colors)),
    ),
  ]);
  // Keep both promises handled if the database work fails first.
  poolPromise.catch(() => {});
  sidePromise.catch(() => {});

  const hashes = new Map(
    await Promise.all(
      DEMO_ACCOUNTS.map(async (a) => [a.key, await hashPassword(a.password)] as const),
    ),
  );

  step('demo: hashed the demo passwords');
  const catalogue = await ensureCatalogue(db);
  const flatSubs = flatSubCategories();

  const userRows = await insertInChunks(plan.users, (chunk) =>
    db
      .insert(users)
      .values(
        chunk.map((u) =>
          buildUser({
            roleId: u.roleId,
            username: u.username,
            slug: u.slug,
            email: u.email,
            firstName: u.firstName,
            lastName: u.lastName,
            businessName: u.businessName,
            contactPerson: u.contactPerson,
            phoneNumber: u.phoneNumber,
            aboutMessage: u.aboutMessage,
            logo: u.logo?.key ?? null,
            isVerified: true,
            passwordHash: u.demoKey ? hashes.get(u.demoKey)! : null,
            createdAt: u.createdAt,
            updatedAt: u.createdAt,
          }),
        ),
      )
      .returning({ id: users.id, email: users.email }),
  );
  const userId = new Map(userRows.map((r) => [r.email, r.id]));
  step('demo: inserted the catalogue and users');

  const mainKey = (slug: string) => `services/demo/${slug}-1`;
  const serviceRows = await insertInChunks(plan.services, (chunk) =>
    db
      .insert(services)
      .values(
        chunk.map((s) =>
          buildService(
            {
              addedById: userId.get(s.ownerEmail)!,
              categoryId: catalogue.categoryIds[s.categoryIndex]!,
              subCategoryId: catalogue.subCategoryIds.get(flatSubs[s.subIndex]!.slug)!,
            },
            {
              slug: s.slug,
              title: s.title,
              description: s.description,
              mainImage: mainKey(s.slug),
              serviceTypes: s.serviceTypes,
              aboutService: s.aboutService,
              aboutService1: s.aboutService1,
              aboutService2: s.aboutService2,
              businessName: s.businessName,
              city: s.city,
              suburb: s.suburb,
              postalCode: s.postalCode,
              about: s.about,
              contactName: s.contactName,
              phoneNumber: s.phoneNumber,
              status: s.status,
              rejectionReason: s.rejectionReason,
              moderatedAt: s.moderatedAt,
              createdAt: s.createdAt,
              updatedAt: s.moderatedAt ?? s.createdAt,
            },
          ),
        ),
      )
      .returning({ id: services.id, slug: services.slug }),
  );
  const serviceId = new Map(serviceRows.map((r) => [r.slug, r.id]));
  step('demo: inserted the services');

  // Each service image row gets its own key holding a copy of a pool picture.
  const pool = await poolPromise;
  step('demo: rendered the image pool');
  const imageRows = await storeServiceImages(storage, plan, pool, mainKey);
  step('demo: stored each service image');
  await insertInChunks(imageRows, (chunk) =>
    db
      .insert(serviceImages)
      .values(chunk.map((r) => ({ ...r, serviceId: serviceId.get(r.slug)! })))
      .returning({ id: serviceImages.id }),
  );

  const ownerOf = new Map(plan.services.map((s) => [s.slug, s.ownerEmail]));
  await insertInChunks(plan.enquiries, (chunk) =>
    db
      .insert(enquiries)
      .values(
        chunk.map((e) =>
          buildEnquiry({
            serviceId: serviceId.get(e.serviceSlug)!,
            providerId: userId.get(ownerOf.get(e.serviceSlug)!)!,
            userId: userId.get(e.userEmail)!,
            type: e.type,
            message: e.message,
            isRead: e.isRead,
            createdAt: e.createdAt,
          }),
        ),
      )
      .returning({ id: enquiries.id }),
  );
  await insertInChunks(plan.reviews, (chunk) =>
    db
      .insert(reviews)
      .values(
        chunk.map((r) =>
          buildReview({
            serviceId: serviceId.get(r.serviceSlug)!,
            userId: userId.get(r.userEmail)!,
            rating: r.rating,
            review: r.review,
            isHidden: r.isHidden,
            hiddenReason: r.hiddenReason,
            createdAt: r.createdAt,
            updatedAt: r.createdAt,
          }),
        ),
      )
      .returning({ id: reviews.id }),
  );
  await insertInChunks(plan.watchlist, (chunk) =>
    db
      .insert(watchlist)
      .values(
        chunk.map((w) =>
          buildWatch({
            serviceId: serviceId.get(w.serviceSlug)!,
            userId: userId.get(w.userEmail)!,
            createdAt: w.createdAt,
          }),
        ),
      )
      .returning({ id: watchlist.id }),
  );
  await recomputeRatings(db);
  step('demo: inserted images, enquiries, reviews and watchlists');

  const subscriptionRows = await insertInChunks(plan.subscriptions, (chunk) =>
    db
      .insert(subscriptions)
      .values(
        chunk.map((s) =>
          buildSubscription({
            userId: userId.get(s.userEmail)!,
            status: s.status,
            externalId: s.externalId,
            currentPeriodStart: s.currentPeriodStart,
            currentPeriodEnd: s.currentPeriodEnd,
            autoRenew: s.autoRenew,
            canceledAt: s.canceledAt,
            createdAt: s.createdAt,
            updatedAt: s.canceledAt ?? s.createdAt,
          }),
        ),
      )
      .returning({ id: subscriptions.id, externalId: subscriptions.externalId }),
  );
  const subscriptionId = new Map(subscriptionRows.map((r) => [r.externalId, r.id]));
  await insertInChunks(plan.subscriptions, (chunk) =>
    db
      .insert(payments)
      .values(
        chunk.map((s) =>
          buildPayment({
            userId: userId.get(s.userEmail)!,
            subscriptionId: subscriptionId.get(s.externalId)!,
            idempotencyKey: s.payment.idempotencyKey,
            externalId: s.payment.externalId,
            cardLast4: s.payment.cardLast4,
            // The period it paid for: the subscription's current one (billing history, receipts).
            periodStart: s.currentPeriodStart,
            periodEnd: s.currentPeriodEnd,
            createdAt: s.payment.createdAt,
            updatedAt: s.payment.createdAt,
          }),
        ),
      )
      .returning({ id: payments.id }),
  );

  await endLapsedPeriods(db, now);
  await sidePromise;
  await db
    .insert(ads)
    .values(
      DEMO_ADS.map((a) => ({
        title: a.title,
        slot: a.slot,
        position: a.position,
        image: a.key,
        linkUrl: a.linkUrl,
      })),
    )
    .onConflictDoNothing();

  step('demo: inserted subscriptions, payments and ads');

  const count = (pred: (s: DemoPlan['services'][number]) => boolean) =>
    plan.services.filter(pred).length;
  return {
    categories: CATALOGUE.length,
    subCategories: flatSubs.length,
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

type ImageRow = {
  slug: string;
  position: number;
  isMain: boolean;
  storageKey: string;
  variants: Awaited<ReturnType<typeof storeEncoded>>;
};

/** Writes each service's pictures under its own keys and returns the service_images rows. */
async function storeServiceImages(
  storage: Storage,
  plan: DemoPlan,
  pool: ImagePool,
  mainKey: (slug: string) => string,
): Promise<ImageRow[]> {
  const flatSubs = flatSubCategories();
  const jobs: { slug: string; position: number; key: string; image: EncodedImage }[] = [];
  plan.services.forEach((s, i) => {
    const category = CATALOGUE[s.categoryIndex]!;
    const catSlug = slugify(category.name);
    const subSlug = flatSubs[s.subIndex]!.slug;
    // Gallery pictures: the category's gallery, then its other sub categories' pictures.
    const candidates = [
      ...(pool.gallery.get(catSlug) ?? []),
      ...category.subCategories
        .map((sub) => slugify(sub.name))
        .filter((slug) => slug !== subSlug)
        .map((slug) => pool.main.get(slug)!),
    ];
    jobs.push({ slug: s.slug, position: 0, key: mainKey(s.slug), image: pool.main.get(subSlug)! });
    for (let n = 0; n < s.galleryCount; n++) {
      jobs.push({
        slug: s.slug,
        position: n + 1,
        key: `services/demo/${s.slug}-${n + 2}`,
        image: candidates[(i + n) % candidates.length]!,
      });
    }
  });
  const rows = new Array<ImageRow>(jobs.length);
  await runLimited(jobs, 32, async (job, i) => {
    const variants = await storeEncoded(storage, job.key, job.image);
    rows[i] = {
      slug: job.slug,
      position: job.position,
      isMain: job.position === 0,
      storageKey: job.key,
      variants,
    };
  });
  return rows;
}

/** Sets every service's rating aggregate from its visible reviews. */
/**
 * Lapsed subscriptions as the subscription jobs leave them: ended, and the provider's services
 * hidden (not deleted) when no subscription covers today.
 */
async function endLapsedPeriods(db: Db, now: Date): Promise<void> {
  await db.execute(sql`
    update subscriptions set ended_at = current_period_end
     where current_period_end <= ${now} and status <> 'active'`);
  await db.execute(sql`
    update services s set is_listed = false
     where exists (select 1 from users u where u.id = s.added_by_id and u.role_id = 2)
       and not exists (select 1 from subscriptions b
                        where b.user_id = s.added_by_id and b.current_period_end > ${now})`);
}

export async function recomputeRatings(db: Db): Promise<void> {
  await db.execute(sql`
    update services s
       set rating_count = coalesce(x.c, 0), rating_sum = coalesce(x.s, 0)
      from services s2
      left join (
        select service_id, count(*)::int c, sum(rating)::int s
          from reviews where not is_hidden group by service_id
      ) x on x.service_id = s2.id
     where s2.id = s.id
       and (s.rating_count, s.rating_sum) is distinct from (coalesce(x.c, 0), coalesce(x.s, 0))`);
}
