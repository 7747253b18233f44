/**
 * Pure text helpers of the seed (no randomness, no database): templates, lists, unique names,
 * initials and the service description both the demo plan and the bulk generator compose.
 */

/** Fills `{name}` placeholders; unknown ones are left for a later fill (the bulk SQL fills them). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);
}

/** "a, b and c". */
export function listSentence(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A service description: its opening, the tasks, a credential and a closing, as sentences. */
export function serviceDescription(
  opening: string,
  tasks: readonly string[],
  credential: string,
  closing: string,
): string {
  return [opening, `We can help with ${listSentence(tasks)}.`, credential + '.', closing].join(' ');
}

/** Takes a candidate, or the first free `candidate-2`, `candidate-3`…, and marks it taken. */
export function uniqueIn(taken: Set<string>, candidate: string, separator = '-'): string {
  let value = candidate;
  for (let n = 2; taken.has(value); n++) value = `${candidate}${separator}${n}`;
  taken.add(value);
  return value;
}

/** Initials of a name: the first letters of its first two words. */
export function initials(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
