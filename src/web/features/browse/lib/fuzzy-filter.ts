import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import Fuse from 'fuse.js';

import { FUZZY_THRESHOLD } from '#shared/constants.ts';

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

/**
 * A Mantine Select filter with Fuse.js fuzzy matching at the spec's threshold (0.3), best
 * matches first; an empty search lists every option.
 */
export const fuzzyOptionsFilter: OptionsFilter = ({ options, search, limit }) => {
  const items = options.filter(isItem);
  const term = search.trim();
  if (!term) return items.slice(0, limit);
  const fuse = new Fuse(items, {
    keys: ['label'],
    threshold: FUZZY_THRESHOLD,
    ignoreLocation: true,
    ignoreDiacritics: true,
  });
  return fuse.search(term, { limit }).map((result) => result.item);
};
