import data from './nz-locations.json' with { type: 'json' };

export type City = { name: string; suburbs: string[]; postal_codes: string[] };

/** The four cities with their suburbs and (hidden) postcodes, in the reference order. */
export const CITIES: readonly City[] = data.cities;
export const CITY_NAMES: readonly string[] = CITIES.map((c) => c.name);

/** Lower-cases and strips macrons, so `Otahuhu` matches `Ōtāhuhu`. */
export function normalizePlace(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

/** Cities and suburbs by their normalized names (built once: the lookups run per search). */
const CITY_BY_KEY = new Map(CITIES.map((c) => [normalizePlace(c.name), c]));
const SUBURB_BY_KEY = new Map(
  CITIES.map((c) => [c.name, new Map(c.suburbs.map((s) => [normalizePlace(s), s]))]),
);

/** The canonical city name for any spelling of it, or null. */
export function findCity(name: string): City | null {
  return CITY_BY_KEY.get(normalizePlace(name)) ?? null;
}

/** The canonical suburb name when it belongs to the city, or null. */
export function findSuburb(cityName: string, suburb: string): string | null {
  const city = findCity(cityName);
  if (!city) return null;
  return SUBURB_BY_KEY.get(city.name)?.get(normalizePlace(suburb)) ?? null;
}

/** Every suburb of every city, with its city, for pickers that are not restricted by a city. */
export const ALL_SUBURBS: readonly { city: string; suburb: string }[] = CITIES.flatMap((c) =>
  c.suburbs.map((suburb) => ({ city: c.name, suburb })),
);

/** The first suburb of that name in any city (the order of ALL_SUBURBS). */
const ANY_SUBURB_BY_KEY = new Map<string, string>();
for (const { suburb } of ALL_SUBURBS) {
  const key = normalizePlace(suburb);
  if (!ANY_SUBURB_BY_KEY.has(key)) ANY_SUBURB_BY_KEY.set(key, suburb);
}

/** Canonical city name when known; otherwise the text as given (it then matches nothing). */
export function normalizeCity(city: string | undefined): string | undefined {
  if (!city) return undefined;
  return findCity(city)?.name ?? city;
}

/** Canonical suburb name, within the city when one is given. */
export function normalizeSuburb(suburb: string | undefined, city?: string): string | undefined {
  if (!suburb) return undefined;
  if (city) return findSuburb(city, suburb) ?? suburb;
  return ANY_SUBURB_BY_KEY.get(normalizePlace(suburb)) ?? suburb;
}
