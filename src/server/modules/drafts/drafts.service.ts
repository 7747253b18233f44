import { and, eq, isNull, sql } from 'drizzle-orm';

import type { SaveDraftBody, ServiceDraft } from '#shared/api/drafts.ts';
import { ROLE, type RoleId } from '#shared/constants.ts';
import type { Db, Tx } from '../../db/client.ts';
import { serviceDrafts, services } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';

/** Who keeps drafts: the session user (providers and admins). */
export type DraftActor = { id: number; roleId: RoleId };

/** Providers and admins have service forms; customers do not. */
export function assertMayDraft(actor: DraftActor): void {
  if (actor.roleId === ROLE.customer) throw forbidden('Your account cannot list services');
}

/** An edit draft is for a service the actor may edit (its owner, or an admin). */
async function assertMayEdit(db: Db, actor: DraftActor, serviceId: number): Promise<void> {
  const [row] = await db
    .select({ ownerId: services.addedById })
    .from(services)
    .where(eq(services.id, serviceId))
    .limit(1);
  if (!row) throw notFound('Service not found');
  if (row.ownerId !== actor.id && actor.roleId !== ROLE.admin) {
    throw forbidden('You can only change your own services');
  }
}

const whereDraft = (userId: number, serviceId: number | undefined) =>
  and(
    eq(serviceDrafts.userId, userId),
    serviceId === undefined
      ? isNull(serviceDrafts.serviceId)
      : eq(serviceDrafts.serviceId, serviceId),
  );

/** GET /api/service-draft: the actor's own draft of the add form or of one service, or null. */
export async function findDraft(
  db: Db,
  actor: DraftActor,
  serviceId: number | undefined,
): Promise<ServiceDraft | null> {
  assertMayDraft(actor);
  if (serviceId !== undefined) await assertMayEdit(db, actor, serviceId);
  const [row] = await db.select().from(serviceDrafts).where(whereDraft(actor.id, serviceId));
  if (!row) return null;
  return {
    service_id: row.serviceId,
    step: row.step,
    data: row.data,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** PUT /api/service-draft: writes the draft (one per form: an upsert on its unique index). */
export async function saveDraft(db: Db, actor: DraftActor, body: SaveDraftBody): Promise<Date> {
  assertMayDraft(actor);
  const serviceId = body.service_id;
  if (serviceId !== undefined) await assertMayEdit(db, actor, serviceId);
  const now = new Date();
  const target =
    serviceId === undefined
      ? [serviceDrafts.userId]
      : [serviceDrafts.userId, serviceDrafts.serviceId];
  await db
    .insert(serviceDrafts)
    .values({ userId: actor.id, serviceId: serviceId ?? null, step: body.step, data: body.data })
    .onConflictDoUpdate({
      target,
      targetWhere: serviceId === undefined ? sql`service_id is null` : sql`service_id is not null`,
      set: { step: body.step, data: body.data, updatedAt: now },
    });
  return now;
}

/** DELETE /api/service-draft, and a successful submit (in its transaction). */
export async function deleteDraft(
  db: Db | Tx,
  userId: number,
  serviceId: number | undefined,
): Promise<void> {
  await db.delete(serviceDrafts).where(whereDraft(userId, serviceId));
}
