import { useState } from 'react';

import { errorMessage, isUnauthorized } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';

/**
 * Sends an admin action and tells its outcome in a toast: the server's message when it worked,
 * its reason when it refused (a 401 is left to the route guard). Resolves to whether it worked.
 */
export async function toastAdminOutcome(send: () => Promise<{ message: string }>) {
  try {
    const answer = await send();
    notifySuccess(answer.message);
    return true;
  } catch (error) {
    if (!isUnauthorized(error)) notifyError(errorMessage(error), { title: 'Not done' });
    return false;
  }
}

/**
 * Which of an item's actions is running (its button spins, the others wait): `run(action, send)`
 * sends it with its toast (as toastAdminOutcome) and resolves to whether it worked.
 */
export function useActing<A extends string>() {
  const [acting, setActing] = useState<A | null>(null);
  const run = async (action: A, send: () => Promise<{ message: string }>) => {
    setActing(action);
    try {
      return await toastAdminOutcome(send);
    } finally {
      setActing(null);
    }
  };
  return { acting, run };
}
