import type { ComboboxItem } from '@mantine/core';

import { CITIES } from '#shared/locations.ts';
import { fuzzyOptionsFilter } from './fuzzy-filter.ts';

const auckland = CITIES.find((c) => c.name === 'Auckland')!;
const options: ComboboxItem[] = auckland.suburbs.map((s) => ({ value: s, label: s }));
const search = (text: string) =>
  (fuzzyOptionsFilter({ options, search: text, limit: 100 }) as ComboboxItem[]).map((o) => o.label);

describe('fuzzyOptionsFilter (Fuse.js, threshold 0.3)', () => {
  it('lists every option for an empty search', () => {
    expect(search('')).toHaveLength(auckland.suburbs.length);
  });

  it('finds near misses, best first', () => {
    expect(search('ponsnby')[0]).toBe('Ponsonby');
    expect(search('parnel')[0]).toBe('Parnell');
    expect(search('auckland cbd')[0]).toBe('Auckland CBD');
  });

  it('drops options too far from the search', () => {
    expect(search('zzzzqqq')).toEqual([]);
  });
});
