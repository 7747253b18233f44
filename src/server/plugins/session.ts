import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { ROLE, type RoleId } from '#shared/constants.ts';
import type { Config } from '../config.ts';
import { forbidden, unauthenticated } from '../lib/errors.ts';
import { SessionCache } from '../platform/sessions/session-cache.ts';
import {
  findSession,
  hashToken,
  isWellFormedToken,
  PERSISTENT_TTL_MS,
  SESSION_COOKIE,
  touchSession,
} from '../platform/sessions/sessions.ts';

/** The session user, as the session plugin resolves it from the cookie. */
export type SessionUser = {
  id: number;
  roleId: RoleId;
  email: string;
  username: string;
  slug: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, or null. Identity comes from here, never from the payload. */
    user: SessionUser | null;
    /** SHA-256 of the session id of this request (null without a live session). */
    sessionIdHash: string | null;
  }
}

/**
 * Resolves the `ks_session` cookie into `request.user` on every /api request: one indexed
 * query (sessions ⋈ users by the id's hash, unexpired, user not suspended), or a live session
 * held from an earlier request (session-cache.ts). Activity is written at most once a minute. Responses to requests with a session are `Cache-Control: no-store`.
 */
export function registerSession(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);
  const { db, changes } = app.deps;
  const held = new SessionCache();
  changes.subscribe((change) => held.apply(change));
  const lookUp = async (idHash: string) => {
    const found = held.get(idHash);
    if (found) return found;
    const mark = held.mark();
    const session = await findSession(db, idHash);
    if (session) held.keep(session, mark);
    return session;
  };

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const cookie = request.cookies[SESSION_COOKIE];
    if (!cookie || !isWellFormedToken(cookie)) return;
    const session = await lookUp(hashToken(cookie));
    if (!session) return;
    request.user = session.user;
    request.sessionIdHash = session.idHash;
    try {
      await touchSession(db, session);
    } catch (err) {
      // Activity tracking must not fail the request.
      request.log.warn({ err }, 'could not record session activity');
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.user && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

/** A route hook: 401 before the body is read when there is no session. */
export async function authenticated(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
}

/** A route hook for the admin console: 401 without a session, 403 for other roles. */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
  if (request.user.roleId !== ROLE.admin) throw forbidden('This is for admins only');
}

/** Legacy clients send '', null, 0 or 'null' to mean "no user id". */
function isAbsentUserId(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    value === 0 ||
    value === '0' ||
    value === 'null' ||
    value === 'undefined'
  );
}

/**
 * The session user, or a 401 ('Please login to your account!'). When the payload names a
 * `user_id` (legacy calls), it must be the session user's: anyone else → 403, nothing changes.
 * Every module uses this for identity: `const user = requireUser(request, body.user_id)`.
 */
export function requireUser(request: FastifyRequest, payloadUserId?: unknown): SessionUser {
  const user = request.user;
  if (!user) throw unauthenticated();
  if (!isAbsentUserId(payloadUserId)) {
    if (Number(payloadUserId) !== user.id) {
      request.log.warn(
        { userId: user.id, payloadUserId: String(payloadUserId).slice(0, 20), url: request.url },
        'refused: user_id of another user',
      );
      throw forbidden('You can only act for your own account');
    }
  }
  return user;
}

/**
 * The session user or null (anonymous reads). A payload `user_id` naming someone other than the
 * session user is refused (403); without a session it is ignored.
 */
export function optionalUser(request: FastifyRequest, payloadUserId?: unknown): SessionUser | null {
  return request.user ? requireUser(request, payloadUserId) : null;
}

/** Sets the session cookie: 30 days for "Remember me", else a browser-session cookie. */
export function setSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, 'publicUrl'>,
  sessionId: string,
  isPersistent: boolean,
): void {
  reply.setCookie(SESSION_COOKIE, sessionId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    path: '/',
    ...(isPersistent ? { maxAge: PERSISTENT_TTL_MS / 1000 } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Pick<Config, 'publicUrl'>): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    path: '/',
  });
}
