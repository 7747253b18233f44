import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { services, watchlist } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * The watchlist (spec section 4): one row per member and service; adding twice and removing what
 * is not there are not errors. Watch flags are per member and never cached, so a change needs no
 * cache event.
 */
export async function addToWatchlist(db: Db, userId: number, serviceId: number): Promise<void> {
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.id, serviceId))
    .limit(1);
  if (!service) throw notFound('Service not found');
  await db.insert(watchlist).values({ userId, serviceId }).onConflictDoNothing();
}

export async function removeFromWatchlist(
  db: Db,
  userId: number,
  serviceId: number,
): Promise<void> {
  await db
    .delete(watchlist)
    .where(and(eq(watchlist.userId, userId), eq(watchlist.serviceId, serviceId)));
}
