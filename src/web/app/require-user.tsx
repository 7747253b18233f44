import { Center, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';

import type { RoleId } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { onUnauthorized } from '../lib/api-client.ts';
import { CurrentUserContext } from '../lib/current-user.ts';
import { useSendAway, useSendToLogin } from '../lib/send-to-login.ts';
import { forgetStaleUser, getSessionUser, useSessionUser } from '../lib/session.ts';

export type RequireUserProps = {
  /** The roles allowed in (default: every logged-in user). */
  roles?: readonly RoleId[];
  /** The warning for a logged-in user of another role, who is sent home. */
  refusal?: string;
};

/** What a member page shows without a user, while it goes to /Login. */
export function PleaseLogin() {
  return (
    <Center mih="40vh" p="md">
      <Text size="lg" fw={600} role="status">
        {MESSAGES.pleaseLogin}
      </Text>
    </Center>
  );
}

/** A 401 from any call made on a guarded page: the stored user is stale; forget it, log in. */
function useForgetStaleUserOn401(sendToLogin: () => void) {
  useEffect(
    () =>
      onUnauthorized(() => {
        if (!getSessionUser()) return;
        forgetStaleUser();
        sendToLogin();
      }),
    [sendToLogin],
  );
}

/**
 * The route guard of the member, provider and admin pages (a layout route in app/routes.tsx).
 * Opened without a stored user it shows 'Please Login to your account', saves the page as
 * redirectUrl and goes to /Login; a user of another role is warned and sent home. The pages
 * inside get their user from useUser(), which never returns null. A user who logs out while on
 * the page is left to the logout, which goes home.
 */
export function RequireUser({
  roles,
  refusal = 'This page is not for your account.',
}: RequireUserProps) {
  const user = useSessionUser();
  const [openedWithUser] = useState(() => getSessionUser() !== null);
  const sendToLogin = useSendToLogin();
  const sendAway = useSendAway();
  const refused = user !== null && roles !== undefined && !roles.includes(user.role_id);
  useForgetStaleUserOn401(sendToLogin);

  useEffect(() => {
    if (!openedWithUser) sendToLogin();
  }, [openedWithUser, sendToLogin]);
  useEffect(() => {
    if (refused) sendAway(paths.home, refusal);
  }, [refused, refusal, sendAway]);

  if (!user) return <PleaseLogin />;
  if (refused) return null;
  return (
    <CurrentUserContext value={user}>
      <Outlet />
    </CurrentUserContext>
  );
}
