import { sql, type SQL } from 'drizzle-orm';

import type { CardFilters, CardListOptions } from './card-list-types.ts';
import { seekCondition, seekKeyOf, whereOf } from './card-sql.ts';

/**
 * One page of a suburb's public list in index order (decisions 116 and 121): those taking new
 * work first, then those based in the suburb, then the others serving it, each by the sort.
 * "Based in the suburb" is no index column, so a single query reads and sorts every service
 * that serves the suburb to find the first page. Here it is two ordered index ranges, each
 * stopped after the rows the page can need (its offset plus its size):
 * - the services based in the suburb, on the list's equality index (sub category or category,
 *   city, suburb, then the best-rated order);
 * - the others serving it, on the list's best-rated index, filtered on the coverage keys that
 *   the index carries;
 * then the page of their union in the full order (at most twice the page's rows to sort).
 */

/** The rows of a list of this kind: every key of its order, after the lead keys. */
const ORDER_KEYS = {
  newest: ['s.created_at', 's.id'],
  rating: ['s.rating_avg', 's.rating_count', 's.id'],
} as const;

/** Whether a list's page can be read this way: a public suburb list in index order. */
export function isSuburbList(f: CardFilters): f is CardFilters & { city: string; suburb: string } {
  return (
    f.visibility === 'approved' &&
    f.city !== undefined &&
    f.suburb !== undefined &&
    f.q === undefined
  );
}

export function buildSuburbScanQuery(
  f: CardFilters & { city: string; suburb: string },
  options: CardListOptions,
  kind: 'newest' | 'rating',
): SQL {
  const offset = options.seek ? options.seek.skip : (options.page - 1) * options.perPage;
  const need = offset + options.perPage;
  const keys = ORDER_KEYS[kind];
  const based = sql`s.city = ${f.city} and s.suburb = ${f.suburb}`;
  const seek = options.seek ? sql` and ${seekCondition(f, kind, options.seek.after)}` : sql``;
  const keyColumns = sql.raw(keys.map((k, i) => `${k} as k${i}`).join(', '));
  const indexOrder = sql.raw(
    ['s.taking_new_work', ...keys].map((k) => `${k} desc nulls last`).join(', '),
  );
  const part = (isBased: boolean, where: SQL) => sql`(
        select s.id, ${seekKeyOf(f, kind)} as seek_key, s.taking_new_work as tnw,
               ${sql.raw(String(isBased))} as based, ${keyColumns}
        from services s
        where ${where}${seek}
        order by ${indexOrder}
        limit ${need})`;
  const basedPart = part(
    true,
    sql`${whereOf({ ...f, city: undefined, suburb: undefined })} and ${based}`,
  );
  const otherPart = part(false, sql`${whereOf(f)} and not (${based})`);
  const outerOrder = sql.raw(
    ['u.tnw', 'u.based', ...keys.map((_, i) => `u.k${i}`)]
      .map((k) => `${k} desc nulls last`)
      .join(', '),
  );
  return sql`
      select u.id, 0::real as rank, u.seek_key, null::int as total
      from (${basedPart}
        union all ${otherPart}
      ) u
      order by ${outerOrder}
      limit ${options.perPage} offset ${offset}`;
}
