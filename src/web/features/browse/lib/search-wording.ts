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
 * A sub category named for the people who do the work ("Plumbers", "House Painters",
 * "Mechanics", "Locksmiths"): counted as people, in lower case ("12 plumbers", "1 plumber").
 */
const PEOPLE_NAME = /^[A-Za-z][A-Za-z ]*(?:ers|ians|ists|ics|smiths|ors)$/;

/** What the results are called: "plumbers", "Plumbing & Gas services", "services". */
function resultNoun(name: string | undefined, one: boolean): string {
  if (name && PEOPLE_NAME.test(name)) {
    const people = name.toLowerCase();
    return one ? people.slice(0, -1) : people;
  }
  return `${name ? `${name} ` : ''}${one ? 'service' : 'services'}`;
}

/**
 * The count line: "12 plumbers serve Karori", "3 Plumbing & Gas services serve Karori",
 * "1 service matching “tui” serves Wellington", "40 Carpet Cleaning services found".
 */
export function countSentence(total: number, what: SearchWhat): string {
  const name = what.subName ?? what.categoryName;
  const one = total === 1;
  const noun = resultNoun(name, one);
  const matching = what.q ? ` matching ${quoted(what.q)}` : '';
  const place = placeOf(what);
  const tail = place ? ` ${one ? 'serves' : 'serve'} ${place}` : ' found';
  return `${countText(total)} ${noun}${matching}${tail}`;
}

/** The empty result's first line: "We found no plumbers serving Karori, Wellington." */
export function searchedSentence(what: SearchWhat): string {
  const name = what.subName ?? what.categoryName;
  const matching = what.q ? ` matching ${quoted(what.q)}` : '';
  const place = placeOf(what);
  return `We found no ${resultNoun(name, false)}${matching}${place ? ` serving ${place}` : ''}.`;
}
