import { STORAGE_KEYS } from '#shared/constants.ts';
import { readString, removeKey } from '../../../lib/storage.ts';

/** Only same-site paths ('/Watchlist'), never another site ('//evil.example', 'https://…'). */
export function isSafeRedirect(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * Where to go after login (spec section 4): the stored redirectUrl if there is one (it is
 * used once), otherwise the home page.
 */
export function takeRedirectUrl(): string {
  const raw = readString(STORAGE_KEYS.redirectUrl);
  removeKey(STORAGE_KEYS.redirectUrl);
  if (!raw) return '/';
  let path = raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'string') path = parsed;
  } catch {
    /* stored as a plain string */
  }
  if (!isSafeRedirect(path) || /^\/(Login|Register|Registers\/SP)\b/.test(path)) return '/';
  return path;
}
