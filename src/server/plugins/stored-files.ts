import type { FastifyInstance } from 'fastify';

import {
  contentTypeOf,
  isSafeKey,
  StoredFileMissing,
  UPLOADS_PREFIX,
  type Storage,
} from '../platform/storage/storage.ts';

/**
 * GET /uploads/<key> from a remote storage (S3 without a public URL): the same URLs as the
 * local folder, the same week-long immutable caching (keys never get new content).
 */
export function registerStoredFiles(app: FastifyInstance, storage: Storage): void {
  app.get(`${UPLOADS_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isSafeKey(key)) return reply.callNotFound();
    let bytes: Buffer;
    try {
      bytes = await storage.get(key);
    } catch (err) {
      if (err instanceof StoredFileMissing) return reply.callNotFound();
      throw err;
    }
    return reply
      .header('cache-control', 'public, max-age=604800, immutable')
      .type(contentTypeOf(key))
      .send(bytes);
  });
}
