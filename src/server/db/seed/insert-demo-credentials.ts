import { eq } from 'drizzle-orm';

import { badgeLabel } from '#shared/api/credentials.ts';
import type { Db } from '../client.ts';
import { providerCredentials, services, users, type StoredBadge } from '../schema/index.ts';

/**
 * The demo credentials (issue 27 §3): the demo provider holds an approved LBP (Carpentry) and
 * an approved NZBN, so its cards, pages and the "Checked licence or registration" filter show
 * badges; another provider has an LBP waiting in the admin's queue. The badges and the licensed
 * flag are written as the credentials module writes them (modules/credentials).
 */
export async function insertDemoCredentials(
  db: Db,
  now: Date,
  ids: { provider: number | undefined; other: number | undefined; admin: number | undefined },
): Promise<number> {
  if (ids.provider === undefined) return 0;
  const checked = new Date(now.getTime() - 12 * 86_400_000).toISOString().slice(0, 10);
  const approved = [
    { kind: 'lbp' as const, number: 'BP123456', classes: ['Carpentry'] },
    { kind: 'nzbn' as const, number: '9429041535257', classes: [] },
  ];
  await db.insert(providerCredentials).values(
    approved.map((c) => ({
      providerId: ids.provider!,
      ...c,
      state: 'approved' as const,
      checkedOn: checked,
      checkedById: ids.admin ?? null,
    })),
  );
  const badges: StoredBadge[] = approved.map((c) => ({
    kind: c.kind,
    label: badgeLabel({ ...c, amount_cents: null }),
    checked_at: checked,
    expires_on: null,
  }));
  await db.update(users).set({ badges }).where(eq(users.id, ids.provider));
  await db
    .update(services)
    .set({ providerLicensed: true })
    .where(eq(services.addedById, ids.provider));
  if (ids.other === undefined) return approved.length;
  await db.insert(providerCredentials).values({
    providerId: ids.other,
    kind: 'lbp',
    number: 'BP204817',
    classes: ['Carpentry', 'Site 1'],
  });
  return approved.length + 1;
}
