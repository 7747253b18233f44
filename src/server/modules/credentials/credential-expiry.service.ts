import { and, eq, gte, isNull, lt, lte } from 'drizzle-orm';

import { CREDENTIAL_KIND_NAMES, INSURANCE_NOTICE_DAYS } from '#shared/api/credentials.ts';
import { accountName, fullName } from '#shared/domain/names.ts';
import type { Tx } from '../../db/client.ts';
import { providerCredentials, users } from '../../db/schema/index.ts';
import { enqueueEmail, wakeOutbox } from '../../platform/mail/mail.ts';
import { nzToday } from '../account/availability.service.ts';
import { publishBadges, writeBadges, type BadgeWrite } from './credential-badges.service.ts';
import type { CheckDeps } from './credential-checks.service.ts';
import { insuranceExpiredEmail, insuranceExpiringEmail } from './credential-emails.ts';
import { auditCredential } from './credential-rows.ts';

/*
 * The insurance expiry job (issue 27 §3, decision 136), run by main.ts under its advisory lock
 * on the clock it is given: approved insurance past its last day of cover becomes `expired`
 * (its badge goes in the same transaction, audited, the provider emailed), and approved
 * insurance running out within INSURANCE_NOTICE_DAYS gets one notice. The read path already
 * hides insurance past its expiry before this job runs (credential-badges.service.ts).
 */

export type ExpiryDeps = Pick<CheckDeps, 'db' | 'changes' | 'config'>;

/** An NZ date plus `days`, YYYY-MM-DD. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const insurance = and(
  eq(providerCredentials.kind, 'insurance'),
  eq(providerCredentials.state, 'approved'),
);

async function recipient(tx: Tx, providerId: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, providerId));
  return user ? { email: user.email, name: fullName(user) || accountName(user) } : null;
}

/** Runs once; answers how many expired and how many were told they soon will. */
export async function runCredentialExpiry(
  deps: ExpiryDeps,
  now = new Date(),
): Promise<{ expired: number; noticed: number }> {
  const today = nzToday(now);
  const site = deps.config;
  const kindName = CREDENTIAL_KIND_NAMES.insurance;
  const due = await deps.db
    .select({ id: providerCredentials.id })
    .from(providerCredentials)
    .where(and(insurance, lt(providerCredentials.expiresOn, today)));
  const writes: BadgeWrite[] = [];
  for (const { id } of due) {
    const write = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(providerCredentials)
        .set({ state: 'expired', updatedAt: now })
        .where(
          and(eq(providerCredentials.id, id), insurance, lt(providerCredentials.expiresOn, today)),
        )
        .returning();
      if (!row) return null;
      await auditCredential(tx, null, 'expire', row, { details: { expires_on: row.expiresOn } });
      const to = await recipient(tx, row.providerId);
      if (to) {
        await enqueueEmail(tx, {
          to: to.email,
          ...insuranceExpiredEmail({ ...site, name: to.name, kindName, expiresOn: row.expiresOn! }),
        });
      }
      return writeBadges(tx, row.providerId, today);
    });
    if (write) writes.push(write);
  }
  const soon = await deps.db
    .select({ id: providerCredentials.id })
    .from(providerCredentials)
    .where(
      and(
        insurance,
        gte(providerCredentials.expiresOn, today),
        lte(providerCredentials.expiresOn, addDays(today, INSURANCE_NOTICE_DAYS)),
        isNull(providerCredentials.expiryNoticeAt),
      ),
    );
  let noticed = 0;
  for (const { id } of soon) {
    const sent = await deps.db.transaction(async (tx) => {
      // Once: only the run that sets the mark writes the email.
      const [row] = await tx
        .update(providerCredentials)
        .set({ expiryNoticeAt: now })
        .where(
          and(
            eq(providerCredentials.id, id),
            insurance,
            isNull(providerCredentials.expiryNoticeAt),
          ),
        )
        .returning();
      if (!row) return false;
      const to = await recipient(tx, row.providerId);
      if (!to) return false;
      await enqueueEmail(tx, {
        to: to.email,
        ...insuranceExpiringEmail({ ...site, name: to.name, kindName, expiresOn: row.expiresOn! }),
      });
      return true;
    });
    if (sent) noticed += 1;
  }
  for (const write of writes) publishBadges(deps.changes, write);
  if (writes.length > 0 || noticed > 0) wakeOutbox();
  return { expired: writes.length, noticed };
}
