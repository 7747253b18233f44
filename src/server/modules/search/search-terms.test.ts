import { describe, expect, it } from 'vitest';

import { SEARCH_TERMS, searchTermEntries } from '#shared/search-terms.ts';
import { slugify } from '../../lib/slug.ts';
import { CATALOGUE } from '../../db/seed/catalogue-data.ts';

/** Lower case without macrons or accents, as kiwi_fold() in the database. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('the everyday words list (src/shared/search-terms.ts)', () => {
  const subs = CATALOGUE.flatMap((c) => c.subCategories.map((s) => s.name));
  const slugs = new Set(subs.map((name) => slugify(name)));

  it('has at least 150 words, each for a sub category of the catalogue', () => {
    const entries = searchTermEntries();
    expect(entries.length).toBeGreaterThanOrEqual(150);
    for (const slug of Object.keys(SEARCH_TERMS)) expect(slugs.has(slug), slug).toBe(true);
  });

  it('names each word once (after folding), never as a sub category name, trimmed', () => {
    const seen = new Map<string, string>();
    const names = new Set(subs.map(fold));
    for (const { term, slug } of searchTermEntries()) {
      const folded = fold(term);
      expect(seen.get(folded), `${term} is under ${seen.get(folded)} and ${slug}`).toBeUndefined();
      seen.set(folded, slug);
      expect(names.has(folded), term).toBe(false);
      expect(term).toBe(term.trim());
    }
  });

  it('holds the words people type', () => {
    const slugOf = new Map(searchTermEntries().map((e) => [e.term, e.slug]));
    expect(slugOf.get('sparky')).toBe('electricians');
    expect(slugOf.get('chippy')).toBe('builders');
    expect(slugOf.get('leaky tap')).toBe('plumbers');
    expect(slugOf.get('hot water cylinder')).toBe('hot-water-cylinders');
    expect(slugOf.get('gib stopping')).toBe('plastering-and-gib-stopping');
    expect(slugOf.get('heat pump clean')).toBe('heat-pumps-and-air-conditioning');
    expect(slugOf.get('bond clean')).toBe('end-of-tenancy-cleaning');
    expect(slugOf.get('builder')).toBe('builders');
    expect(slugOf.get('roofer')).toBe('roofing');
    expect(slugOf.get('burst pipes')).toBe('plumbers');
    expect(slugOf.get('tradie')).toBe('builders');
  });
});
