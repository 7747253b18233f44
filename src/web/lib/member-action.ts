import { useCallback } from 'react';

import { MESSAGES } from '#shared/messages.ts';
import { isUnauthorized } from './api-client.ts';
import { useSendToLogin } from './send-to-login.ts';
import { forgetStaleUser, useSessionUser } from './session.ts';

/**
 * The member actions of spec section 4 (watchlist, email, call, review). `guard(action)` runs
 * the action for a logged-in user; a visitor gets `message` ('Please login to your account!'),
 * the page is saved as redirectUrl and the login page opens (the login comes back here).
 * `handleError(error)` does the same for a 401 (the server session ended: the stale user is
 * forgotten) and returns true; any other error returns false for the caller to show.
 */
export function useMemberAction(message: string = MESSAGES.pleaseLoginAction) {
  const user = useSessionUser();
  const sendToLogin = useSendToLogin(message);
  const guard = useCallback(
    (action: () => void) => {
      if (user) action();
      else sendToLogin();
    },
    [user, sendToLogin],
  );
  const handleError = useCallback(
    (error: unknown): boolean => {
      if (!isUnauthorized(error)) return false;
      forgetStaleUser();
      sendToLogin();
      return true;
    },
    [sendToLogin],
  );
  return { user, guard, handleError };
}
