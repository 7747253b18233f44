import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import Fuse from 'fuse.js';

import { FUZZY_THRESHOLD } from '#shared/constants.ts';
import { CITIES } from '#shared/locations.ts';
import { areaKey } from '#shared/service-areas.ts';

/**
 * The choices of "Where you offer this service" (issue 24 §1): each whole city ("All of
 * Christchurch"), then every suburb of every city ("Addington, Christchurch"); values are the
 * form's `City` and `City/Suburb`.
 */
export const AREA_OPTIONS: ComboboxItem[] = [
  ...CITIES.map((c) => ({ value: c.name, label: `All of ${c.name}` })),
  ...CITIES.flatMap((c) =>
    c.suburbs.map((suburb) => ({
      value: areaKey({ city: c.name, suburb }),
      label: `${suburb}, ${c.name}`,
    })),
  ),
];

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

/** Fuzzy matching of the areas (Fuse.js, macrons ignored: "otahuhu" finds Ōtāhuhu). */
export const areaOptionsFilter: OptionsFilter = ({ options, search, limit }) => {
  const items = options.filter(isItem);
  const term = search.trim();
  if (!term) return items.slice(0, limit);
  const fuse = new Fuse(items, {
    keys: ['label'],
    threshold: FUZZY_THRESHOLD,
    ignoreLocation: true,
    ignoreDiacritics: true,
  });
  // A whole city that matches comes first ("welling" → All of Wellington, then its suburbs).
  const found = fuse.search(term).map((result) => result.item);
  const isCity = (item: ComboboxItem) => !item.value.includes('/');
  return [...found.filter(isCity), ...found.filter((i) => !isCity(i))].slice(0, limit);
};

/**
 * The chosen areas without the ones a whole city already covers: picking "All of Christchurch"
 * drops "Addington, Christchurch" (the cards would never name it); order kept.
 */
export function withoutCoveredSuburbs(values: readonly string[]): string[] {
  const wholeCities = new Set(values.filter((v) => !v.includes('/')));
  return values.filter((v) => !v.includes('/') || !wholeCities.has(v.slice(0, v.indexOf('/'))));
}
