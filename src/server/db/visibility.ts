import { sql, type SQL } from 'drizzle-orm';

import { ROLE } from '#shared/constants.ts';

/**
 * What the public may see, in one place for every query (lists, pages, ratings, sitemap).
 * `alias` is the SQL alias of the table in the query.
 */

/** A public service: approved by an admin and listed (its owner's paid period covers it). */
export function publicService(alias: string): SQL {
  return sql.raw(`${alias}.status = 'approved' and ${alias}.is_listed`);
}

/**
 * A provider with a public page (seller detail, directory, top providers, sitemap): a provider
 * or admin-type provider, verified, not suspended, with at least one public service.
 */
export function listedProvider(alias: string): SQL {
  return sql`${sql.raw(alias)}.role_id in (${sql.raw(`${ROLE.admin}, ${ROLE.provider}`)})
    and ${sql.raw(alias)}.is_verified and not ${sql.raw(alias)}.is_suspended
    and exists (select 1 from services ps
                where ps.added_by_id = ${sql.raw(alias)}.id and ${publicService('ps')})`;
}
