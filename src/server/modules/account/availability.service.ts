import { and, eq, inArray, lte, sql } from 'drizzle-orm';

import type { AvailabilityResponse } from '#shared/api/account.ts';
import { ROLE, type RoleId } from '#shared/constants.ts';
import type { Db, Tx } from '../../db/client.ts';
import { services, users } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { serviceChanged, type ChangeBus } from '../../platform/changes/changes.ts';

/*
 * A provider's availability (issue 24 §1b, decision 118). users.taking_new_work and back_on are
 * the truth; each of the provider's services carries a copy, written in the same transaction,
 * so that lists filter and sort on it without a join. Every change is published as the
 * provider's (their cards) and as each service's (the lists and totals they are in).
 */

export type AvailabilityDeps = { db: Db; changes: ChangeBus };

/** Today's date in New Zealand, YYYY-MM-DD. */
export function nzToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Pacific/Auckland',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

type ServiceRow = typeof services.$inferSelect;

/** Writes the availability of these users and copies it onto their services. */
async function writeAvailability(
  tx: Tx,
  userIds: number[],
  value: { takingNewWork: boolean; backOn: string | null },
): Promise<{ before: ServiceRow[]; after: ServiceRow[] }> {
  await tx.update(users).set(value).where(inArray(users.id, userIds));
  const before = await tx
    .select()
    .from(services)
    .where(inArray(services.addedById, userIds))
    .for('update');
  const after = await tx
    .update(services)
    .set(value)
    .where(inArray(services.addedById, userIds))
    .returning();
  return { before, after };
}

/** Publishes what an availability change touched (after its commit). */
function publishAvailability(
  changes: ChangeBus,
  userIds: number[],
  rows: { before: ServiceRow[]; after: ServiceRow[] },
): void {
  for (const providerId of userIds) changes.publish({ kind: 'provider', providerId });
  const previous = new Map(rows.before.map((r) => [r.id, r]));
  for (const row of rows.after) changes.publish(serviceChanged(previous.get(row.id) ?? row, row));
}

/**
 * POST /api/account/availability: providers and admins (403 for customers). `back_on` only
 * while not taking new work, and after today (NZ date).
 */
export async function setAvailability(
  deps: AvailabilityDeps,
  actor: { id: number; roleId: RoleId },
  body: { taking_new_work: boolean; back_on: string | null },
  now = new Date(),
): Promise<AvailabilityResponse> {
  if (actor.roleId === ROLE.customer) {
    throw forbidden('Only providers say whether they take new work');
  }
  if (body.taking_new_work && body.back_on !== null) {
    const message = 'must be empty while you are taking new work';
    throw badRequest(`Back on ${message}`, { back_on: [message] });
  }
  if (body.back_on !== null && body.back_on <= nzToday(now)) {
    const message = 'must be a date after today';
    throw badRequest(`Back on ${message}`, { back_on: [message] });
  }
  const value = { takingNewWork: body.taking_new_work, backOn: body.back_on };
  const rows = await deps.db.transaction((tx) => writeAvailability(tx, [actor.id], value));
  publishAvailability(deps.changes, [actor.id], rows);
  return {
    success: true,
    message: body.taking_new_work
      ? 'You are taking new work. Your listings say so.'
      : 'Saved. Your listings now say you are not taking new work.',
    taking_new_work: body.taking_new_work,
    back_on: body.back_on,
  };
}

/**
 * The hourly job: providers whose back-on date has come (NZ date) take new work again. Returns
 * how many, or null when none.
 */
export async function resumeAvailability(
  deps: AvailabilityDeps,
  now = new Date(),
): Promise<{ resumed: number } | null> {
  const due = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.takingNewWork, false), lte(users.backOn, nzToday(now))));
  if (due.length === 0) return null;
  const ids = due.map((u) => u.id);
  const rows = await deps.db.transaction(async (tx) => {
    // Only those still due under the lock: a provider may have changed it meanwhile.
    const still = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          inArray(users.id, ids),
          eq(users.takingNewWork, false),
          sql`${users.backOn} <= ${nzToday(now)}`,
        ),
      )
      .for('update');
    const stillIds = still.map((u) => u.id);
    if (stillIds.length === 0) return { ids: stillIds, before: [], after: [] };
    const written = await writeAvailability(tx, stillIds, { takingNewWork: true, backOn: null });
    return { ids: stillIds, ...written };
  });
  if (rows.ids.length === 0) return null;
  publishAvailability(deps.changes, rows.ids, rows);
  return { resumed: rows.ids.length };
}
