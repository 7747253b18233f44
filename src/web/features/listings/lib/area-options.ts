import type { ComboboxItem, OptionsFilter } from '@mantine/core';

import { CITIES } from '#shared/locations.ts';
import { areaKey } from '#shared/service-areas.ts';
import { fuzzyMatches, isItem } from '../../../lib/fuzzy-filter.ts';

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

/** Fuzzy matching of the areas (Fuse.js, macrons ignored: "otahuhu" finds Ōtāhuhu). */
export const areaOptionsFilter: OptionsFilter = ({ options, search, limit }) => {
  const items = options.filter(isItem);
  const term = search.trim();
  if (!term) return items.slice(0, limit);
  const found = fuzzyMatches(items, term);
  // A whole city that matches comes first ("welling" → All of Wellington, then its suburbs).
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
