import type { FastifyBaseLogger } from 'fastify';

import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

/** Starts the background email sender; returns a stop function (placeholder). */
export function startOutboxWorker(_deps: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  return async () => {};
}
