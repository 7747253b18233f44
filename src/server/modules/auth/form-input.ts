import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import { AppError, badRequest } from '../../lib/errors.ts';

/**
 * Reads a legacy "form" call whatever the client sent: multipart/form-data (with files),
 * application/x-www-form-urlencoded or JSON. Multipart is parsed here (the app does not attach
 * multipart fields to the body), so limits and broken forms give 4xx answers, never 500.
 */
export type UploadedFile = { bytes: Buffer; filename: string; mimetype: string };
export type FormInput = { fields: Record<string, unknown>; files: Record<string, UploadedFile> };

export async function readFormInput(
  request: FastifyRequest,
  options: { fileFields?: readonly string[] } = {},
): Promise<FormInput> {
  const fileFields = new Set(options.fileFields ?? []);
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === undefined || body === null || body === '') return { fields: {}, files: {} };
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw badRequest('The form must be an object of fields');
    }
    return { fields: { ...(body as Record<string, unknown>) }, files: {} };
  }

  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const files: Record<string, UploadedFile> = Object.create(null) as Record<string, UploadedFile>;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldnameTruncated) throw badRequest('A form field name is too long');
        if (part.valueTruncated) {
          throw new AppError('PAYLOAD_TOO_LARGE', `The field ${part.fieldname} is too long`);
        }
        const previous = fields[part.fieldname];
        fields[part.fieldname] =
          previous === undefined
            ? part.value
            : Array.isArray(previous)
              ? [...(previous as unknown[]), part.value]
              : [previous, part.value];
        continue;
      }
      // A file part: keep the first one of an expected field, drain anything else.
      const bytes = await part.toBuffer();
      if (!fileFields.has(part.fieldname) || files[part.fieldname]) continue;
      // Browsers send an empty part when no file was chosen.
      if (bytes.length === 0 && !part.filename) continue;
      files[part.fieldname] = { bytes, filename: part.filename, mimetype: part.mimetype };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const { statusCode, code } = err as { statusCode?: unknown; code?: unknown };
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The form has too many fields or files');
    }
    if (statusCode === 413) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The upload is too large (at most 8 MB per file)');
    }
    throw badRequest('The form could not be read');
  }
  return { fields: { ...fields }, files: { ...files } };
}

const LABELS: Record<string, string> = {
  f_name: 'First name',
  l_name: 'Last name',
  email: 'Email',
  phone_number: 'Phone number',
  role_id: 'role_id',
  business_name: 'Business name',
  contact_person: 'Contact person name',
  message: 'Description',
  name: 'Email/Username',
  password: 'Password',
  token: 'The link',
  current_email: 'Current email',
  new_email: 'New email',
  current_password: 'Current password',
  new_password: 'New password',
  user_id: 'user_id',
};

/**
 * Parses input with a zod schema or throws a 400 whose `errors` map each field to readable
 * messages ("Email must be a valid email address").
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  data: Record<string, unknown>,
): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.') || 'input';
    const top = String(issue.path[0] ?? '');
    const missing = top !== '' && (data[top] === undefined || data[top] === null);
    const text = missing ? 'is required' : issue.message;
    const label = LABELS[key] ?? key;
    (errors[key] ??= []).push(`${label} ${text}`);
  }
  const first = Object.values(errors)[0]?.[0] ?? 'The input is not valid';
  throw badRequest(first, errors);
}
