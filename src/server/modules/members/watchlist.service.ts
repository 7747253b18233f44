import { and, eq, sql } from 'drizzle-orm';

import type { ServiceCard } from '#shared/api/browse.ts';
import type { Db } from '../../db/client.ts';
import { services, watchlist } from '../../db/schema/index.ts';
import { publicService } from '../../db/visibility.ts';
import { notFound } from '../../lib/errors.ts';
import { cardsByIds, type BrowseContext } from '../browse/browse.service.ts';

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

/**
 * GET /api/get-watch-list: the member's watched services that the member may see (public ones,
 * and their own), most recently watched first, as cards (every flag 1). Never cached. The page
 * of ids is read here; the cards come from browse's read model.
 */
export async function listWatchlistCards(
  browse: BrowseContext,
  userId: number,
  input: { page: number; per_page: number },
): Promise<{ ids: number[]; cards: ServiceCard[]; total: number }> {
  const rows = await browse.query<{ id: number; total: number }>(sql`
    select s.id, count(*) over ()::int as total
    from watchlist w
    join services s on s.id = w.service_id
    where w.user_id = ${userId} and (${publicService('s')} or s.added_by_id = ${userId})
    order by w.created_at desc, w.id desc
    limit ${input.per_page} offset ${(input.page - 1) * input.per_page}`);
  // A watch list is the same for an admin: public services and their own.
  const cards = await cardsByIds(
    browse,
    rows.map((r) => r.id),
    { id: userId, isAdmin: false },
  );
  return { ids: cards.map((c) => c.id), cards, total: rows[0]?.total ?? 0 };
}
