import { and, eq, gt, isNull, sql } from 'drizzle-orm';

import type { ProviderRegisterBody, RegisterBody } from '#shared/api/auth.ts';
import { ROLE, type RoleId } from '#shared/constants.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { passwordTokens, users } from '../../db/schema/index.ts';
import { passwordPolicyError } from '../../lib/common-passwords.ts';
import { enqueueEmail, wakeOutbox } from '../../lib/mail.ts';
import { buildResetPasswordEmail, buildSetupPasswordEmail } from '../../lib/mail-templates.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { deleteAllSessions, hashToken, newSecretToken } from '../../lib/sessions.ts';
import { pickUniqueSlug, slugify } from '../../lib/slug.ts';
import { databaseErrorOf, greetingName } from '../account/account.service.ts';

/** A set-up link (after registration) is valid 24 hours; a reset link 1 hour. */
export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const EMAIL_TAKEN_MESSAGE = 'The email has already been taken.';

/** The username base: the email's local part, reduced to safe characters. */
export function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  const base = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, 40);
  return base || 'user';
}

async function isEmailTaken(db: Db | Tx, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

/** Stores a new single-use token (hashed) and returns the link to email. */
async function issuePasswordToken(
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
  return `${config.publicUrl}/set-password?token=${token}`;
}

export type RegistrationInput =
  | { kind: 'personal'; body: RegisterBody }
  | { kind: 'provider'; body: ProviderRegisterBody; logoKey: string | null };

export type RegistrationOutcome =
  { ok: true; userId: number } | { ok: false; errors: Record<string, string[]> };

/**
 * Creates an account without a password: a unique username from the email's local part, a
 * unique slug (business name for providers, username otherwise), role 2 or 3 only,
 * `is_verified` false. Writes the set-up link email in the same transaction.
 */
export async function registerAccount(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'siteName'>,
  input: RegistrationInput,
): Promise<RegistrationOutcome> {
  const { body } = input;
  if (await isEmailTaken(db, body.email))
    return { ok: false, errors: { email: [EMAIL_TAKEN_MESSAGE] } };
  const roleId = (body.role_id ??
    (input.kind === 'provider' ? ROLE.provider : ROLE.customer)) as RoleId;

  for (let attempt = 1; ; attempt++) {
    try {
      const userId = await db.transaction(async (tx) => {
        const username = await pickUniqueSlug(usernameBase(body.email), async (candidate) => {
          const rows = await tx
            .select({ id: users.id })
            .from(users)
            .where(sql`lower(${users.username}) = ${candidate}`)
            .limit(1);
          return rows.length > 0;
        });
        const slugSource = input.kind === 'provider' ? input.body.business_name : username;
        const slug = await pickUniqueSlug(slugify(slugSource), async (candidate) => {
          const rows = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.slug, candidate))
            .limit(1);
          return rows.length > 0;
        });
        const values =
          input.kind === 'provider'
            ? {
                businessName: input.body.business_name,
                contactPerson: input.body.contact_person,
                aboutMessage: input.body.message,
                phoneNumber: input.body.phone_number,
                logo: input.logoKey,
              }
            : {
                firstName: input.body.f_name,
                lastName: input.body.l_name,
                phoneNumber: input.body.phone_number,
              };
        const [user] = await tx
          .insert(users)
          .values({ roleId, username, slug, email: body.email, isVerified: false, ...values })
          .returning({ id: users.id });
        const link = await issuePasswordToken(tx, config, user!.id, 'setup');
        const name =
          input.kind === 'provider' ? input.body.contact_person : input.body.f_name || username;
        await enqueueEmail(tx, {
          to: body.email,
          ...buildSetupPasswordEmail({ siteName: config.siteName, name, link, username }),
        });
        return user!.id;
      });
      wakeOutbox();
      return { ok: true, userId };
    } catch (err) {
      const { code, constraint } = databaseErrorOf(err);
      if (code !== '23505') throw err;
      // A concurrent registration won a race: the same email, or the same username/slug.
      if (constraint.includes('email') || (await isEmailTaken(db, body.email))) {
        return { ok: false, errors: { email: [EMAIL_TAKEN_MESSAGE] } };
      }
      if (attempt >= 3) throw err;
    }
  }
}

/** The account a login name (email or username) designates, with what login needs. */
export async function findLoginAccount(db: Db, name: string) {
  const lower = name.trim().toLowerCase();
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      isSuspended: users.isSuspended,
      isVerified: users.isVerified,
    })
    .from(users)
    .where(
      lower.includes('@')
        ? sql`lower(${users.email}) = ${lower}`
        : sql`lower(${users.username}) = ${lower}`,
    )
    .limit(1);
  return row ?? null;
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
      email: users.email,
      username: users.username,
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
 * session of the user ends.
 */
export async function setPasswordWithToken(
  db: Db,
  input: { token: string; password: string },
): Promise<SetPasswordOutcome> {
  const tokenHash = hashToken(input.token);
  const live = await findLiveToken(db, tokenHash);
  if (!live || live.isSuspended) return { ok: false, reason: 'invalid_token' };
  const policy = passwordPolicyError(input.password, [
    live.email,
    live.email.split('@')[0] ?? '',
    live.username,
  ]);
  if (policy) return { ok: false, reason: 'policy', message: policy };
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx): Promise<SetPasswordOutcome> => {
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
    return { ok: true, userId: live.userId };
  });
}
