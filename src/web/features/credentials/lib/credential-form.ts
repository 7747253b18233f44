/**
 * The add form of a licence or badge (issue 27 §3): its values, its rules (the shared ones:
 * credentialNumberError and CREDENTIAL_TEXTS; the server checks them again) and the multipart
 * body of POST /api/credentials.
 */
import { z } from 'zod';

import {
  CERTIFICATE_MAX_BYTES,
  CREDENTIAL_CLASSES,
  CREDENTIAL_KINDS,
  CREDENTIAL_TEXTS,
  INSURANCE_AMOUNT_MAX_CENTS,
  INSURER_MAX,
  credentialNumberError,
  normaliseCredentialNumber,
  type CredentialKind,
} from '#shared/api/credentials.ts';
import { toFormData } from '../../../lib/api-client.ts';
import { dollarsToCents } from '../../../lib/credentials.ts';
import { TEXTS } from './texts.ts';

/** The kinds with classes to pick. */
export type ClassedKind = keyof typeof CREDENTIAL_CLASSES;
export const hasClasses = (kind: CredentialKind | ''): kind is ClassedKind =>
  kind === 'lbp' || kind === 'ewrb' || kind === 'pgdb';
export const hasNumber = (
  kind: CredentialKind | '',
): kind is Exclude<CredentialKind, 'insurance'> => kind !== '' && kind !== 'insurance';

/**
 * A field message from a shared text: "Number must be …" for the texts that continue a field's
 * name (as the server's 400 messages read), the others as a sentence.
 */
export function fieldMessage(field: string, text: string): string {
  if (/^(must|is|has|cannot) /.test(text)) return `${field} ${text}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const CERTIFICATE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];
export const CERTIFICATE_ACCEPT = `${CERTIFICATE_TYPES.join(',')},.pdf,.jpg,.jpeg,.png,.webp`;
const CERTIFICATE_EXTENSIONS = /\.(pdf|jpe?g|png|webp)$/i;

/** Why a picked certificate is refused (not a PDF or an image, or over 5 MB), or null. */
export function certificateProblem(file: File): string | null {
  const typeOk = file.type
    ? CERTIFICATE_TYPES.includes(file.type)
    : CERTIFICATE_EXTENSIONS.test(file.name);
  if (!typeOk) return fieldMessage(TEXTS.certificate, CREDENTIAL_TEXTS.certificateType);
  if (file.size > CERTIFICATE_MAX_BYTES) {
    return fieldMessage(TEXTS.certificate, CREDENTIAL_TEXTS.certificateSize);
  }
  return null;
}

export type CredentialFormValues = {
  kind: CredentialKind | '';
  number: string;
  classes: string[];
  insurer: string;
  amount: string;
  expires_on: string;
  certificate: File | null;
};

export const emptyCredentialForm = (): CredentialFormValues => ({
  kind: '',
  number: '',
  classes: [],
  insurer: '',
  amount: '',
  expires_on: '',
  certificate: null,
});

const T = CREDENTIAL_TEXTS;

/** The form's rules for its kind; `today` (YYYY-MM-DD, New Zealand) bounds the expiry. */
export function credentialFormSchema(today: string) {
  return z
    .object({
      kind: z.enum(['', ...CREDENTIAL_KINDS]),
      number: z.string(),
      classes: z.array(z.string()),
      insurer: z.string(),
      amount: z.string(),
      expires_on: z.string(),
      certificate: z.custom<File | null>(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: keyof CredentialFormValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (v.kind === '') {
        issue('kind', TEXTS.kindRequired);
        return;
      }
      if (hasNumber(v.kind)) {
        const problem = credentialNumberError(v.kind, v.number);
        if (problem) issue('number', fieldMessage(TEXTS.numberLabels[v.kind], problem));
      }
      if (hasClasses(v.kind)) {
        const known = CREDENTIAL_CLASSES[v.kind];
        if (v.classes.length === 0)
          issue('classes', fieldMessage(TEXTS.classes, T.classesRequired));
        else if (v.classes.some((c) => !known.includes(c))) {
          issue('classes', fieldMessage(TEXTS.classes, T.classUnknown));
        }
      }
      if (v.certificate) {
        const problem = certificateProblem(v.certificate);
        if (problem) issue('certificate', problem);
      }
      if (v.kind !== 'insurance') return;
      if (v.insurer.trim() === '') issue('insurer', fieldMessage(TEXTS.insurer, T.insurerRequired));
      else if (v.insurer.trim().length > INSURER_MAX) {
        issue('insurer', `${TEXTS.insurer} must be at most ${INSURER_MAX} characters`);
      }
      if (v.amount.trim() === '') issue('amount', fieldMessage('Cover amount', T.amountRequired));
      else {
        const cents = dollarsToCents(v.amount);
        if (cents === null || cents < 100) issue('amount', TEXTS.amountBad);
        else if (cents > INSURANCE_AMOUNT_MAX_CENTS) issue('amount', TEXTS.amountTooLarge);
      }
      if (v.expires_on === '') issue('expires_on', fieldMessage(TEXTS.expiry, T.expiryRequired));
      else if (v.expires_on <= today) {
        issue('expires_on', fieldMessage(TEXTS.expiry, T.expiryPast));
      }
      if (!v.certificate)
        issue('certificate', fieldMessage(TEXTS.certificate, T.certificateRequired));
    });
}

/** The multipart body of POST /api/credentials: only the fields of the kind. */
export function credentialFormData(values: CredentialFormValues): FormData {
  const kind = values.kind as CredentialKind;
  const insurance = kind === 'insurance';
  return toFormData({
    kind,
    number: hasNumber(kind) ? normaliseCredentialNumber(values.number) : undefined,
    'classes[]': hasClasses(kind) ? values.classes : undefined,
    insurer: insurance ? values.insurer.trim() : undefined,
    amount_cents: insurance ? (dollarsToCents(values.amount) ?? undefined) : undefined,
    expires_on: insurance ? values.expires_on : undefined,
    certificate: values.certificate ?? undefined,
  });
}

/** Which form field a server's 400 message belongs to (`classes[]` → classes). */
export function formFieldOf(key: string): keyof CredentialFormValues | null {
  const name = key.replace(/\[\]$/, '');
  if (name === 'amount_cents') return 'amount';
  const fields: (keyof CredentialFormValues)[] = [
    'kind',
    'number',
    'classes',
    'insurer',
    'expires_on',
    'certificate',
  ];
  return fields.find((f) => f === name) ?? null;
}
