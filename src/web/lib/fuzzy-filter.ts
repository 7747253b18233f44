import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import Fuse from 'fuse.js';

import { FUZZY_THRESHOLD } from '#shared/constants.ts';

export const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

/** The items whose label matches `term` (Fuse.js at the spec's threshold, macrons ignored), best first. */
export function fuzzyMatches(items: ComboboxItem[], term: string, limit?: number): ComboboxItem[] {
  const fuse = new Fuse(items, {
    keys: ['label'],
    threshold: FUZZY_THRESHOLD,
    ignoreLocation: true,
    ignoreDiacritics: true,
  });
  return fuse.search(term, limit === undefined ? undefined : { limit }).map((r) => r.item);
}

/**
 * A Mantine Select filter with Fuse.js fuzzy matching at the spec's threshold (0.3), best
 * matches first; an empty search lists every option.
 */
export const fuzzyOptionsFilter: OptionsFilter = ({ options, search, limit }) => {
  const items = options.filter(isItem);
  const term = search.trim();
  if (!term) return items.slice(0, limit);
  return fuzzyMatches(items, term, limit);
};
