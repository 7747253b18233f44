/**
 * JSON written elsewhere that goes into an answer as it is (decisions 083, 087): a field of an
 * answer object whose value is already UTF-8 JSON bytes (a page of cards from the card store),
 * so the server neither parses nor stringifies it again, and a long answer is never turned from
 * text into bytes on each request (costly for text with non-ASCII letters). Only top-level
 * fields of an answer may hold one.
 */
export class RawJson {
  constructor(readonly bytes: Buffer) {}
}

/** A value of type T whose top-level fields may also be written as raw JSON. */
export type WithRawFields<T> = { [K in keyof T]: T[K] | RawJson };

/** The body of an answer: JSON text, or its UTF-8 bytes when a part of it was bytes already. */
export type AnswerBody = string | Buffer;

function rawKeysOf(data: unknown): string[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return [];
  return Object.keys(data).filter((k) => (data as Record<string, unknown>)[k] instanceof RawJson);
}

/** JSON.stringify, writing the RawJson fields of `data` as they are (then as bytes). */
export function stringifyAnswer(data: unknown): AnswerBody {
  const rawKeys = rawKeysOf(data);
  if (rawKeys.length === 0) return JSON.stringify(data);
  const record = data as Record<string, unknown>;
  const rest = { ...record };
  for (const key of rawKeys) delete rest[key];
  const parts: Buffer[] = [];
  for (const [i, key] of rawKeys.entries()) {
    parts.push(Buffer.from(`${i === 0 ? '{' : ','}${JSON.stringify(key)}:`));
    parts.push((record[key] as RawJson).bytes);
  }
  const tail = JSON.stringify(rest);
  parts.push(Buffer.from(tail === '{}' ? '}' : `,${tail.slice(1)}`));
  return Buffer.concat(parts);
}

/** `data` with its RawJson fields parsed (for checks against a schema, and tests). */
export function materialize<T>(data: T): T {
  const rawKeys = rawKeysOf(data);
  if (rawKeys.length === 0) return data;
  const record = { ...(data as Record<string, unknown>) };
  for (const key of rawKeys) {
    record[key] = JSON.parse((record[key] as RawJson).bytes.toString('utf8')) as unknown;
  }
  return record as T;
}
