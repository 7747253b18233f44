import { countSentence, searchedSentence, searchTitle } from './search-wording.ts';

describe('search wording', () => {
  it('names exactly what is searched, for any mix of service, place and text', () => {
    expect(searchTitle({ subName: 'Plumbing', city: 'Christchurch', suburb: 'Addington' })).toBe(
      'Plumbing in Addington, Christchurch',
    );
    expect(searchTitle({ city: 'Wellington' })).toBe('Services in Wellington');
    expect(searchTitle({ q: 'leaky tap' })).toBe('Services matching “leaky tap”');
    expect(searchTitle({ categoryName: 'Trades', q: 'tui', city: 'Wellington' })).toBe(
      'Trades matching “tui” in Wellington',
    );
    expect(searchTitle({})).toBe('Services');
  });

  it('counts with a sentence that works for one, many and capped totals', () => {
    expect(countSentence(12, { subName: 'Plumbing', suburb: 'Karori', city: '' })).toBe(
      '12 Plumbing services serve Karori',
    );
    expect(countSentence(1, { q: 'tui', city: 'Wellington' })).toBe(
      '1 service matching “tui” serves Wellington',
    );
    expect(countSentence(40, { subName: 'Plumbing' })).toBe('40 Plumbing services found');
    expect(countSentence(12, { subName: 'Plumbers', suburb: 'Karori', city: '' })).toBe(
      '12 plumbers serve Karori',
    );
    expect(countSentence(1, { subName: 'House Painters', city: 'Hamilton' })).toBe(
      '1 house painter serves Hamilton',
    );
    expect(countSentence(3, { subName: 'Plumbing & Gas', city: 'Hamilton' })).toBe(
      '3 Plumbing & Gas services serve Hamilton',
    );
    expect(countSentence(1001, { q: 'clean' })).toBe('1,000+ services matching “clean” found');
  });

  it('says what an empty search looked for', () => {
    expect(searchedSentence({ subName: 'Plumbing', city: 'Wellington', suburb: 'Karori' })).toBe(
      'We found no Plumbing services serving Karori, Wellington.',
    );
    expect(searchedSentence({ q: 'burts pipes' })).toBe(
      'We found no services matching “burts pipes”.',
    );
    expect(searchedSentence({ subName: 'Electricians', city: 'Hamilton' })).toBe(
      'We found no electricians serving Hamilton.',
    );
  });
});
