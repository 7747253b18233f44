import { randomBytes } from 'node:crypto';

import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

import { CERTIFICATE_MAX_BYTES, CREDENTIAL_TEXTS } from '#shared/api/credentials.ts';
import { AppError } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/form-input.ts';
import type { Storage } from '../../platform/storage/storage.ts';

/**
 * A credential's certificate (issue 27 §3, §4): a PDF or a photo (JPEG, PNG or WebP that sharp
 * can read), at most 5 MB, judged by its bytes, never by its name or declared type. Stored as
 * it is under an unguessable key that no answer ever shows: only its owner and admins download
 * it, through GET /api/credentials/{id}/certificate.
 */

const TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export type CheckedCertificate = { file: UploadedFile; mime: string; ext: string };

const field = (message: string) => ({ certificate: [message] });

/** Checks a certificate's size and bytes; throws with the field message. */
export async function checkCertificate(file: UploadedFile): Promise<CheckedCertificate> {
  if (file.bytes.length > CERTIFICATE_MAX_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `Certificate ${CREDENTIAL_TEXTS.certificateSize}`,
      field(CREDENTIAL_TEXTS.certificateSize),
    );
  }
  const type = file.bytes.length > 0 ? await fileTypeFromBuffer(file.bytes) : undefined;
  const ext = type ? TYPES[type.mime] : undefined;
  const refused = () =>
    new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Certificate ${CREDENTIAL_TEXTS.certificateType}`,
      field(CREDENTIAL_TEXTS.certificateType),
    );
  if (!type || !ext) throw refused();
  if (type.mime !== 'application/pdf') {
    try {
      const { width = 0, height = 0 } = await sharp(file.bytes).metadata();
      if (width === 0 || height === 0) throw refused();
    } catch {
      throw refused();
    }
  }
  return { file, mime: type.mime, ext };
}

/** Stores a checked certificate; answers its key. */
export async function storeCertificate(
  storage: Storage,
  checked: CheckedCertificate,
): Promise<string> {
  const key = `certificates/${randomBytes(16).toString('hex')}.${checked.ext}`;
  await storage.put(key, checked.file.bytes);
  return key;
}
