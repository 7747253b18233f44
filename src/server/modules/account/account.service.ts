import { and, desc, eq, ne, sql } from 'drizzle-orm';

import type { ChangePasswordBody, UpdateEmailBody } from '#shared/api/account.ts';
import type { Account, UserRecord } from '#shared/api/auth.ts';
import { ROLE } from '#shared/constants.ts';
import { accountName, greetingName } from '#shared/domain/names.ts';
import { paths } from '#shared/pages.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { subscriptions, users } from '../../db/schema/index.ts';
import type { ChangeBus } from '../../platform/changes/changes.ts';
import { passwordPolicyError } from '../../lib/common-passwords.ts';
import { unauthenticated } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/form-input.ts';
import { assertImage, storeLogo } from '../../platform/storage/images.ts';
import { enqueueEmail, wakeOutbox } from '../../platform/mail/mail.ts';
import { buildEmailChangedEmail } from '../../platform/mail/mail-templates.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { tooManyRequests, type RateLimiter } from '../../platform/changes/rate-limit.ts';
import { deleteOtherSessions } from '../../platform/sessions/sessions.ts';
import { enqueuePasswordChangedEmail } from '../../platform/mail/password-notice.ts';
import type { Storage } from '../../platform/storage/storage.ts';

/**
 * The user row with its active subscription (at most one, by a partial unique index), else a
 * canceled one whose paid time is not over (its "Listed until" date, issue 22).
 */
async function findUserWithSubscription(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, subscription: subscriptions })
    .from(users)
    .leftJoin(
      subscriptions,
      and(
        eq(subscriptions.userId, users.id),
        sql`(${subscriptions.status} = 'active' or (${subscriptions.status} = 'canceled' and ${subscriptions.currentPeriodEnd} > now() and ${subscriptions.endedAt} is null))`,
      ),
    )
    .where(eq(users.id, userId))
    .orderBy(desc(sql`(${subscriptions.status} = 'active')`), desc(subscriptions.currentPeriodEnd))
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
    stripe_id: sub?.status === 'active' ? sub.externalId : null,
    display_name: accountName(user),
  };
}

/** The spec's user record (login, account calls) of a session user; 401 when it is gone. */
export async function getUserRecord(db: Db, storage: Storage, userId: number): Promise<UserRecord> {
  const row = await findUserWithSubscription(db, userId);
  if (!row) throw unauthenticated();
  return toUserRecord(storage, row.user, row.subscription);
}

/** GET /api/me: the user record plus names, member-since and the subscription summary. */
export async function getAccount(db: Db, storage: Storage, userId: number): Promise<Account> {
  const row = await findUserWithSubscription(db, userId);
  if (!row) throw unauthenticated();
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
    taking_new_work: user.takingNewWork,
    back_on: user.backOn,
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

/** Who changes their account: the session's user, and the session that stays logged in. */
export type SessionRef = { userId: number; sessionIdHash: string | null };

/** Business outcome of an account change: the updated record, or a message for `status: 0`. */
export type ChangeOutcome =
  { ok: true; user: UserRecord } | { ok: false; message: string; field?: string };

/** What the account changes need. `passwordFailures`: wrong current passwords per user. */
export type AccountDeps = {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'siteName' | 'publicUrl'>;
  changes: ChangeBus;
  passwordFailures: RateLimiter;
};

const refuse = (message: string, field: string): ChangeOutcome => ({ ok: false, message, field });

/**
 * Checks the user's current password, under the same lock as login (10 wrong ones in 15
 * minutes: 429 until the window ends). Returns the user's row, or null when it is wrong.
 */
async function checkPassword(deps: AccountDeps, userId: number, password: string) {
  const key = `user:${userId}`;
  const wait = await deps.passwordFailures.retryAfterMs(key);
  if (wait > 0) throw tooManyRequests(wait, 'Too many wrong passwords.');
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthenticated();
  if (user.passwordHash && (await verifyPassword(user.passwordHash, password))) return user;
  await deps.passwordFailures.hit(key);
  return null;
}

async function isEmailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, userId)))
    .limit(1);
  return taken.length > 0;
}

const EMAIL_TAKEN = 'The new email has already been taken.';

/**
 * Changes the email after checking the password and the current email again. In one
 * transaction: the new address, a notice to the OLD address (outbox), and the end of every
 * other session of the user.
 */
export async function changeEmail(
  deps: AccountDeps,
  session: SessionRef,
  body: Pick<UpdateEmailBody, 'current_email' | 'new_email' | 'password'>,
): Promise<ChangeOutcome> {
  const { userId, sessionIdHash } = session;
  const newEmail = body.new_email;
  const user = await checkPassword(deps, userId, body.password);
  if (!user) return refuse('The password is not correct.', 'password');
  if (body.current_email !== user.email.toLowerCase()) {
    return refuse('The current email does not match your account.', 'current_email');
  }
  if (newEmail === body.current_email) {
    return refuse('The new email and current email must be different.', 'new_email');
  }
  if (await isEmailTakenByOther(deps.db, newEmail, userId)) {
    return refuse(EMAIL_TAKEN, 'new_email');
  }
  const { config } = deps;
  try {
    await deps.db.transaction(async (tx) => {
      await tx.update(users).set({ email: newEmail }).where(eq(users.id, userId));
      await enqueueEmail(tx, {
        to: user.email,
        ...buildEmailChangedEmail({
          siteName: config.siteName,
          name: greetingName(user),
          newEmail,
          supportUrl: `${config.publicUrl}${paths.contactUs}`,
        }),
      });
      await deleteOtherSessions(tx, userId, sessionIdHash);
    });
  } catch (err) {
    if (isUniqueViolation(err)) return refuse(EMAIL_TAKEN, 'new_email');
    throw err;
  }
  wakeOutbox();
  deps.changes.publish({ kind: 'sessions', userId });
  return { ok: true, user: await getUserRecord(deps.db, deps.storage, userId) };
}

/**
 * Changes the password after checking the current one; ends every other session of the user
 * (this one stays logged in) and emails the user a notice, in the same transaction.
 */
export async function changePassword(
  deps: AccountDeps,
  session: SessionRef,
  body: Pick<ChangePasswordBody, 'current_password' | 'new_password'>,
): Promise<ChangeOutcome> {
  const { userId, sessionIdHash } = session;
  const newPassword = body.new_password;
  const user = await checkPassword(deps, userId, body.current_password);
  if (!user) return refuse('The current password is not correct.', 'current_password');
  const policy = passwordPolicyError(newPassword, [
    user.email,
    user.email.split('@')[0] ?? '',
    user.username,
  ]);
  if (policy) return refuse(policy, 'new_password');
  if (newPassword === body.current_password) {
    return refuse('The new password must be different from the current one.', 'new_password');
  }
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await deleteOtherSessions(tx, userId, sessionIdHash);
    await enqueuePasswordChangedEmail(tx, deps.config, user, 'changed');
  });
  wakeOutbox();
  deps.changes.publish({ kind: 'sessions', userId });
  return { ok: true, user: await getUserRecord(deps.db, deps.storage, userId) };
}

/**
 * Replaces the user's logo: the bytes are checked (JPEG, PNG or WebP), re-encoded to a square
 * WebP and stored, the user points at it, and the previous file is deleted.
 */
export async function updateLogo(
  deps: Pick<AccountDeps, 'db' | 'storage' | 'changes'>,
  userId: number,
  logo: UploadedFile,
): Promise<UserRecord> {
  await assertImage(logo.bytes, 'Logo');
  const key = await storeLogo(deps.storage, logo.bytes);
  const before = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ logo: users.logo, roleId: users.roleId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx.update(users).set({ logo: key }).where(eq(users.id, userId));
    return row;
  });
  if (before?.logo && before.logo !== key) await deps.storage.delete(before.logo).catch(() => {});
  if (before && before.roleId !== ROLE.customer) {
    deps.changes.publish({ kind: 'provider', providerId: userId });
  }
  return getUserRecord(deps.db, deps.storage, userId);
}
