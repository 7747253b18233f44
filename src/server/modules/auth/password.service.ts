import { and, eq, gt, isNull, sql } from 'drizzle-orm';

import { greetingName } from '#shared/domain/names.ts';
import { paths } from '#shared/pages.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { passwordTokens, users } from '../../db/schema/index.ts';
import type { ChangeBus } from '../../platform/changes/changes.ts';
import { passwordPolicyError } from '../../lib/common-passwords.ts';
import { enqueueEmail, wakeOutbox } from '../../platform/mail/mail.ts';
import { buildResetPasswordEmail } from '../../platform/mail/mail-templates.ts';
import { enqueuePasswordChangedEmail } from '../../platform/mail/password-notice.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { deleteAllSessions, hashToken, newSecretToken } from '../../platform/sessions/sessions.ts';

/** A set-up link (after registration) is valid 24 hours; a reset link 1 hour. */
export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Stores a new single-use token (hashed) and returns the link to email. */
export async function issuePasswordToken(
  tx: Tx,
  config: Pick<Config, 'publicUrl'>,
  userId: number,
  purpose: 'setup' | 'reset',
): Promise<string> {
  const token = newSecretToken();
  const ttl = purpose === 'setup' ? SETUP_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS;
  await tx.insert(passwordTokens).values({
    userId,
    tokenHash: hashToken(token),
    purpose,
    expiresAt: new Date(Date.now() + ttl),
  });
  return `${config.publicUrl}${paths.setPassword}?token=${token}`;
}

/**
 * Forgot password: a reset link for an existing, unsuspended account; nothing otherwise. The
 * caller answers the same neutral message either way.
 */
export async function requestPasswordReset(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'siteName'>,
  email: string,
): Promise<boolean> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      roleId: users.roleId,
      businessName: users.businessName,
      firstName: users.firstName,
      username: users.username,
      isSuspended: users.isSuspended,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (!user || user.isSuspended) return false;
  await db.transaction(async (tx) => {
    const link = await issuePasswordToken(tx, config, user.id, 'reset');
    await enqueueEmail(tx, {
      to: user.email,
      ...buildResetPasswordEmail({
        siteName: config.siteName,
        name: greetingName(user),
        link,
        ttlText: '1 hour',
      }),
    });
  });
  wakeOutbox();
  return true;
}

export type SetPasswordOutcome =
  | { ok: true; userId: number }
  | { ok: false; reason: 'invalid_token' }
  | { ok: false; reason: 'policy'; message: string };

/** The live (unused, unexpired) token row for a token, with its user's context words. */
async function findLiveToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: passwordTokens.id,
      userId: passwordTokens.userId,
      purpose: passwordTokens.purpose,
      email: users.email,
      username: users.username,
      roleId: users.roleId,
      businessName: users.businessName,
      firstName: users.firstName,
      isSuspended: users.isSuspended,
    })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Sets a password from a set-up or reset link. The token works once (claimed atomically), the
 * email counts as verified, the user's other outstanding links stop working and every
 * session of the user ends. A reset also emails the user that the password was reset.
 */
export async function setPasswordWithToken(
  deps: { db: Db; changes: ChangeBus; config: Pick<Config, 'publicUrl' | 'siteName'> },
  input: { token: string; password: string },
): Promise<SetPasswordOutcome> {
  const { db } = deps;
  const live = await findLiveToken(db, hashToken(input.token));
  if (!live || live.isSuspended) return { ok: false, reason: 'invalid_token' };
  const policy = passwordPolicyError(input.password, [
    live.email,
    live.email.split('@')[0] ?? '',
    live.username,
  ]);
  if (policy) return { ok: false, reason: 'policy', message: policy };
  const passwordHash = await hashPassword(input.password);
  const outcome = await db.transaction(async (tx): Promise<SetPasswordOutcome> => {
    const claimed = await tx
      .update(passwordTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordTokens.id, live.id),
          isNull(passwordTokens.usedAt),
          gt(passwordTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordTokens.userId });
    if (claimed.length === 0) return { ok: false, reason: 'invalid_token' };
    await tx.update(users).set({ passwordHash, isVerified: true }).where(eq(users.id, live.userId));
    // Any other link of this user stops working too.
    await tx
      .update(passwordTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordTokens.userId, live.userId), isNull(passwordTokens.usedAt)));
    await deleteAllSessions(tx, live.userId);
    if (live.purpose === 'reset') await enqueuePasswordChangedEmail(tx, deps.config, live, 'reset');
    return { ok: true, userId: live.userId };
  });
  if (outcome.ok && live.purpose === 'reset') wakeOutbox();
  // Every session of the user has ended; a verified email puts a provider in the directory.
  if (outcome.ok) {
    deps.changes.publish(
      { kind: 'sessions', userId: outcome.userId },
      { kind: 'provider', providerId: outcome.userId },
    );
  }
  return outcome;
}
