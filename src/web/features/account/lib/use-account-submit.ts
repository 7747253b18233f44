import { useNavigate } from 'react-router';

import type { AccountUpdateResponse } from '#shared/api/account.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useLegacySubmit, type LegacySubmitOptions } from '../../../lib/legacy-submit.ts';
import { storeSessionUser } from '../../../lib/session.ts';

/**
 * The submit of the account forms (email, password, logo): on success the returned user is
 * stored (with the subscription flag), the server's message shown, and the user goes to `to`.
 */
export function useAccountSubmit<V>({
  to,
  ...options
}: Omit<LegacySubmitOptions<V, AccountUpdateResponse>, 'onSuccess'> & { to: string }) {
  const navigate = useNavigate();
  return useLegacySubmit({
    ...options,
    onSuccess: async ({ message, result }) => {
      if (result) storeSessionUser(result);
      notifySuccess(message);
      await navigate(to);
    },
  });
}
