import { createHash, randomBytes } from 'node:crypto';

import { and, eq, gt, ne, sql } from 'drizzle-orm';

import type { RoleId } from '#shared/constants.ts';
import type { Db, Tx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

/**
 * Server-side sessions (docs/decisions/010-session-model.md): the cookie holds a random 256-bit
 * id, the table holds its SHA-256. Persistent ("Remember me") sessions live 30 days from login;
 * browser-session ones expire after 12 hours without a request, and never outlive 30 days.
 */
export const SESSION_COOKIE = 'ks_session';
export const PERSISTENT_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const IDLE_TTL_MS = 12 * 60 * 60 * 1000;
/** last_seen_at / expires_at are written at most this often (not on every request). */
export const TOUCH_INTERVAL_MS = 60 * 1000;

/** A random 256-bit value, base64url (43 characters): session ids and password-link tokens. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 (hex) of a token; what the database stores instead of the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A cookie value that could be one of our ids (cheap check before hashing and querying). */
export function isWellFormedToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

type DbOrTx = Db | Tx;

export type NewSession = { id: string; idHash: string; expiresAt: Date; isPersistent: boolean };

/** Creates a session for a user; returns the id to put in the cookie (never stored as is). */
export async function createSession(
  db: DbOrTx,
  input: { userId: number; isPersistent: boolean; userAgent?: string | null; ip?: string | null },
  now = new Date(),
): Promise<NewSession> {
  const id = newSecretToken();
  const idHash = hashToken(id);
  const expiresAt = new Date(
    now.getTime() + (input.isPersistent ? PERSISTENT_TTL_MS : IDLE_TTL_MS),
  );
  await db.insert(sessions).values({
    idHash,
    userId: input.userId,
    isPersistent: input.isPersistent,
    expiresAt,
    lastSeenAt: now,
    createdAt: now,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    ip: input.ip ?? null,
  });
  return { id, idHash, expiresAt, isPersistent: input.isPersistent };
}

export type SessionLookup = {
  user: {
    id: number;
    roleId: RoleId;
    email: string;
    username: string;
    slug: string;
  };
  idHash: string;
  isPersistent: boolean;
  lastSeenAt: Date;
  createdAt: Date;
  expiresAt: Date;
};

/**
 * The live session and its user for a cookie id hash, in one indexed query; null when the
 * session is unknown, expired, or its user is suspended.
 */
export async function findSession(db: Db, idHash: string, now = new Date()) {
  const [row] = await findSessionStatement(db).execute({ idHash, now });
  if (!row) return null;
  const { isPersistent, lastSeenAt, createdAt, expiresAt, ...user } = row;
  return { user, idHash, isPersistent, lastSeenAt, createdAt, expiresAt } satisfies SessionLookup;
}

/** The session lookup of every request with a cookie, as a named prepared statement. */
function prepareFindSession(db: Db) {
  return db
    .select({
      id: users.id,
      roleId: users.roleId,
      email: users.email,
      username: users.username,
      slug: users.slug,
      isPersistent: sessions.isPersistent,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.isSuspended, false),
      ),
    )
    .limit(1)
    .prepare('find_session');
}

const findSessionStatements = new WeakMap<Db, ReturnType<typeof prepareFindSession>>();

/** The prepared lookup of this database (parsed and planned once per connection). */
function findSessionStatement(db: Db) {
  let statement = findSessionStatements.get(db);
  if (!statement) {
    statement = prepareFindSession(db);
    findSessionStatements.set(db, statement);
  }
  return statement;
}

/**
 * Records activity. Browser-session ones slide their idle expiry (capped at 30 days from
 * login); persistent ones keep their fixed 30-day end. Skipped when written less than a
 * minute ago, so a busy session costs one write a minute, not one per request.
 */
export async function touchSession(db: Db, session: SessionLookup, now = new Date()) {
  if (now.getTime() - session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return false;
  const set: { lastSeenAt: Date; expiresAt?: Date } = { lastSeenAt: now };
  if (!session.isPersistent) {
    const absoluteEnd = session.createdAt.getTime() + PERSISTENT_TTL_MS;
    set.expiresAt = new Date(Math.min(now.getTime() + IDLE_TTL_MS, absoluteEnd));
  }
  await db.update(sessions).set(set).where(eq(sessions.idHash, session.idHash));
  // A held lookup (session-cache.ts) sees what was written.
  session.lastSeenAt = now;
  if (set.expiresAt) session.expiresAt = set.expiresAt;
  return true;
}

export async function deleteSession(db: DbOrTx, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a user except `keepIdHash` (password or email change). */
export async function deleteOtherSessions(
  db: DbOrTx,
  userId: number,
  keepIdHash: string | null,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepIdHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash))
        : eq(sessions.userId, userId),
    );
}

/** Ends every session of a user (password reset, suspension). */
export function deleteAllSessions(db: DbOrTx, userId: number): Promise<void> {
  return deleteOtherSessions(db, userId, null);
}

/** Removes expired sessions (housekeeping; lookups ignore them anyway). */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(sql`${sessions.expiresAt} <= ${now}`)
    .returning({ idHash: sessions.idHash });
  return rows.length;
}
