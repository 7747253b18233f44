import { sql } from 'drizzle-orm';

import type { Db } from '../../src/server/db/client.ts';
import { queryRows } from '../../src/server/db/query.ts';

/**
 * How far search_postings is from what it must hold (decision 085): one row per lexeme of each
 * public (approved and listed) service's `search` vector, with its city and score. `missing`:
 * rows it lacks; `extra`: rows it should not have; `rows`: its size. Both 0 when in sync.
 */
export async function postingsDrift(
  db: Pick<Db, 'execute'>,
): Promise<{ missing: number; extra: number; rows: number }> {
  const [row] = await queryRows<{ missing: number; extra: number; rows: number }>(
    db,
    sql`
      with expected as (
        select search_rank_score('A' = any(u.weights), 'B' = any(u.weights),
                                 'C' = any(u.weights), s.rating_avg, s.rating_count) as score,
               s.id as service_id, u.lexeme, c.city
        from services s cross join lateral unnest(s.search) u
          -- One posting per city the service touches (its own and its areas', migration 0016).
          cross join lateral unnest(service_area_cities(s.city, s.service_areas)) c(city)
        where s.status = 'approved' and s.is_listed
      ),
      actual as (select score, service_id, lexeme, city from search_postings)
      select (select count(*) from (select * from expected except all select * from actual) m)::int
               as missing,
             (select count(*) from (select * from actual except all select * from expected) x)::int
               as extra,
             (select count(*) from actual)::int as rows`,
  );
  return row!;
}

/** The postings of one service (lexeme → score), to see what a write changed. */
export async function postingsOf(
  db: Pick<Db, 'execute'>,
  serviceId: number,
): Promise<Map<string, number>> {
  const rows = await queryRows<{ lexeme: string; score: number }>(
    db,
    sql`select lexeme, score from search_postings where service_id = ${serviceId}`,
  );
  return new Map(rows.map((r) => [r.lexeme, r.score]));
}
