import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// @ts-expect-error s3rver ships no type declarations.
import S3rver from 's3rver';

/** The part of s3rver these tests use. */
type S3rverServer = {
  run: () => Promise<{ port: number }>;
  close: () => Promise<void>;
};

export const S3_TEST_BUCKET = 'kiwi-test';

/**
 * A local S3-compatible server (s3rver) on a free port with a temporary folder, holding one
 * bucket; the environment variables that point the app at it.
 */
export async function startS3(): Promise<{
  env: Record<string, string>;
  close: () => Promise<void>;
}> {
  const directory = mkdtempSync(join(tmpdir(), 'ks-s3-'));
  const server = new (S3rver as new (options: object) => S3rverServer)({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: S3_TEST_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
