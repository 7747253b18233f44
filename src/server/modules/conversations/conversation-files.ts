import { randomBytes } from 'node:crypto';

import { fileTypeFromBuffer } from 'file-type';

import { MESSAGE_IMAGES_MAX, MESSAGE_PDF_MAX_BYTES } from '#shared/api/conversations.ts';
import type { StoredAttachment } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/form-input.ts';
import { assertImage } from '../../platform/storage/images.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { notingKeys, settled, storePhoto } from '../../platform/storage/stored-photos.ts';

/**
 * A message's files (issue 25 §1): up to 5 photos (JPEG, PNG or WebP by their bytes, at most
 * 8 MB and 40 megapixels each, re-encoded to WebP like service photos, metadata stripped) or one
 * PDF of at most 5 MB. Checked before anything is stored; stored under unguessable keys.
 */
export type CheckedFiles =
  { kind: 'images'; files: UploadedFile[] } | { kind: 'pdf'; file: UploadedFile };

const field = (message: string) => ({ attachments: [message] });

export async function checkAttachments(
  files: UploadedFile[] | undefined,
): Promise<CheckedFiles | null> {
  if (!files || files.length === 0) return null;
  const types = await Promise.all(files.map((f) => fileTypeFromBuffer(f.bytes)));
  const pdfs = types.filter((t) => t?.mime === 'application/pdf').length;
  if (pdfs > 0) {
    if (files.length > 1) {
      throw badRequest('Send one PDF on its own', field('one PDF on its own'));
    }
    const [file] = files;
    if (file!.bytes.length > MESSAGE_PDF_MAX_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'A PDF must be at most 5 MB', field('at most 5 MB'));
    }
    return { kind: 'pdf', file: file! };
  }
  if (files.length > MESSAGE_IMAGES_MAX) {
    throw badRequest(`At most ${MESSAGE_IMAGES_MAX} photos`, field('at most 5 photos'));
  }
  for (const [i, file] of files.entries()) await assertImage(file.bytes, `Attachment ${i + 1}`);
  return { kind: 'images', files };
}

/** A safe display name for a PDF (the key is ours). */
function pdfName(file: UploadedFile): string {
  const base =
    file.filename
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w .()-]+/g, '')
      .trim()
      .slice(0, 80) || 'document';
  return `${base}.pdf`;
}

/** The storage keys of stored attachments: a photo's two renditions, or the PDF. */
export function attachmentKeys(attachments: StoredAttachment[]): string[] {
  return attachments.flatMap((a) => (a.kind === 'image' ? [a.key, a.small] : [a.key]));
}

/**
 * Removes files stored for a message that was not written (decision 128). Never throws: answers
 * the keys that could not be removed (the storage is down), for the caller to log.
 */
export async function discardFiles(
  storage: Pick<Storage, 'delete'>,
  keys: string[],
): Promise<string[]> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  return keys.filter((_, i) => results[i]!.status === 'rejected');
}

/**
 * Stores checked files: each photo as detail and small WebP renditions, a PDF as it is. If any
 * of them fails, the ones already stored are removed before the error goes on.
 */
export async function storeAttachments(
  storage: Storage,
  checked: CheckedFiles | null,
): Promise<StoredAttachment[]> {
  if (!checked) return [];
  // Every key is noted before its put starts, so a put that failed half-way is removed too.
  const keys: string[] = [];
  try {
    return await storeChecked(notingKeys(storage, keys), checked);
  } catch (err) {
    await discardFiles(storage, keys);
    throw err;
  }
}

async function storeChecked(storage: Storage, checked: CheckedFiles): Promise<StoredAttachment[]> {
  if (checked.kind === 'pdf') {
    const key = `messages/${randomBytes(16).toString('hex')}.pdf`;
    await storage.put(key, checked.file.bytes);
    return [{ kind: 'pdf', key, name: pdfName(checked.file), bytes: checked.file.bytes.length }];
  }
  // allSettled: every put has finished (stored or failed) before a failure is cleaned up.
  const results = await Promise.allSettled(
    checked.files.map(async (file): Promise<StoredAttachment> => ({
      kind: 'image',
      ...(await storePhoto(storage, 'messages', file.bytes)),
    })),
  );
  return settled(results);
}
