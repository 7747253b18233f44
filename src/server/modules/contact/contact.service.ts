import { randomBytes } from 'node:crypto';

import { fileTypeFromBuffer } from 'file-type';

import { RESUME_TOO_BIG, RESUME_WRONG_TYPE } from '#shared/api/contact.ts';
import { RESUME_MAX_BYTES } from '#shared/constants.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { careerApplications, contactMessages } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/form-input.ts';
import { enqueueEmail, wakeOutbox } from '../../platform/mail/mail.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import {
  applicationConfirmation,
  applicationToTeam,
  contactConfirmation,
  contactToTeam,
} from './contact-emails.ts';

export type ContactDeps = {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'siteName' | 'teamEmail'>;
};

export const CONTACT_SENT =
  'Thank you! Your message has been sent. We usually reply within one working day.';
export const APPLICATION_SENT = 'Thank you! Your application has been sent. We will be in touch.';

/**
 * POST /api/contact: the message is stored, emailed to the team (reply-to the sender) and
 * confirmed to the sender, in one transaction.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  input: {
    name: string;
    email: string;
    subject?: string | undefined;
    message: string;
    userId: number | null;
  },
): Promise<void> {
  const { config } = deps;
  const subject = input.subject || null;
  await deps.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      userId: input.userId,
      name: input.name,
      email: input.email,
      subject,
      message: input.message,
    });
    await enqueueEmail(tx, {
      to: config.teamEmail,
      replyTo: input.email,
      ...contactToTeam({ ...config, ...input, subject }),
    });
    await enqueueEmail(tx, {
      to: input.email,
      ...contactConfirmation({ ...config, name: input.name }),
    });
  });
  wakeOutbox();
}

/** Résumés: PDF or Word (.docx), detected from the bytes. */
const RESUME_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** Checks a résumé by its bytes and size; returns its type and extension. */
async function checkResume(file: UploadedFile): Promise<{ mime: string; ext: string }> {
  if (file.bytes.length === 0)
    throw badRequest('Resume is required', { resume: ['Resume is required'] });
  if (file.bytes.length > RESUME_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', RESUME_TOO_BIG, { resume: [RESUME_TOO_BIG] });
  }
  const type = await fileTypeFromBuffer(file.bytes);
  const ext = type ? RESUME_TYPES[type.mime] : undefined;
  if (!type || !ext) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', RESUME_WRONG_TYPE, {
      resume: [RESUME_WRONG_TYPE],
    });
  }
  return { mime: type.mime, ext };
}

/** A safe display name for the résumé (the stored key is ours). */
function resumeName(file: UploadedFile, ext: string): string {
  const base =
    file.filename
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w .()-]+/g, '')
      .trim()
      .slice(0, 80) || 'resume';
  return `${base}.${ext}`;
}

/**
 * POST /api/careers: the résumé is checked and stored, then the application, the team's email
 * (with the résumé attached) and the applicant's confirmation are written in one transaction;
 * the file is removed again if that fails.
 */
export async function applyForJob(
  deps: ContactDeps,
  input: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    role: string | null;
    coverNote: string | null;
    resume: UploadedFile;
  },
): Promise<void> {
  const { mime, ext } = await checkResume(input.resume);
  const key = `resumes/${randomBytes(12).toString('hex')}.${ext}`;
  const name = resumeName(input.resume, ext);
  await deps.storage.put(key, input.resume.bytes);
  const { config } = deps;
  const fullName = `${input.firstName} ${input.lastName}`;
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(careerApplications).values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phoneNumber: input.phone,
        position: input.role,
        coverLetter: input.coverNote,
        resume: key,
        resumeName: name,
      });
      await enqueueEmail(tx, {
        to: config.teamEmail,
        replyTo: input.email,
        attachments: [{ filename: name, storageKey: key, contentType: mime }],
        ...applicationToTeam({
          ...config,
          name: fullName,
          email: input.email,
          phone: input.phone,
          role: input.role,
          coverNote: input.coverNote,
          resumeName: name,
        }),
      });
      await enqueueEmail(tx, {
        to: input.email,
        ...applicationConfirmation({ ...config, name: input.firstName }),
      });
    });
  } catch (err) {
    await deps.storage.delete(key).catch(() => undefined);
    throw err;
  }
  wakeOutbox();
}
