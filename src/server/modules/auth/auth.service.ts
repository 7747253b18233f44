import { eq, sql } from 'drizzle-orm';

import type { UserRecord } from '#shared/api/auth.ts';
import type { ProviderRegisterBody, RegisterBody } from '#shared/api/auth.ts';
import { ROLE } from '#shared/constants.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { users } from '../../db/schema/index.ts';
import type { ChangeBus } from '../../platform/changes/changes.ts';
import type { UploadedFile } from '../../lib/form-input.ts';
import { assertImage, storeLogo } from '../../platform/storage/images.ts';
import { enqueueEmail, wakeOutbox } from '../../platform/mail/mail.ts';
import { buildSetupPasswordEmail } from '../../platform/mail/mail-templates.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import { createSession, deleteSession, type NewSession } from '../../platform/sessions/sessions.ts';
import { pickUniqueSlug, slugify } from '../../lib/slug.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { getUserRecord } from '../account/account.service.ts';
import type { LoginGuard } from './login-guard.ts';
import { issuePasswordToken } from './password.service.ts';

export const EMAIL_TAKEN_MESSAGE = 'The email has already been taken.';
export const BAD_CREDENTIALS_MESSAGE = 'These credentials do not match our records.';
export const SUSPENDED_MESSAGE =
  'Your account has been suspended. Please contact us if you think this is a mistake.';

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

export type RegistrationInput =
  | { kind: 'personal'; body: RegisterBody }
  | { kind: 'provider'; body: ProviderRegisterBody; logo: UploadedFile | undefined };

export type RegistrationOutcome =
  { ok: true; userId: number } | { ok: false; errors: Record<string, string[]> };

type RegisterDeps = {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'siteName'>;
  storage: Storage;
  changes: ChangeBus;
};

/** The profile columns of a new account. */
function profileOf(input: RegistrationInput, logoKey: string | null) {
  if (input.kind === 'personal') {
    const b = input.body;
    return { firstName: b.f_name, lastName: b.l_name, phoneNumber: b.phone_number };
  }
  const b = input.body;
  return {
    businessName: b.business_name,
    contactPerson: b.contact_person,
    aboutMessage: b.message,
    phoneNumber: b.phone_number,
    logo: logoKey,
  };
}

/** Inserts the account with a unique username and slug, and emails the set-up link (one tx). */
async function insertAccount(
  tx: Tx,
  deps: RegisterDeps,
  input: RegistrationInput,
  logoKey: string | null,
): Promise<number> {
  const { body } = input;
  const taken = (column: typeof users.username | typeof users.slug) => async (value: string) =>
    (await tx.select({ id: users.id }).from(users).where(eq(column, value)).limit(1)).length > 0;
  const username = await pickUniqueSlug(usernameBase(body.email), taken(users.username));
  const slugSource = input.kind === 'provider' ? input.body.business_name : username;
  const slug = await pickUniqueSlug(slugify(slugSource), taken(users.slug));
  const roleId = body.role_id ?? (input.kind === 'provider' ? ROLE.provider : ROLE.customer);
  const [user] = await tx
    .insert(users)
    .values({
      roleId,
      username,
      slug,
      email: body.email,
      isVerified: false,
      ...profileOf(input, logoKey),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('insert returned no row');
  const link = await issuePasswordToken(tx, deps.config, user.id, 'setup');
  const name = input.kind === 'provider' ? input.body.contact_person : input.body.f_name;
  await enqueueEmail(tx, {
    to: body.email,
    ...buildSetupPasswordEmail({
      siteName: deps.config.siteName,
      name: name || username,
      link,
      username,
    }),
  });
  return user.id;
}

/**
 * Registers an account without a password (product-decisions §3): role 2 or 3 only, never
 * verified by the client, a unique username from the email and a unique slug (the business name
 * for providers); the set-up link is emailed in the same transaction. A provider's logo is
 * checked and stored first, and removed again when the registration does not happen.
 */
export async function register(
  deps: RegisterDeps,
  input: RegistrationInput,
): Promise<RegistrationOutcome> {
  const taken: RegistrationOutcome = { ok: false, errors: { email: [EMAIL_TAKEN_MESSAGE] } };
  if (await isEmailTaken(deps.db, input.body.email)) return taken;
  let logoKey: string | null = null;
  if (input.kind === 'provider' && input.logo) {
    await assertImage(input.logo.bytes, 'Logo');
    logoKey = await storeLogo(deps.storage, input.logo.bytes);
  }
  const dropLogo = () => (logoKey ? deps.storage.delete(logoKey).catch(() => {}) : undefined);
  for (let attempt = 1; ; attempt++) {
    try {
      const userId = await deps.db.transaction((tx) => insertAccount(tx, deps, input, logoKey));
      wakeOutbox();
      if (input.kind === 'provider') deps.changes.publish({ kind: 'provider', providerId: userId });
      return { ok: true, userId };
    } catch (err) {
      // A concurrent registration won a race: the same email, or the same username/slug.
      const retry = isUniqueViolation(err) && attempt < 3;
      const emailTaken = isUniqueViolation(err) && (await isEmailTaken(deps.db, input.body.email));
      if (emailTaken || !retry) await dropLogo();
      if (emailTaken) return taken;
      if (!retry) throw err;
    }
  }
}

/** The account a login name (email or username) designates, with what login needs. */
async function findLoginAccount(db: Db, name: string) {
  const lower = name.trim().toLowerCase();
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isSuspended: users.isSuspended })
    .from(users)
    .where(
      lower.includes('@')
        ? sql`lower(${users.email}) = ${lower}`
        : sql`lower(${users.username}) = ${lower}`,
    )
    .limit(1);
  return row ?? null;
}

export type LoginInput = {
  name: string;
  password: string;
  remember: boolean;
  ip: string;
  userAgent: string | null;
  /** The session this browser had: it ends (a new id at every login, no fixation). */
  previousSessionIdHash: string | null;
  /** Its user, whose instances' session caches are told it ended. */
  previousUserId: number | null;
};

/** Why a login failed, for the operator's log (never shown apart from the message). */
export type LoginFailure = 'unknown_account' | 'wrong_password' | 'locked' | 'suspended';

export type LoginOutcome =
  | { ok: true; session: NewSession; user: UserRecord }
  | {
      ok: false;
      userId: number | null;
      reason: LoginFailure;
      message: string;
      /** A lock-out: the 429 the caller throws once the attempt is logged. */
      refusal?: Error;
    };

/**
 * Logs in by email or username. Failures are counted per account and address (`guard`: an
 * address that failed too often for the account gets 429; one that has not failed is always
 * checked: login-guard.ts); an unknown name costs the same time as a wrong password.
 */
export async function login(
  deps: { db: Db; storage: Storage; guard: LoginGuard; changes: ChangeBus },
  input: LoginInput,
): Promise<LoginOutcome> {
  const { db, guard } = deps;
  const account = await findLoginAccount(db, input.name);
  const accountKey = account ? `user:${account.id}` : `name:${input.name.toLowerCase()}`;
  try {
    await guard.check(accountKey, input.ip);
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    const userId = account?.id ?? null;
    return { ok: false, userId, reason: 'locked', message: error.message, refusal: error };
  }
  let passwordOk = false;
  if (account?.passwordHash)
    passwordOk = await verifyPassword(account.passwordHash, input.password);
  else await burnPasswordCheck(input.password);
  if (!account || !passwordOk) {
    await guard.failed(accountKey, input.ip);
    const reason = account ? 'wrong_password' : 'unknown_account';
    return { ok: false, userId: account?.id ?? null, reason, message: BAD_CREDENTIALS_MESSAGE };
  }
  await guard.succeeded(accountKey, input.ip);
  if (account.isSuspended) {
    return { ok: false, userId: account.id, reason: 'suspended', message: SUSPENDED_MESSAGE };
  }
  if (input.previousSessionIdHash) await deleteSession(db, input.previousSessionIdHash);
  const session = await createSession(db, {
    userId: account.id,
    isPersistent: input.remember,
    userAgent: input.userAgent,
    ip: input.ip,
  });
  // The session this request came with has ended (a new one replaces it).
  if (input.previousUserId !== null) {
    deps.changes.publish({ kind: 'sessions', userId: input.previousUserId });
  }
  return { ok: true, session, user: await getUserRecord(db, deps.storage, account.id) };
}

/** Ends a browser's session: deletes it and tells every instance's session cache. */
export async function logout(
  deps: { db: Db; changes: ChangeBus },
  session: { idHash: string | null; userId: number | null },
): Promise<void> {
  if (session.idHash) await deleteSession(deps.db, session.idHash);
  if (session.userId !== null) deps.changes.publish({ kind: 'sessions', userId: session.userId });
}
