import { CHUNK_LOAD_TIMEOUT_MS } from '#shared/constants.ts';

/** Spec section 8: a failed code chunk load is an error named ChunkLoadError. */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/**
 * Wraps a dynamic import for a lazy route: a failure, or no answer within the chunk time-out
 * (120 s), becomes a ChunkLoadError that the route error element offers to fix with a reload.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkLoadError(`Loading the page timed out after ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      load().then(
        (mod) => {
          clearTimeout(timer);
          resolve(mod);
        },
        (error: unknown) => {
          clearTimeout(timer);
          const chunkError =
            error instanceof Error && isChunkLoadError(error)
              ? error
              : new ChunkLoadError(
                  error instanceof Error ? error.message : 'Loading the page failed',
                  { cause: error },
                );
          reject(chunkError);
        },
      );
    });
}
