/**
 * The filters kept in local storage (spec section 3): the home search (homeFilter) and the
 * service list page filter (servicePageList).
 */
import { STORAGE_KEYS } from '#shared/constants.ts';
import { readJson, removeKey, writeJson } from '../../../lib/storage.ts';

/** Home filter: subCategory_id, city, suburb, postal_code, user_id (empty when anonymous). */
export type HomeFilter = {
  subCategory_id: number | '';
  city: string;
  suburb: string;
  postal_code: string;
  user_id: number | '';
};

/** List page filter: category_id, subCategory_id, city, suburb, user_id. */
export type ListFilter = {
  category_id: number | '';
  subCategory_id: number | '';
  city: string;
  suburb: string;
  user_id: number | '';
};

const idOrEmpty = (v: unknown): number | '' =>
  typeof v === 'number' && Number.isInteger(v) && v > 0
    ? v
    : typeof v === 'string' && /^\d+$/.test(v)
      ? Number(v)
      : '';
const textOrEmpty = (v: unknown): string => (typeof v === 'string' ? v : '');

export function readHomeFilter(): HomeFilter | null {
  const raw = readJson<Record<string, unknown>>(STORAGE_KEYS.homeFilter);
  if (!raw || typeof raw !== 'object') return null;
  return {
    subCategory_id: idOrEmpty(raw.subCategory_id),
    city: textOrEmpty(raw.city),
    suburb: textOrEmpty(raw.suburb),
    postal_code: textOrEmpty(raw.postal_code),
    user_id: idOrEmpty(raw.user_id),
  };
}

export function saveHomeFilter(filter: HomeFilter): void {
  writeJson(STORAGE_KEYS.homeFilter, filter);
}

/**
 * On the home page the saved home filter is replaced by the user id (logged in) or removed
 * (logged out), as spec section 4 says.
 */
export function resetHomeFilter(userId: number | null): void {
  if (userId === null) removeKey(STORAGE_KEYS.homeFilter);
  else writeJson(STORAGE_KEYS.homeFilter, { user_id: userId });
}

export const EMPTY_LIST_FILTER: ListFilter = {
  category_id: '',
  subCategory_id: '',
  city: '',
  suburb: '',
  user_id: '',
};

export function readListFilter(): ListFilter | null {
  const raw = readJson<Record<string, unknown>>(STORAGE_KEYS.servicePageList);
  if (!raw || typeof raw !== 'object') return null;
  return {
    category_id: idOrEmpty(raw.category_id),
    subCategory_id: idOrEmpty(raw.subCategory_id),
    city: textOrEmpty(raw.city),
    suburb: textOrEmpty(raw.suburb),
    user_id: idOrEmpty(raw.user_id),
  };
}

export function saveListFilter(filter: ListFilter): void {
  writeJson(STORAGE_KEYS.servicePageList, filter);
}

/** Reset: the saved list filter becomes none. */
export function clearListFilter(): void {
  removeKey(STORAGE_KEYS.servicePageList);
}

/** True when a list filter narrows anything (the user id alone does not). */
export function hasListFilter(filter: ListFilter | null): filter is ListFilter {
  return (
    filter !== null &&
    (filter.category_id !== '' ||
      filter.subCategory_id !== '' ||
      filter.city !== '' ||
      filter.suburb !== '')
  );
}
