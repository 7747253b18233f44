import type { Config } from '../../config.ts';
import { createLocalStorage, type Storage } from './storage.ts';

/** The storage the configuration asks for: S3 when S3_BUCKET is set, else the uploads folder. */
export async function openStorage(
  config: Pick<Config, 's3' | 'uploadsDir' | 'publicUrl'>,
): Promise<Storage> {
  if (!config.s3) return createLocalStorage(config.uploadsDir, config.publicUrl);
  // Loaded only when used: the AWS SDK is large.
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config.s3, config.publicUrl);
}
