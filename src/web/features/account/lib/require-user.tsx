import { Center, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { STORAGE_KEYS } from '#shared/constants.ts';
import { notifyWarning } from '../../../lib/notify.ts';
import { getSessionUser, useSessionUser, type StoredUser } from '../../../lib/session.ts';
import { removeKey, writeString } from '../../../lib/storage.ts';

export const PLEASE_LOGIN = 'Please Login to your account';

/**
 * Shows 'Please Login to your account' and goes to /Login, remembering this page so the login
 * comes back to it (spec section 8). Runs once per screen.
 */
export function useSendToLogin(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const sent = useRef(false);
  return useCallback(() => {
    if (sent.current) return;
    sent.current = true;
    notifyWarning(PLEASE_LOGIN);
    writeString(STORAGE_KEYS.redirectUrl, `${pathname}${search}`);
    void navigate('/Login', { replace: true });
  }, [navigate, pathname, search]);
}

/**
 * The stored user of a member screen, or null. A screen opened without one sends the visitor
 * to log in; a user who logs out while on the screen is left to the logout (which goes home).
 */
export function useRequiredUser(): StoredUser | null {
  const user = useSessionUser();
  const [openedWithUser] = useState(() => getSessionUser() !== null);
  const sendToLogin = useSendToLogin();
  useEffect(() => {
    if (!openedWithUser) sendToLogin();
  }, [openedWithUser, sendToLogin]);
  return user;
}

/** Forgets a stored user whose server session has ended (a 401 from the API). */
export function forgetStaleUser(): void {
  removeKey(STORAGE_KEYS.user);
  removeKey(STORAGE_KEYS.subscription);
}

/** What a member screen renders without a user. */
export function PleaseLogin() {
  return (
    <Center mih="40vh" p="md">
      <Text size="lg" fw={600} role="status">
        {PLEASE_LOGIN}
      </Text>
    </Center>
  );
}
