import type { QueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/endpoints.ts';
import { apiRequest } from './api-client.ts';
import { storeSessionUser } from './session.ts';

/** Query keys that hold the session user's account or seller detail. */
const isAccountQuery = (key: readonly unknown[]): boolean =>
  key[0] === 'account' || (key[0] === 'browse' && key[1] === 'seller-detail');

/**
 * After a payment or a cancel: reloads the account and seller detail, and stores the user record
 * the server now gives (its stripe_id sets the subscription flag). A failed read changes nothing:
 * the account page reads it again.
 */
export async function refreshSessionUser(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ predicate: (query) => isAccountQuery(query.queryKey) });
  try {
    const me = await apiRequest(endpoints.me);
    storeSessionUser(me.result);
  } catch {
    /* kept as set by the caller */
  }
}
