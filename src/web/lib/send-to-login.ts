import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { STORAGE_KEYS } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { notifyWarning } from './notify.ts';
import { writeString } from './storage.ts';

/**
 * Returns a function that warns with `message` and leaves this page for `to` (replacing it in
 * the history), at most once per screen: effects may run twice and calls may fail together.
 */
export function useSendAway(): (to: string, message: string) => void {
  const navigate = useNavigate();
  const sent = useRef(false);
  return useCallback(
    (to: string, message: string) => {
      if (sent.current) return;
      sent.current = true;
      notifyWarning(message);
      void navigate(to, { replace: true });
    },
    [navigate],
  );
}

/**
 * Warns (by default 'Please Login to your account') and goes to /Login, remembering this page
 * as redirectUrl so the login comes back to it (spec sections 4 and 8).
 */
export function useSendToLogin(message: string = MESSAGES.pleaseLogin): () => void {
  const sendAway = useSendAway();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    writeString(STORAGE_KEYS.redirectUrl, `${pathname}${search}`);
    sendAway(paths.login, message);
  }, [sendAway, pathname, search, message]);
}
