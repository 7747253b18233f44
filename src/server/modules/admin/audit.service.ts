import { sql, type SQL } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client.ts';
import { queryPage, toIso, type PageInput } from '../../db/query.ts';
import { adminActions } from '../../db/schema/index.ts';

/** The admin who acts (the session user, role 1). */
export type Admin = { id: number };

export type AuditEntry = {
  action: string;
  targetType: string;
  targetId: number | null;
  reason?: string | null;
  details?: Record<string, unknown>;
};

/** Writes an admin action to the audit log, in the transaction of the change. */
export async function recordAction(tx: Db | Tx, admin: Admin, entry: AuditEntry): Promise<void> {
  await tx.insert(adminActions).values({
    adminId: admin.id,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason ?? null,
    details: entry.details ?? null,
  });
}

/** A list's page and free-text search. */
export type ListInput = PageInput & { q?: string | undefined };

/** A `like` pattern finding `q` anywhere, lower case, with `%` and `_` literal. */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `<text> ilike '%q%'` (a trigram index serves it on a plain column); true without a search. */
export function matches(text: SQL, q: string | undefined): SQL {
  return q ? sql`(${text}) ilike ${likePattern(q)}` : sql`true`;
}

type AuditRow = {
  id: number;
  admin_id: number | null;
  admin_name: string | null;
  action: string;
  target_type: string;
  target_id: number | null;
  reason: string | null;
  created_at: string;
  total: number;
};

/** GET /api/admin/audit: newest first, searchable by action or reason. */
export async function listAudit(db: Db, input: ListInput) {
  const { rows, ...meta } = await queryPage<AuditRow>(
    db,
    input,
    sql`
      select a.id, a.admin_id, coalesce(u.business_name, u.first_name, u.username) as admin_name,
             a.action, a.target_type, a.target_id, a.reason, a.created_at,
             count(*) over ()::int as total
      from admin_actions a
      left join users u on u.id = a.admin_id
      where ${matches(sql`a.action || ' ' || coalesce(a.reason, '')`, input.q)}`,
    sql`a.created_at desc, a.id desc`,
  );
  const entries = rows.map(({ admin_id, admin_name, total: _total, created_at, ...r }) => ({
    ...r,
    admin: admin_id ? { id: admin_id, name: admin_name ?? 'Admin' } : null,
    created_at: toIso(created_at),
  }));
  return { entries, ...meta };
}
