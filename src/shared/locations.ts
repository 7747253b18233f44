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

/** The canonical city name for any spelling of it, or null. */
export function findCity(name: string): City | null {
  const key = normalizePlace(name);
  return CITIES.find((c) => normalizePlace(c.name) === key) ?? null;
}

/** The canonical suburb name when it belongs to the city, or null. */
export function findSuburb(cityName: string, suburb: string): string | null {
  const city = findCity(cityName);
  if (!city) return null;
  const key = normalizePlace(suburb);
  return city.suburbs.find((s) => normalizePlace(s) === key) ?? null;
}

/** Every suburb of every city, with its city, for pickers that are not restricted by a city. */
export const ALL_SUBURBS: readonly { city: string; suburb: string }[] = CITIES.flatMap((c) =>
  c.suburbs.map((suburb) => ({ city: c.name, suburb })),
);

/** Canonical city name when known; otherwise the text as given (it then matches nothing). */
export function normalizeCity(city: string | undefined): string | undefined {
  if (!city) return undefined;
  return findCity(city)?.name ?? city;
}

/** Canonical suburb name, within the city when one is given. */
export function normalizeSuburb(suburb: string | undefined, city?: string): string | undefined {
  if (!suburb) return undefined;
  if (city) return findSuburb(city, suburb) ?? suburb;
  const key = normalizePlace(suburb);
  return ALL_SUBURBS.find((s) => normalizePlace(s.suburb) === key)?.suburb ?? suburb;
}
