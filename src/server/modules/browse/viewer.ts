import { ROLE } from '#shared/constants.ts';

/**
 * Who is looking at a browse answer: the session user (never the payload's user_id), or null for
 * an anonymous visitor. Browse rules and the read model decide what is visible from this alone.
 */
export type Viewer = { id: number; isAdmin: boolean } | null;

/** The viewer a session user is. */
export function viewerOf(user: { id: number; roleId: number } | null): Viewer {
  return user ? { id: user.id, isAdmin: user.roleId === ROLE.admin } : null;
}
