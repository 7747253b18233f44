import { and, desc, eq } from 'drizzle-orm';

import {
  CREDENTIAL_CLASSES,
  CREDENTIAL_TEXTS,
  credentialNumberError,
  normaliseCredentialNumber,
  type Credential,
  type CredentialKind,
} from '#shared/api/credentials.ts';
import { ROLE, type RoleId } from '#shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { providerCredentials } from '../../db/schema/index.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/form-input.ts';
import type { ChangeBus } from '../../platform/changes/changes.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { nzToday } from '../account/availability.service.ts';
import { publishBadges, writeBadges } from './credential-badges.service.ts';
import { checkCertificate, storeCertificate } from './credential-certificates.ts';
import { auditCredential, toCredential } from './credential-rows.ts';

/*
 * A provider's own credentials (issue 27 §3, §4, decision 136): add one (checked per kind, at
 * most one waiting per kind), list them, remove one (its badge goes at once), download its
 * certificate. Only providers add; identity and role come from the session.
 */

export type CredentialDeps = {
  db: Db;
  storage: Storage;
  changes: Pick<ChangeBus, 'publish'>;
  now: () => number;
};

type Actor = { id: number; roleId: RoleId };

export type CredentialInput = {
  kind: CredentialKind;
  number?: string | undefined;
  classes: string[];
  insurer?: string | undefined;
  amount_cents?: number | undefined;
  expires_on?: string | undefined;
  certificate?: UploadedFile | undefined;
};

/** Only providers hold credentials. */
export function assertProvider(actor: Actor): void {
  if (actor.roleId !== ROLE.provider) throw forbidden(CREDENTIAL_TEXTS.providersOnly);
}

/** The field messages of a credential's form (empty when it may be added). */
export function credentialFieldErrors(
  input: CredentialInput,
  today: string,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (name: string, message: string) => (errors[name] ??= []).push(message);
  if (input.kind !== 'insurance') {
    const raw = input.number?.trim() ?? '';
    if (raw === '') add('number', 'is required');
    else {
      const shape = credentialNumberError(input.kind, raw);
      if (shape) add('number', shape);
    }
  }
  if (input.kind === 'lbp' || input.kind === 'ewrb' || input.kind === 'pgdb') {
    const known = CREDENTIAL_CLASSES[input.kind];
    if (input.classes.length === 0) add('classes', CREDENTIAL_TEXTS.classesRequired);
    else if (input.classes.some((c) => !known.includes(c))) {
      add('classes', CREDENTIAL_TEXTS.classUnknown);
    }
  }
  if (input.kind === 'insurance') {
    if (!input.insurer?.trim()) add('insurer', CREDENTIAL_TEXTS.insurerRequired);
    if (input.amount_cents === undefined) add('amount_cents', CREDENTIAL_TEXTS.amountRequired);
    if (input.expires_on === undefined) add('expires_on', CREDENTIAL_TEXTS.expiryRequired);
    else if (input.expires_on <= today) add('expires_on', CREDENTIAL_TEXTS.expiryPast);
    if (!input.certificate) add('certificate', CREDENTIAL_TEXTS.certificateRequired);
  }
  return errors;
}

/** GET /api/credentials: the provider's own, newest first. */
export async function listOwnCredentials(db: Db, actor: Actor): Promise<Credential[]> {
  assertProvider(actor);
  const rows = await db
    .select()
    .from(providerCredentials)
    .where(eq(providerCredentials.providerId, actor.id))
    .orderBy(desc(providerCredentials.createdAt), desc(providerCredentials.id));
  return rows.map(toCredential);
}

/** POST /api/credentials: a new credential, waiting to be checked. */
export async function addCredential(
  deps: CredentialDeps,
  actor: Actor,
  input: CredentialInput,
): Promise<Credential> {
  assertProvider(actor);
  const today = nzToday(new Date(deps.now()));
  const errors = credentialFieldErrors(input, today);
  if (Object.keys(errors).length > 0) throw badRequest('Please check the form', errors);
  const checked = input.certificate ? await checkCertificate(input.certificate) : null;
  const isInsurance = input.kind === 'insurance';
  const hasClasses = input.kind !== 'nzbn' && !isInsurance;
  // Refuse a second waiting one before storing anything.
  const [waiting] = await deps.db
    .select({ id: providerCredentials.id })
    .from(providerCredentials)
    .where(
      and(
        eq(providerCredentials.providerId, actor.id),
        eq(providerCredentials.kind, input.kind),
        eq(providerCredentials.state, 'pending'),
      ),
    );
  if (waiting) throw new AppError('CONFLICT', CREDENTIAL_TEXTS.alreadyWaiting);
  const key = checked ? await storeCertificate(deps.storage, checked) : null;
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(providerCredentials)
        .values({
          providerId: actor.id,
          kind: input.kind,
          number: isInsurance ? null : normaliseCredentialNumber(input.number!),
          classes: hasClasses ? [...new Set(input.classes)] : [],
          insurer: isInsurance ? input.insurer!.trim() : null,
          amountCents: isInsurance ? input.amount_cents! : null,
          expiresOn: isInsurance ? input.expires_on! : null,
          certificateKey: key,
          certificateType: checked?.mime ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AppError('CONFLICT', CREDENTIAL_TEXTS.alreadyWaiting);
      await auditCredential(tx, actor.id, 'add', row);
      return toCredential(row);
    });
  } catch (err) {
    if (key) await deps.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** DELETE /api/credentials/{id}: the owner withdraws it; its badge goes at once. */
export async function removeCredential(
  deps: CredentialDeps,
  actor: Actor,
  id: number,
): Promise<void> {
  assertProvider(actor);
  const today = nzToday(new Date(deps.now()));
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(providerCredentials)
      .where(eq(providerCredentials.id, id))
      .for('update');
    if (!row || row.providerId !== actor.id) throw notFound(CREDENTIAL_TEXTS.notFound);
    await tx.delete(providerCredentials).where(eq(providerCredentials.id, id));
    await auditCredential(tx, actor.id, 'remove', row, { details: { state: row.state } });
    const write = row.state === 'approved' ? await writeBadges(tx, actor.id, today) : null;
    return { key: row.certificateKey, write };
  });
  if (outcome.write) publishBadges(deps.changes, outcome.write);
  if (outcome.key) await deps.storage.delete(outcome.key).catch(() => undefined);
}

/** GET /api/credentials/{id}/certificate: for its owner and admins only. */
export async function getCertificate(
  deps: Pick<CredentialDeps, 'db' | 'storage'>,
  viewer: Actor,
  id: number,
): Promise<{ bytes: Buffer; type: string; name: string }> {
  const [row] = await deps.db
    .select()
    .from(providerCredentials)
    .where(eq(providerCredentials.id, id));
  if (!row?.certificateKey) throw notFound(CREDENTIAL_TEXTS.notFound);
  if (row.providerId !== viewer.id && viewer.roleId !== ROLE.admin) throw forbidden();
  const bytes = await deps.storage.get(row.certificateKey);
  const ext = row.certificateKey.slice(row.certificateKey.lastIndexOf('.') + 1);
  return {
    bytes,
    type: row.certificateType ?? 'application/octet-stream',
    name: `certificate-${row.id}.${ext}`,
  };
}
