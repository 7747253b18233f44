/**
 * What a search is called: the page heading and title, the count line over the results and
 * the "what we searched" line of an empty result (decision 119). Every sentence works for any
 * sub category name, and for city-only, suburb-only and text-only searches.
 */
import { SEARCH_COUNT_MAX } from '#shared/constants.ts';

export type SearchWhat = {
  /** The sub category's name, when the search names one. */
  subName?: string | undefined;
  /** The category's name, when the search names one but no sub category. */
  categoryName?: string | undefined;
  city?: string | undefined;
  suburb?: string | undefined;
  /** The free text. */
  q?: string | undefined;
};

/** "Addington, Christchurch", "Christchurch", "Addington" or ''. */
export function placeOf(what: SearchWhat): string {
  return [what.suburb, what.city].filter(Boolean).join(', ');
}

const quoted = (text: string) => `“${text}”`;

/** The heading: "Plumbing in Addington, Christchurch", "Services matching “leaky tap”", … */
export function searchTitle(what: SearchWhat): string {
  const name = what.subName ?? what.categoryName;
  const place = placeOf(what);
  const head = name
    ? `${name}${what.q ? ` matching ${quoted(what.q)}` : ''}`
    : what.q
      ? `Services matching ${quoted(what.q)}`
      : 'Services';
  return place ? `${head} in ${place}` : head;
}

/** "1,000+" for a capped count (free text counts up to SEARCH_COUNT_MAX, then one more). */
export function countText(total: number): string {
  return total > SEARCH_COUNT_MAX
    ? `${SEARCH_COUNT_MAX.toLocaleString('en-NZ')}+`
    : total.toLocaleString('en-NZ');
}

/**
 * The count line: "12 Plumbing services serve Karori", "1 service matching “tui” serves
 * Wellington", "40 Plumbing services found".
 */
export function countSentence(total: number, what: SearchWhat): string {
  const name = what.subName ?? what.categoryName;
  const one = total === 1;
  const noun = `${name ? `${name} ` : ''}${one ? 'service' : 'services'}`;
  const matching = what.q ? ` matching ${quoted(what.q)}` : '';
  const place = placeOf(what);
  const tail = place ? ` ${one ? 'serves' : 'serve'} ${place}` : ' found';
  return `${countText(total)} ${noun}${matching}${tail}`;
}

/** The empty result's first line: "We found no Plumbing services serving Karori, Wellington." */
export function searchedSentence(what: SearchWhat): string {
  const name = what.subName ?? what.categoryName;
  const matching = what.q ? ` matching ${quoted(what.q)}` : '';
  const place = placeOf(what);
  return `We found no ${name ? `${name} ` : ''}services${matching}${place ? ` serving ${place}` : ''}.`;
}
