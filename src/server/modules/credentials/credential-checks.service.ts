import { and, asc, count, eq, ne } from 'drizzle-orm';

import {
  CREDENTIAL_KIND_NAMES,
  CREDENTIAL_TEXTS,
  registerSearchUrl,
  type AdminCredential,
  type CredentialState,
} from '#shared/api/credentials.ts';
import { accountName, fullName } from '#shared/domain/names.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { providerCredentials, users } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { enqueueEmail, wakeOutbox } from '../../platform/mail/mail.ts';
import { nzToday } from '../account/availability.service.ts';
import type { Admin } from '../admin/audit.service.ts';
import { publishBadges, writeBadges } from './credential-badges.service.ts';
import { credentialApprovedEmail, credentialRejectedEmail } from './credential-emails.ts';
import { auditCredential, toCredential, type CredentialRow } from './credential-rows.ts';
import type { CredentialDeps } from './credentials.service.ts';

/*
 * The admin's checks (issue 27 §3, decision 136): the queue, oldest first, with a link to the
 * register's search (for a human check: the registers have no API we may call); approve with
 * the date checked (a previously approved one of the kind becomes `replaced`), or reject with
 * a reason. The provider is emailed either way; every decision is audited.
 */

export const ADMIN_CREDENTIALS_PER_PAGE = 20;

export type CheckDeps = Pick<CredentialDeps, 'db' | 'changes' | 'now'> & {
  config: Pick<Config, 'siteName' | 'publicUrl'>;
};

/** GET /api/admin/credentials: one state (pending by default), oldest first. */
export async function listAdminCredentials(
  db: Db,
  input: { state: CredentialState; page: number },
): Promise<{ result: AdminCredential[]; total: number; per_page: number }> {
  const perPage = ADMIN_CREDENTIALS_PER_PAGE;
  const inState = eq(providerCredentials.state, input.state);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ c: providerCredentials, u: users })
      .from(providerCredentials)
      .innerJoin(users, eq(users.id, providerCredentials.providerId))
      .where(inState)
      .orderBy(asc(providerCredentials.createdAt), asc(providerCredentials.id))
      .limit(perPage)
      .offset((input.page - 1) * perPage),
    db.select({ n: count() }).from(providerCredentials).where(inState),
  ]);
  const result = rows.map(({ c, u }): AdminCredential => ({
    ...toCredential(c),
    provider: { id: u.id, business_name: accountName(u), slug: u.slug, email: u.email },
    register_url: registerSearchUrl(c.kind, c.number),
  }));
  return { result, total: counted?.n ?? 0, per_page: perPage };
}

/** The pending credential, locked; 404 when unknown, 409 when not waiting. */
async function lockPending(tx: Tx, id: number): Promise<CredentialRow> {
  const [row] = await tx
    .select()
    .from(providerCredentials)
    .where(eq(providerCredentials.id, id))
    .for('update');
  if (!row) throw notFound(CREDENTIAL_TEXTS.notFound);
  if (row.state !== 'pending') throw new AppError('CONFLICT', CREDENTIAL_TEXTS.notWaiting);
  return row;
}

async function providerOf(tx: Tx, providerId: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, providerId));
  if (!user) throw notFound(CREDENTIAL_TEXTS.notFound);
  return { email: user.email, name: fullName(user) || accountName(user) };
}

/** POST /api/admin/credentials/{id}/approve: checked on a date not in the future. */
export async function approveCredential(
  deps: CheckDeps,
  admin: Admin,
  id: number,
  checkedOn: string,
): Promise<void> {
  const today = nzToday(new Date(deps.now()));
  if (checkedOn > today) {
    throw badRequest(`Checked on ${CREDENTIAL_TEXTS.checkedOnFuture}`, {
      checked_on: [CREDENTIAL_TEXTS.checkedOnFuture],
    });
  }
  const write = await deps.db.transaction(async (tx) => {
    const row = await lockPending(tx, id);
    const replaced = await tx
      .update(providerCredentials)
      .set({ state: 'replaced', updatedAt: new Date() })
      .where(
        and(
          eq(providerCredentials.providerId, row.providerId),
          eq(providerCredentials.kind, row.kind),
          eq(providerCredentials.state, 'approved'),
          ne(providerCredentials.id, row.id),
        ),
      )
      .returning();
    for (const old of replaced) {
      await auditCredential(tx, admin.id, 'replace', old, { details: { by: row.id } });
    }
    const [approved] = await tx
      .update(providerCredentials)
      .set({
        state: 'approved',
        checkedOn,
        checkedById: admin.id,
        reason: null,
        updatedAt: new Date(),
      })
      .where(eq(providerCredentials.id, id))
      .returning();
    await auditCredential(tx, admin.id, 'approve', row, {
      details: { checked_on: checkedOn, replaced: replaced.map((r) => r.id) },
    });
    const provider = await providerOf(tx, row.providerId);
    await enqueueEmail(tx, {
      to: provider.email,
      ...credentialApprovedEmail({
        ...deps.config,
        name: provider.name,
        kindName: CREDENTIAL_KIND_NAMES[row.kind],
        label: toCredential(approved!).label,
        checkedOn,
      }),
    });
    return writeBadges(tx, row.providerId, today);
  });
  wakeOutbox();
  publishBadges(deps.changes, write);
}

/** POST /api/admin/credentials/{id}/reject: with the reason the provider is told. */
export async function rejectCredential(
  deps: CheckDeps,
  admin: Admin,
  id: number,
  reason: string,
): Promise<void> {
  const why = reason.trim();
  if (why === '') {
    throw badRequest(`Reason ${CREDENTIAL_TEXTS.reasonRequired}`, {
      reason: [CREDENTIAL_TEXTS.reasonRequired],
    });
  }
  await deps.db.transaction(async (tx) => {
    const row = await lockPending(tx, id);
    await tx
      .update(providerCredentials)
      .set({ state: 'rejected', reason: why, checkedById: admin.id, updatedAt: new Date() })
      .where(eq(providerCredentials.id, id));
    await auditCredential(tx, admin.id, 'reject', row, { reason: why });
    const provider = await providerOf(tx, row.providerId);
    await enqueueEmail(tx, {
      to: provider.email,
      ...credentialRejectedEmail({
        ...deps.config,
        name: provider.name,
        kindName: CREDENTIAL_KIND_NAMES[row.kind],
        reason: why,
      }),
    });
  });
  wakeOutbox();
}
