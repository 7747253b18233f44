import { Writable } from 'node:stream';

import type { BuildAppOptions } from '../../src/server/app.ts';
import { loggerOptions } from '../../src/server/lib/logging.ts';

/** One parsed pino line. */
export type LogLine = Record<string, unknown> & { level: number; msg?: string };

/**
 * The server's real logger options (lib/logging.ts) writing to memory: `raw` is every byte
 * written, `lines` the parsed JSON lines.
 */
export function captureLogs(level = 'info') {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger: BuildAppOptions['logger'] = { ...loggerOptions(level), stream };
  return {
    logger,
    raw: () => chunks.join(''),
    lines: (): LogLine[] =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
  };
}
