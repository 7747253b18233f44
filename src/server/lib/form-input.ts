import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

import { AppError, badRequest } from './errors.ts';

/**
 * Legacy "form" calls arrive as multipart/form-data (with files), urlencoded or JSON. JSON and
 * urlencoded bodies are parsed by Fastify; multipart is read here (plugins/body-reader.ts) into
 * the same plain object, so every route validates one body with its zod schema whatever the
 * encoding. Limits and broken forms give 4xx answers, never 500.
 */
export type UploadedFile = { bytes: Buffer; filename: string; mimetype: string };

/** The file fields a route takes: `multiple` collects every part of the field into a list. */
export type FileFields = Record<
  string,
  {
    multiple?: boolean;
    /** The field message of a file over the upload limit (else a message for the whole form). */
    tooLarge?: string;
  }
>;

export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    Buffer.isBuffer((value as { bytes?: unknown }).bytes) &&
    typeof (value as { filename?: unknown }).filename === 'string'
  );
}

/** A file part in a route's body schema (shown as a binary field in /api/docs). */
export const uploadedFileSchema = z
  .custom<UploadedFile>(isUploadedFile, 'must be a file')
  .meta({ type: 'string', format: 'binary' });

/** `service_type[]` and `service_type` name the same list. */
const fieldName = (name: string) => (name.endsWith('[]') ? name.slice(0, -2) : name);

function addValue(target: Record<string, unknown>, rawName: string, value: unknown, list: boolean) {
  const name = fieldName(rawName);
  const previous = target[name];
  if (previous === undefined) target[name] = list || rawName.endsWith('[]') ? [value] : value;
  else
    target[name] = Array.isArray(previous)
      ? [...(previous as unknown[]), value]
      : [previous, value];
}

/** A form body with `name[]` keys (urlencoded lists) under their plain names, as lists. */
export function withListNames(body: Record<string, unknown>): Record<string, unknown> {
  if (!Object.keys(body).some((key) => key.endsWith('[]'))) return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key.endsWith('[]')) out[fieldName(key)] = Array.isArray(value) ? value : [value];
    else if (!(key in out)) out[key] = value;
  }
  return out;
}

function multipartError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const { statusCode, code } = err as { statusCode?: unknown; code?: unknown };
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', 'The form has too many fields or files');
  }
  if (statusCode === 413) {
    return new AppError('PAYLOAD_TOO_LARGE', 'The upload is too large (at most 8 MB per file)');
  }
  return badRequest('The form could not be read');
}

/**
 * Reads a multipart body: fields (repeated names become lists) and the files of `fileFields`
 * (the first part of a single file field; browsers send an empty part when no file was chosen).
 * Other file parts are drained and ignored.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: FileFields,
): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldnameTruncated) throw badRequest('A form field name is too long');
        if (part.valueTruncated) {
          throw new AppError('PAYLOAD_TOO_LARGE', `The field ${part.fieldname} is too long`);
        }
        addValue(body, part.fieldname, part.value, false);
        continue;
      }
      const spec = fileFields[fieldName(part.fieldname)];
      const bytes = await part.toBuffer().catch((err: unknown) => {
        if ((err as { statusCode?: unknown }).statusCode === 413 && spec?.tooLarge) {
          throw new AppError('PAYLOAD_TOO_LARGE', `${part.fieldname} ${spec.tooLarge}`, {
            [fieldName(part.fieldname)]: [spec.tooLarge],
          });
        }
        throw err;
      });
      if (!spec || (bytes.length === 0 && !part.filename)) continue;
      if (!spec.multiple && body[fieldName(part.fieldname)] !== undefined) continue;
      const file: UploadedFile = { bytes, filename: part.filename, mimetype: part.mimetype };
      addValue(body, part.fieldname, file, spec.multiple === true);
    }
  } catch (err) {
    throw multipartError(err);
  }
  return { ...body };
}
