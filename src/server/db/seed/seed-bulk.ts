import { sql } from 'drizzle-orm';

import type { Storage } from '../../platform/storage/storage.ts';
import type { Db } from '../client.ts';
import { queryRows } from '../query.ts';
import {
  insertBulkEnquiries,
  insertBulkReviews,
  insertBulkWatchlist,
  planBulkReviews,
  REVIEWS_PER_CUSTOMER,
} from './bulk-activity.ts';
import { beginLoad, endLoad, tuneForLoad } from './bulk-load.ts';
import { createReferenceTables } from './bulk-reference-tables.ts';
import { insertBulkServices, planBulkServices } from './bulk-services.ts';
import { insertBulkCustomers, insertBulkProviders } from './bulk-users.ts';
import { recomputeRatings } from './ratings.ts';
import { ensureCatalogue } from './seed-catalogue.ts';
import { fillSearchTerms } from './seed-search-terms.ts';
import { createImagePool, hasImagePool } from './seed-images.ts';
import { stepTimer } from './step-timer.ts';

/**
 * Large data sets for benchmarks, made with set-based SQL (`insert … select … from
 * generate_series`) rather than row-by-row inserts. Every "random" choice is a hash of the row
 * number, so the same flags give the same data. Works on PostgreSQL and PGlite.
 *
 * - Providers and customers get `bulk.provider<n>` / `bulk.customer<n>` usernames (example.com
 *   emails, no password), services are ~96 % approved (3 % pending, 1 % rejected), mostly in
 *   their provider's trade and city, suburbs always belong to the service's city, and main images
 *   point at the demo image pool (no service_images rows in bulk mode).
 * - Each review has an enquiry by the same customer for that service (as the API requires), and
 *   (service, customer) pairs are unique: each customer reviews up to 20 distinct services.
 * - Services and reviews are planned in temporary tables first, so services are inserted with
 *   their final rating aggregates (no 100k-row update afterwards).
 * - Everything runs in one transaction. The secondary indexes of services, enquiries, reviews
 *   and watchlist are dropped for the load and rebuilt at the end (much faster than updating
 *   them row by row), and a superuser skips the per-row foreign key checks. The tables are
 *   locked meanwhile: do not run it against a database a live server is using.
 *
 * The steps live per entity: bulk-reference-tables.ts (what rows pick from), bulk-users.ts,
 * bulk-services.ts, bulk-activity.ts (enquiries, reviews, watchlists) and bulk-load.ts (the
 * transaction's settings, indexes and FK checks).
 */

export { REVIEWS_PER_CUSTOMER };

export type BulkOptions = {
  services: number;
  providers: number;
  reviews: number;
  /** At least enough for the reviews (reviews / 20). */
  customers?: number;
  log?: (line: string) => void;
};

export type BulkCounts = Record<string, number>;

/** The options made whole: at least one provider, and enough customers for the reviews. */
type BulkSizes = { providers: number; services: number; reviews: number; customers: number };

type Step = (name: string) => void;

/** Adds bulk providers, customers, services, enquiries, reviews and watchlists. */
export async function seedBulk(
  db: Db,
  storage: Storage,
  options: BulkOptions,
): Promise<BulkCounts> {
  const step = stepTimer(options.log);
  const startedAt = performance.now();
  const reviews = Math.max(0, options.reviews);
  const sizes: BulkSizes = {
    providers: Math.max(1, options.providers),
    services: Math.max(0, options.services),
    reviews,
    customers: Math.max(options.customers ?? 0, Math.ceil(reviews / REVIEWS_PER_CUSTOMER)),
  };
  const catalogue = await ensureCatalogue(db);
  await fillSearchTerms(db, { onlyIfEmpty: true });
  if (!hasImagePool(storage)) {
    await createImagePool(storage);
    step('bulk: rendered the image pool');
  }
  const counts = await db.transaction(async (tx) => {
    await tuneForLoad(tx);
    await createReferenceTables(tx, catalogue);
    return loadBulk(tx, sizes, step);
  });
  return { ...counts, ms: Math.round(performance.now() - startedAt) };
}

/** The load itself, inside the transaction with the reference tables made. */
async function loadBulk(db: Db, sizes: BulkSizes, step: Step): Promise<BulkCounts> {
  const { providers, customers } = sizes;
  const [bases] = await queryRows<{ ub: number; sb: number }>(
    db,
    sql`select (select coalesce(max(id), 0) from users)::int ub,
               (select coalesce(max(id), 0) from services)::int sb`,
  );
  const { ub, sb } = bases!;
  step('bulk: prepared reference tables');
  await insertBulkProviders(db, ub, providers);
  step(`bulk: inserted ${providers} providers`);
  await insertBulkCustomers(db, ub, ub + providers + 1, customers);
  step(`bulk: inserted ${customers} customers`);
  const approved = await planBulkServices(db, sb, sizes.services, providers);
  const reviews = await planBulkReviews(db, approved, customers, sizes.reviews);
  step(`bulk: planned ${sizes.services} services (${approved} approved) and ${reviews} reviews`);
  const watchlist = await insertBulkRows(db, { approved, reviews, customers }, sizes, step);
  // A safety net: only rows whose aggregate differs are written (none, normally).
  await recomputeRatings(db);
  step('bulk: checked the rating aggregates');
  await db.execute(sql`analyze users, services, enquiries, reviews, watchlist`);
  step('bulk: analysed the tables');
  const { services } = sizes;
  return { providers, customers, services, approved, enquiries: reviews, reviews, watchlist };
}

/** The planned services, enquiries, reviews and watchlists, loaded without indexes. */
async function insertBulkRows(
  db: Db,
  planned: { approved: number; reviews: number; customers: number },
  sizes: BulkSizes,
  step: Step,
): Promise<number> {
  const load = await beginLoad(db);
  step(
    `bulk: dropped ${load.reindex.length} indexes for the load${load.skipsForeignKeys ? ', skipping FK checks' : ''}`,
  );
  await insertBulkServices(db);
  step(`bulk: inserted ${sizes.services} services`);
  if (planned.reviews > 0) {
    await insertBulkEnquiries(db);
    step(`bulk: inserted ${planned.reviews} enquiries`);
    await insertBulkReviews(db);
    step(`bulk: inserted ${planned.reviews} reviews`);
  }
  // Watchlists: two services per customer.
  const watchlist = await insertBulkWatchlist(db, planned.approved, planned.customers);
  if (watchlist > 0) step(`bulk: inserted ${watchlist} watchlist rows`);
  await endLoad(db, load);
  step(`bulk: rebuilt ${load.reindex.length} indexes`);
  return watchlist;
}
