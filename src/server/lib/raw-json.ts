/**
 * JSON text that goes into an answer as it is (decision 083): a field of an answer object whose
 * value was written as JSON elsewhere (by PostgreSQL), so the server neither parses nor
 * stringifies it again. Only top-level fields of an answer may hold one.
 */
export class RawJson {
  constructor(readonly json: string) {}
}

/** A value of type T whose top-level fields may also be written as raw JSON. */
export type WithRawFields<T> = { [K in keyof T]: T[K] | RawJson };

function rawKeysOf(data: unknown): string[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return [];
  return Object.keys(data).filter((k) => (data as Record<string, unknown>)[k] instanceof RawJson);
}

/** JSON.stringify, writing the RawJson fields of `data` as they are. */
export function stringifyAnswer(data: unknown): string {
  const rawKeys = rawKeysOf(data);
  if (rawKeys.length === 0) return JSON.stringify(data);
  const record = data as Record<string, unknown>;
  const rest = { ...record };
  for (const key of rawKeys) delete rest[key];
  const head = rawKeys
    .map((key) => `${JSON.stringify(key)}:${(record[key] as RawJson).json}`)
    .join(',');
  const tail = JSON.stringify(rest);
  return tail === '{}' ? `{${head}}` : `{${head},${tail.slice(1)}`;
}

/** `data` with its RawJson fields parsed (for checks against a schema, and tests). */
export function materialize<T>(data: T): T {
  const rawKeys = rawKeysOf(data);
  if (rawKeys.length === 0) return data;
  const record = { ...(data as Record<string, unknown>) };
  for (const key of rawKeys) record[key] = JSON.parse((record[key] as RawJson).json) as unknown;
  return record as T;
}
