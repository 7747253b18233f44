import { useSyncExternalStore } from 'react';
import { z } from 'zod';

import { UserRecordSchema, type UserRecord } from '#shared/api/auth.ts';
import { STORAGE_KEYS } from '#shared/constants.ts';
import { readString, removeKey, subscribeStorage, writeJson, writeString } from './storage.ts';

/** The user record kept in local storage after login (spec section 3). */
export type StoredUser = UserRecord;

/**
 * A record stored before display_name existed gets its username as a stand-in (the account
 * page replaces it with the real name); anything else that does not parse means logged out.
 */
const StoredUserSchema = z.preprocess(
  (value) =>
    value && typeof value === 'object' && !('display_name' in value) && 'name' in value
      ? { ...value, display_name: value.name }
      : value,
  UserRecordSchema,
);

function parse(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const parsed = StoredUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let lastRaw: string | null = null;
let lastUser: StoredUser | null = null;
function getUser(): StoredUser | null {
  const raw = readString(STORAGE_KEYS.user);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastUser = parse(raw);
  }
  return lastUser;
}

/** The locally stored user (the spec's "logged-in user"), kept in sync across components. */
export function useSessionUser(): StoredUser | null {
  return useSyncExternalStore(subscribeStorage, getUser, () => null);
}

export function getSessionUser(): StoredUser | null {
  return getUser();
}

/**
 * The subscription flag (spec sections 3 and 4): 'true' when the user record has a stripe_id
 * (the server sets it exactly while a subscription is active), 'false' otherwise.
 */
function writeSubscriptionFlag(user: StoredUser): void {
  const flag = user.stripe_id ? 'true' : 'false';
  if (readString(STORAGE_KEYS.subscription) !== flag) writeString(STORAGE_KEYS.subscription, flag);
}

/**
 * Sets the subscription flag after a payment ('true') or a cancel ('false'), before the account
 * is read again (storeSessionUser then keeps it in step with the user's stripe_id).
 */
export function setSubscriptionFlag(subscribed: boolean): void {
  writeString(STORAGE_KEYS.subscription, subscribed ? 'true' : 'false');
}

/** The spec's client check before Go Live: the subscription flag is 'true'. */
export function hasSubscriptionFlag(): boolean {
  return readString(STORAGE_KEYS.subscription) === 'true';
}

/**
 * Stores the user record (after login, an account change, a logo update or the account page's
 * check with the server) and the subscription flag that goes with it. The one writer of both.
 */
export function storeSessionUser(user: StoredUser): void {
  const record = UserRecordSchema.parse(user);
  if (readString(STORAGE_KEYS.user) !== JSON.stringify(record)) {
    writeJson(STORAGE_KEYS.user, record);
  }
  writeSubscriptionFlag(record);
}

/** Forgets a stored user whose server session has ended (a 401 from the API). */
export function forgetStaleUser(): void {
  removeKey(STORAGE_KEYS.user);
  removeKey(STORAGE_KEYS.subscription);
}
