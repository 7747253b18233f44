import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

import type { S3Config } from '../../config.ts';
import {
  checkKey,
  contentTypeOf,
  StoredFileMissing,
  UPLOADS_PREFIX,
  type Storage,
} from './storage.ts';

/**
 * S3-compatible object storage (AWS S3, MinIO, R2, …) with the official SDK. URLs stay the app's
 * `/uploads/<key>` (served from the bucket by the app) unless S3_PUBLIC_URL names where the
 * bucket is public (a CDN).
 */
export function createS3Storage(s3: S3Config, appPublicUrl: string): Storage {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials,
    // Checksums only where S3 requires them: most S3-compatible servers reject the SDK's
    // default streamed CRC32 trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const base = s3.publicUrl ? `${s3.publicUrl}/` : `${appPublicUrl}${UPLOADS_PREFIX}`;
  return {
    localDir: null,
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: checkKey(key),
          Body: bytes,
          ContentType: contentTypeOf(key),
          CacheControl: 'public, max-age=604800, immutable',
        }),
      );
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: checkKey(key) }));
    },
    async get(key) {
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket: s3.bucket, Key: checkKey(key) }),
        );
        if (!out.Body) throw new StoredFileMissing(key);
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey) throw new StoredFileMissing(key);
        throw err;
      }
    },
    url: (key) => `${base}${key}`,
  };
}
