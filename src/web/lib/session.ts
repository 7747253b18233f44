import { useSyncExternalStore } from 'react';

import type { UserRecord } from '#shared/api/auth.ts';
import { STORAGE_KEYS } from '#shared/constants.ts';
import { readString, subscribeStorage, writeJson, writeString } from './storage.ts';

/** The user record kept in local storage after login (spec section 3). */
export type StoredUser = UserRecord;

function snapshot(): string | null {
  return readString(STORAGE_KEYS.user);
}

function parse(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as StoredUser;
    return user && typeof user.id === 'number' ? user : null;
  } catch {
    return null;
  }
}

let lastRaw: string | null = null;
let lastUser: StoredUser | null = null;
function getUser(): StoredUser | null {
  const raw = snapshot();
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

/** Stores the user after login or an account change, and the subscription flag from stripe_id. */
export function storeSessionUser(user: StoredUser): void {
  writeJson(STORAGE_KEYS.user, user);
  if (user.stripe_id) writeString(STORAGE_KEYS.subscription, 'true');
}

export function useSubscriptionFlag(): boolean {
  return useSyncExternalStore(
    subscribeStorage,
    () => readString(STORAGE_KEYS.subscription) === 'true',
    () => false,
  );
}
