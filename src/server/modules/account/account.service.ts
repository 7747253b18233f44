import { and, eq, ne, sql } from 'drizzle-orm';

import type { Account, UserRecord } from '#shared/api/auth.ts';
import { accountName } from '#shared/domain/names.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { subscriptions, users } from '../../db/schema/index.ts';
import { passwordPolicyError } from '../../lib/common-passwords.ts';
import { enqueueEmail, wakeOutbox } from '../../lib/mail.ts';
import { buildEmailChangedEmail } from '../../lib/mail-templates.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { deleteOtherSessions } from '../../lib/sessions.ts';
import type { Storage } from '../../lib/storage.ts';

/** The user row with its active subscription (at most one, by a partial unique index). */
async function findUserWithSubscription(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, subscription: subscriptions })
    .from(users)
    .leftJoin(
      subscriptions,
      and(eq(subscriptions.userId, users.id), eq(subscriptions.status, 'active')),
    )
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

type UserRow = typeof users.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

function toUserRecord(storage: Storage, user: UserRow, sub: SubscriptionRow | null): UserRecord {
  return {
    id: user.id,
    slug: user.slug,
    name: user.username,
    email: user.email,
    logo: user.logo ? storage.url(user.logo) : null,
    role_id: user.roleId,
    // Non-null exactly when the subscription is active, so the spec's client flag is right.
    stripe_id: sub ? sub.externalId : null,
    display_name: accountName(user),
  };
}

/** The spec's user record (login, account calls), or null for an unknown id. */
export async function getUserRecord(
  db: Db,
  storage: Storage,
  userId: number,
): Promise<UserRecord | null> {
  const row = await findUserWithSubscription(db, userId);
  return row ? toUserRecord(storage, row.user, row.subscription) : null;
}

/** GET /api/me: the user record plus names, member-since and the subscription summary. */
export async function getAccount(
  db: Db,
  storage: Storage,
  userId: number,
): Promise<Account | null> {
  const row = await findUserWithSubscription(db, userId);
  if (!row) return null;
  const { user, subscription: sub } = row;
  return {
    ...toUserRecord(storage, user, sub),
    username: user.username,
    f_name: user.firstName,
    l_name: user.lastName,
    business_name: user.businessName,
    contact_person: user.contactPerson,
    phone_number: user.phoneNumber,
    message: user.aboutMessage,
    is_verified: user.isVerified,
    created_at: user.createdAt.toISOString(),
    subscription: sub
      ? {
          status: sub.status,
          current_period_end: sub.currentPeriodEnd.toISOString(),
          external_id: sub.externalId,
          auto_renew: sub.autoRenew,
        }
      : null,
  };
}

async function findPasswordHash(db: Db, userId: number) {
  const [row] = await db
    .select({
      passwordHash: users.passwordHash,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      businessName: users.businessName,
      roleId: users.roleId,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The PostgreSQL error behind a (possibly drizzle-wrapped) error: code and constraint. */
export function databaseErrorOf(err: unknown): { code: string; constraint: string } {
  for (
    let e: unknown = err, depth = 0;
    e && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const constraint = (e as { constraint?: unknown }).constraint;
      return { code, constraint: typeof constraint === 'string' ? constraint : '' };
    }
  }
  return { code: '', constraint: '' };
}

/** Business outcome of an account change: ok, or a message for `status: 0`. */
export type ChangeOutcome =
  | { ok: true }
  | { ok: false; reason: 'wrong_password' | 'invalid'; message: string; field?: string };

/** The name used to greet a user in emails. */
export function greetingName(user: {
  roleId: number;
  businessName: string | null;
  firstName: string | null;
  username: string;
}): string {
  return (user.roleId === 2 ? user.businessName : user.firstName) || user.username;
}

/**
 * Changes the email after checking the current email and the password again. In one
 * transaction: the new address, a notice to the OLD address (outbox), and the end of every
 * other session of the user.
 */
export async function changeEmail(
  db: Db,
  deps: { config: Config },
  input: {
    userId: number;
    keepSessionIdHash: string | null;
    currentEmail: string;
    newEmail: string;
    password: string;
  },
): Promise<ChangeOutcome> {
  const user = await findPasswordHash(db, input.userId);
  if (!user) return { ok: false, reason: 'invalid', message: 'Account not found' };
  const passwordOk = user.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : false;
  if (!passwordOk) {
    return {
      ok: false,
      reason: 'wrong_password',
      message: 'The password is not correct.',
      field: 'password',
    };
  }
  if (input.currentEmail !== user.email.toLowerCase()) {
    return {
      ok: false,
      reason: 'invalid',
      message: 'The current email does not match your account.',
      field: 'current_email',
    };
  }
  if (input.newEmail === input.currentEmail) {
    return {
      ok: false,
      reason: 'invalid',
      message: 'The new email and current email must be different.',
      field: 'new_email',
    };
  }
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${input.newEmail}`, ne(users.id, input.userId)))
    .limit(1);
  if (taken.length > 0) {
    return {
      ok: false,
      reason: 'invalid',
      message: 'The new email has already been taken.',
      field: 'new_email',
    };
  }
  const { config } = deps;
  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ email: input.newEmail }).where(eq(users.id, input.userId));
      await enqueueEmail(tx, {
        to: user.email,
        ...buildEmailChangedEmail({
          siteName: config.siteName,
          name: greetingName(user),
          newEmail: input.newEmail,
          supportUrl: `${config.publicUrl}/ContactUs`,
        }),
      });
      await deleteOtherSessions(tx, input.userId, input.keepSessionIdHash);
    });
  } catch (err) {
    if (databaseErrorOf(err).code === '23505') {
      return {
        ok: false,
        reason: 'invalid',
        message: 'The new email has already been taken.',
        field: 'new_email',
      };
    }
    throw err;
  }
  wakeOutbox();
  return { ok: true };
}

/**
 * Changes the password after checking the current one; ends every other session of the user
 * (this one stays logged in).
 */
export async function changePassword(
  db: Db,
  input: {
    userId: number;
    keepSessionIdHash: string | null;
    currentPassword: string;
    newPassword: string;
  },
): Promise<ChangeOutcome> {
  const user = await findPasswordHash(db, input.userId);
  if (!user) return { ok: false, reason: 'invalid', message: 'Account not found' };
  const passwordOk = user.passwordHash
    ? await verifyPassword(user.passwordHash, input.currentPassword)
    : false;
  if (!passwordOk) {
    return {
      ok: false,
      reason: 'wrong_password',
      message: 'The current password is not correct.',
      field: 'current_password',
    };
  }
  const policy = passwordPolicyError(input.newPassword, [
    user.email,
    user.email.split('@')[0] ?? '',
    user.username,
  ]);
  if (policy) return { ok: false, reason: 'invalid', message: policy, field: 'new_password' };
  if (input.newPassword === input.currentPassword) {
    return {
      ok: false,
      reason: 'invalid',
      message: 'The new password must be different from the current one.',
      field: 'new_password',
    };
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, input.userId));
    await deleteOtherSessions(tx, input.userId, input.keepSessionIdHash);
  });
  return { ok: true };
}

/** Points the user at a newly stored logo; returns the previous key so the caller can delete it. */
export async function replaceLogo(db: Db, userId: number, logoKey: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ logo: users.logo })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx.update(users).set({ logo: logoKey }).where(eq(users.id, userId));
    return before?.logo ?? null;
  });
}
