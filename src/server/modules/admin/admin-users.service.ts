import { eq, sql } from 'drizzle-orm';

import { ROLE } from '#shared/constants.ts';
import { accountName, greetingName } from '#shared/domain/names.ts';
import type { Db } from '../../db/client.ts';
import { queryRows, toIso } from '../../db/query.ts';
import { USER_SEARCH_TEXT, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enqueueEmail, wakeOutbox } from '../../platform/mail/mail.ts';
import {
  buildResetPasswordEmail,
  buildSetupPasswordEmail,
} from '../../platform/mail/mail-templates.ts';
import { deleteAllSessions } from '../../platform/sessions/sessions.ts';
import { issuePasswordToken } from '../auth/password.service.ts';
import { hasPaidPeriod, publishListing, setListed } from '../billing/billing.service.ts';
import type { AdminMailDeps } from './admin-deps.ts';
import { likePattern, recordAction, type Admin, type ListInput } from './audit.service.ts';

type UserRow = {
  id: number;
  slug: string;
  role_id: number;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  business_name: string | null;
  phone_number: string | null;
  is_verified: boolean;
  is_suspended: boolean;
  suspended_reason: string | null;
  has_password: boolean;
  created_at: string;
  sub_status: string | null;
  sub_end: string | null;
  pending: number;
  approved: number;
  rejected: number;
  total: number;
};

/** GET /api/admin/users: search by name, email or business (a trigram index), newest first. */
export async function listAdminUsers(
  db: Db,
  input: ListInput & { role?: number | undefined; suspended?: 'yes' | 'no' | undefined },
) {
  const where = [sql`true`];
  if (input.q) where.push(sql`${USER_SEARCH_TEXT} like ${likePattern(input.q)}`);
  if (input.role) where.push(sql`u.role_id = ${input.role}`);
  if (input.suspended) where.push(sql`u.is_suspended = ${input.suspended === 'yes'}`);
  const rows = await queryRows<UserRow>(
    db,
    sql`
      with p as (
        select u.id, count(*) over ()::int as total from users u
        where ${sql.join(where, sql` and `)}
        order by u.created_at desc, u.id desc
        limit ${input.per_page} offset ${(input.page - 1) * input.per_page}
      )
      select u.id, u.slug, u.role_id::int as role_id, u.username, u.email, u.first_name, u.last_name,
             u.business_name, u.phone_number, u.is_verified, u.is_suspended, u.suspended_reason,
             u.password_hash is not null as has_password, u.created_at, p.total,
             sub.status as sub_status, sub.current_period_end as sub_end,
             coalesce(sv.pending, 0)::int as pending, coalesce(sv.approved, 0)::int as approved,
             coalesce(sv.rejected, 0)::int as rejected
      from p
      join users u on u.id = p.id
      left join lateral (
        select b.status, b.current_period_end from subscriptions b where b.user_id = u.id
        order by (b.status = 'active') desc, b.created_at desc limit 1
      ) sub on true
      left join lateral (
        select count(*) filter (where s.status = 'pending') as pending,
               count(*) filter (where s.status = 'approved') as approved,
               count(*) filter (where s.status = 'rejected') as rejected
        from services s where s.added_by_id = u.id
      ) sv on true
      order by u.created_at desc, u.id desc`,
  );
  const list = rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    role_id: r.role_id,
    name: accountName({
      roleId: r.role_id,
      businessName: r.business_name,
      firstName: r.first_name,
      lastName: r.last_name,
      username: r.username,
    }),
    username: r.username,
    email: r.email,
    business_name: r.business_name,
    phone_number: r.phone_number,
    is_verified: r.is_verified,
    is_suspended: r.is_suspended,
    suspended_reason: r.suspended_reason,
    has_password: r.has_password,
    created_at: toIso(r.created_at),
    subscription:
      r.sub_status && r.sub_end
        ? { status: r.sub_status, current_period_end: toIso(r.sub_end) }
        : null,
    services: { pending: r.pending, approved: r.approved, rejected: r.rejected },
  }));
  return { users: list, total: rows[0]?.total ?? 0, page: input.page, per_page: input.per_page };
}

/**
 * Suspends (with a reason) or reinstates a user. A suspended user's sessions end at once and
 * their services are hidden; reinstating lists them again when their paid period covers today.
 */
export async function setSuspended(
  deps: AdminMailDeps,
  admin: Admin,
  userId: number,
  suspend: boolean,
  reason: string | null,
) {
  if (suspend && userId === admin.id)
    throw new AppError('CONFLICT', 'You cannot suspend your own account');
  const changed = await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('User not found');
    await tx
      .update(users)
      .set({ isSuspended: suspend, suspendedReason: suspend ? reason : null })
      .where(eq(users.id, userId));
    if (suspend) await deleteAllSessions(tx, userId);
    const listed = !suspend && (user.roleId === ROLE.admin || (await hasPaidPeriod(tx, userId)));
    const rows = suspend || listed ? await setListed(tx, userId, listed) : [];
    await recordAction(tx, admin, {
      action: suspend ? 'user.suspend' : 'user.reinstate',
      targetType: 'user',
      targetId: userId,
      reason,
      details: { email: user.email },
    });
    return rows;
  });
  publishListing(deps.changes, changed);
  deps.changes.publish({ kind: 'provider', providerId: userId }, { kind: 'sessions', userId });
}

/** Emails a fresh link to set the password (set-up when none was set, reset otherwise). */
export async function resendPasswordLink(deps: AdminMailDeps, admin: Admin, userId: number) {
  await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound('User not found');
    if (user.isSuspended)
      throw new AppError('CONFLICT', 'Reinstate the user before sending a link');
    const setup = user.passwordHash === null;
    const link = await issuePasswordToken(tx, deps.config, user.id, setup ? 'setup' : 'reset');
    const common = { siteName: deps.config.siteName, name: greetingName(user), link };
    const email = setup
      ? buildSetupPasswordEmail({ ...common, username: user.username })
      : buildResetPasswordEmail({ ...common, ttlText: '1 hour' });
    await enqueueEmail(tx, { to: user.email, ...email });
    await recordAction(tx, admin, {
      action: 'user.password_link',
      targetType: 'user',
      targetId: userId,
      details: { kind: setup ? 'setup' : 'reset' },
    });
  });
  wakeOutbox();
}
