import { findCity, findSuburb } from './locations.ts';

/**
 * Service areas (issue 24 §1, decision 116). A service is offered in its own suburb and in its
 * areas: whole cities (`City`) and suburbs (`City/Suburb`). The stored and submitted form is that
 * string; answers carry `{ city, suburb }` with `suburb` null for a whole city.
 */
export type ServiceAreaValue = { city: string; suburb: string | null };

/** The canonical area of a submitted value (any case, macrons optional), or null if unknown. */
export function parseServiceArea(value: string): ServiceAreaValue | null {
  const slash = value.indexOf('/');
  const cityPart = (slash === -1 ? value : value.slice(0, slash)).trim();
  const city = findCity(cityPart);
  if (!city) return null;
  if (slash === -1) return { city: city.name, suburb: null };
  const suburb = findSuburb(city.name, value.slice(slash + 1).trim());
  return suburb ? { city: city.name, suburb } : null;
}

/** The stored form of an area: `City` or `City/Suburb`. */
export function areaKey(area: ServiceAreaValue): string {
  return area.suburb ? `${area.city}/${area.suburb}` : area.city;
}

/**
 * The areas of stored values, as answers list them: whole cities first, then suburbs, each in
 * name order; a suburb of a city the service covers whole is left out, and so are duplicates.
 */
export function areasOf(values: readonly string[]): ServiceAreaValue[] {
  const parsed = values.map(parseServiceArea).filter((a): a is ServiceAreaValue => a !== null);
  const wholeCities = new Set(parsed.filter((a) => a.suburb === null).map((a) => a.city));
  const seen = new Set<string>();
  const kept = parsed.filter((a) => {
    const key = areaKey(a);
    if (seen.has(key) || (a.suburb !== null && wholeCities.has(a.city))) return false;
    seen.add(key);
    return true;
  });
  return kept.sort(
    (a, b) =>
      Number(a.suburb !== null) - Number(b.suburb !== null) ||
      a.city.localeCompare(b.city) ||
      (a.suburb ?? '').localeCompare(b.suburb ?? ''),
  );
}

/** The default areas of a service based in `city`: the whole city (issue 24 §1). */
export function defaultAreas(city: string): string[] {
  return [city];
}

/**
 * How a card says where a service works: "Based in Riccarton · covers all of Christchurch";
 * `short` for phones: "Riccarton · all Christchurch". More than two areas count the rest.
 */
export function coverageText(
  base: { city: string; suburb: string },
  areas: readonly ServiceAreaValue[],
  short = false,
): string {
  const named = areas
    .filter((a) => !(a.suburb === base.suburb && a.city === base.city))
    .map((a) => (a.suburb === null ? (short ? `all ${a.city}` : `all of ${a.city}`) : a.suburb));
  const head = short ? base.suburb : `Based in ${base.suburb}`;
  if (named.length === 0) return head;
  const shown = named.slice(0, 2).join(', ');
  const more = named.length > 2 ? ` +${named.length - 2} more` : '';
  return `${head} · ${short ? '' : 'covers '}${shown}${more}`;
}
