import { and, eq, inArray } from 'drizzle-orm';

import { badgeLabel, LICENCE_KINDS, type Badge } from '#shared/api/credentials.ts';
import type { Tx } from '../../db/client.ts';
import { providerCredentials, services, users, type StoredBadge } from '../../db/schema/index.ts';
import { serviceChanged, type ChangeBus } from '../../platform/changes/changes.ts';
import { nzToday } from '../account/availability.service.ts';

/*
 * A provider's badges (issue 27 §3, decision 136): its approved credentials, denormalised onto
 * `users.badges` (what cards and provider answers show, read with the owner join) and
 * `services.provider_licensed` (the `verified_only` filter), rewritten in the transaction of
 * every change of a credential's state. Badges are never sold: nothing but these calls writes
 * them.
 */

type ServiceRow = typeof services.$inferSelect;
export type BadgeWrite = { providerId: number; before: ServiceRow[]; after: ServiceRow[] };

/** The badge order on cards: licences first, then NZBN, then insurance. */
const ORDER = ['lbp', 'ewrb', 'pgdb', 'nzbn', 'insurance'];

/** Whether a stored badge shows on `today` (an NZ date): insurance stops after its expiry. */
const shows = (b: StoredBadge, today: string) => b.expires_on === null || b.expires_on >= today;

/** The badges an answer carries (checked ones only, insurance not past its expiry). */
export function publicBadges(
  stored: readonly StoredBadge[] | null | undefined,
  today = nzToday(),
): Badge[] {
  if (!stored || stored.length === 0) return [];
  return stored
    .filter((b) => shows(b, today))
    .map((b) => ({ kind: b.kind, label: b.label, checked_at: b.checked_at }));
}

/** The last day the shown badges stay right (the earliest insurance expiry), or undefined. */
export function badgesShownUntil(
  stored: readonly StoredBadge[] | null | undefined,
  today = nzToday(),
): string | undefined {
  let until: string | undefined;
  for (const b of stored ?? []) {
    if (b.expires_on !== null && shows(b, today) && (until === undefined || b.expires_on < until)) {
      until = b.expires_on;
    }
  }
  return until;
}

/**
 * Rewrites the provider's badges and licensed flag from its approved credentials (the caller's
 * transaction). Answers the provider's services before and after when the flag moved (for the
 * change bus), else none.
 */
export async function writeBadges(tx: Tx, providerId: number, today: string): Promise<BadgeWrite> {
  const approved = await tx
    .select()
    .from(providerCredentials)
    .where(
      and(
        eq(providerCredentials.providerId, providerId),
        eq(providerCredentials.state, 'approved'),
      ),
    );
  const badges: StoredBadge[] = approved
    .filter((c) => c.kind !== 'insurance' || (c.expiresOn !== null && c.expiresOn >= today))
    .sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || a.id - b.id)
    .map((c) => ({
      kind: c.kind,
      label: badgeLabel({
        kind: c.kind,
        number: c.number,
        classes: c.classes,
        amount_cents: c.amountCents,
      }),
      checked_at: c.checkedOn!,
      expires_on: c.kind === 'insurance' ? c.expiresOn : null,
    }));
  const licensed = badges.some((b) => (LICENCE_KINDS as readonly string[]).includes(b.kind));
  await tx.update(users).set({ badges }).where(eq(users.id, providerId));
  const before = await tx
    .select()
    .from(services)
    .where(eq(services.addedById, providerId))
    .for('update');
  const moving = before.filter((s) => s.providerLicensed !== licensed);
  if (moving.length === 0) return { providerId, before: [], after: [] };
  const after = await tx
    .update(services)
    .set({ providerLicensed: licensed })
    .where(
      inArray(
        services.id,
        moving.map((s) => s.id),
      ),
    )
    .returning();
  return { providerId, before: moving, after };
}

/** Publishes a badge change after its commit: the provider's cards and the lists it moved in. */
export function publishBadges(changes: Pick<ChangeBus, 'publish'>, write: BadgeWrite): void {
  changes.publish({ kind: 'provider', providerId: write.providerId });
  const previous = new Map(write.before.map((r) => [r.id, r]));
  for (const row of write.after) changes.publish(serviceChanged(previous.get(row.id) ?? row, row));
}
