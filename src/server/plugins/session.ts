import type { FastifyInstance } from 'fastify';

/** The session user, as the session plugin resolves it from the cookie. */
export type SessionUser = {
  id: number;
  roleId: 1 | 2 | 3;
  email: string;
  username: string;
  slug: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, or null. Identity comes from here, never from the payload. */
    user: SessionUser | null;
    sessionIdHash: string | null;
  }
}

/** Resolves the session cookie into `request.user` (placeholder until the accounts issue). */
export function registerSession(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);
}
