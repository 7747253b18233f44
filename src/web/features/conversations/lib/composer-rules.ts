import { z } from 'zod';

import {
  MESSAGE_BODY_MAX,
  MESSAGE_BODY_MIN,
  MESSAGE_IMAGES_MAX,
  MESSAGE_PDF_MAX_BYTES,
} from '#shared/api/conversations.ts';
import { IMAGE_MAX_BYTES } from '#shared/constants.ts';
import { TEXTS } from './texts.ts';

/** The message box: the server's rule (2..2000 characters once trimmed), with our texts. */
export const ComposerSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, TEXTS.messageRequired)
    .min(MESSAGE_BODY_MIN, TEXTS.messageTooShort)
    .max(MESSAGE_BODY_MAX, TEXTS.messageTooLong),
});
export type ComposerValues = z.input<typeof ComposerSchema>;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PDF_TYPE = 'application/pdf';
/** What the file picker offers. */
export const ATTACH_ACCEPT = [...IMAGE_TYPES, PDF_TYPE].join(',');

const isImage = (file: File) => (IMAGE_TYPES as readonly string[]).includes(file.type);
const isPdf = (file: File) => file.type === PDF_TYPE;

/**
 * Checks a message's files before they are sent (the server checks their bytes again): up to
 * MESSAGE_IMAGES_MAX photos (JPEG, PNG or WebP, each at most IMAGE_MAX_BYTES), or one PDF of at
 * most MESSAGE_PDF_MAX_BYTES on its own. Answers the first problem's text, or null.
 */
export function checkAttachments(files: readonly File[]): string | null {
  const wrong = files.find((file) => !isImage(file) && !isPdf(file));
  if (wrong) return TEXTS.wrongType(wrong.name);
  const pdfs = files.filter(isPdf);
  if (pdfs.length > 0 && files.length > 1) return TEXTS.onePdf;
  const pdf = pdfs[0];
  if (pdf && pdf.size > MESSAGE_PDF_MAX_BYTES) return TEXTS.pdfTooBig(pdf.name);
  if (files.length > MESSAGE_IMAGES_MAX) return TEXTS.tooManyImages;
  const big = files.find((file) => isImage(file) && file.size > IMAGE_MAX_BYTES);
  if (big) return TEXTS.imageTooBig(big.name);
  return null;
}
