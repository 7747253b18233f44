import { STORAGE_KEYS } from '#shared/constants.ts';
import { isPath, paths } from '#shared/pages.ts';
import { readString, removeKey } from '../../../lib/storage.ts';

/** Only same-site paths ('/Watchlist'), never another site ('//evil.example', 'https://…'). */
export function isSafeRedirect(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** The pages a login never goes back to: the login and registration pages themselves. */
const AUTH_PAGES = [paths.login, paths.register, paths.registerProvider];

/**
 * Where to go after login (spec section 4): the stored redirectUrl if there is one (it is
 * used once), otherwise the home page.
 */
export function takeRedirectUrl(): string {
  const raw = readString(STORAGE_KEYS.redirectUrl);
  removeKey(STORAGE_KEYS.redirectUrl);
  if (!raw) return paths.home;
  let path = raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'string') path = parsed;
  } catch {
    /* stored as a plain string */
  }
  if (!isSafeRedirect(path) || AUTH_PAGES.some((page) => isPath(path, page))) return paths.home;
  return path;
}
