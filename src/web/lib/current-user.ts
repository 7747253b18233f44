import { createContext, use } from 'react';

import type { StoredUser } from './session.ts';

/** The user of the member pages, provided by the route guard (app/require-user.tsx). */
export const CurrentUserContext = createContext<StoredUser | null>(null);

/**
 * The logged-in user of a member, provider or admin page. Never null: the guard renders those
 * pages only with a user (and the right role); anywhere else this is a programming error.
 */
export function useUser(): StoredUser {
  const user = use(CurrentUserContext);
  if (!user) throw new Error('useUser() works only in pages inside the route guard');
  return user;
}
