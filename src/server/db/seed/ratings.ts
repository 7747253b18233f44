import { sql } from 'drizzle-orm';

import type { Db } from '../client.ts';

/**
 * The services' rating aggregates (rating_count, rating_sum) as the seeds leave them: equal to
 * the visible reviews. The app keeps them in step review by review; the seeds insert reviews in
 * bulk and set the aggregates once.
 */

/** Sets every service's rating aggregate from its visible reviews (writes only rows that differ). */
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
