import { eq, sql } from 'drizzle-orm';

import type { AdminService, AdminServicesQuery } from '#shared/api/admin.ts';
import type { ServiceStatus } from '#shared/constants.ts';
import { accountName } from '#shared/domain/names.ts';
import { queryCountedPage, toIso } from '../../db/query.ts';
import { services, users } from '../../db/schema/index.ts';
import { serviceChanged } from '../../platform/changes/changes.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enqueueEmail, wakeOutbox } from '../../platform/mail/mail.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { AdminMailDeps } from './admin-deps.ts';
import { matches, recordAction, type Admin } from './audit.service.ts';
import { discardRevision, deleteRevisionFiles } from '../listings/revision-decisions.service.ts';
import { moderateRevision } from './admin-revisions.service.ts';
import { approvedEmail, rejectedEmail } from './moderation-emails.ts';

export type ModerationDeps = AdminMailDeps & { storage: Storage };

type ServiceRow = {
  id: number;
  slug: string;
  title: string;
  status: ServiceStatus;
  is_listed: boolean;
  changed_at: string | null;
  rejection_reason: string | null;
  category: string;
  sub_category: string;
  service_types: string[];
  description: string;
  about_service: string;
  about_service1: string;
  about_service2: string | null;
  business_name: string;
  city: string;
  suburb: string;
  about: string;
  contact_name: string;
  phone_number: string;
  provider_id: number;
  provider_slug: string;
  provider_role: number;
  provider_business: string | null;
  provider_first: string | null;
  provider_last: string | null;
  provider_username: string;
  provider_email: string;
  images: { key: string; is_main: boolean }[];
  created_at: string;
  updated_at: string;
  moderated_at: string | null;
};

function filterOf(status: AdminServicesQuery['status']) {
  if (status === 'queue') return sql`(s.status = 'pending' or s.changed_at is not null)`;
  if (status === 'all' || status === undefined) return sql`true`;
  return sql`s.status = ${status}`;
}

/** The queue is worked oldest first; other lists show the newest first. */
function orderOf(status: AdminServicesQuery['status']) {
  return status === 'queue'
    ? sql`coalesce(s.changed_at, s.created_at) asc, s.id asc`
    : sql`s.created_at desc, s.id desc`;
}

function toAdminService(storage: Storage, r: ServiceRow): AdminService {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    status: r.status,
    is_listed: r.is_listed,
    changed_since_approval: r.changed_at !== null,
    rejection_reason: r.rejection_reason,
    category: r.category,
    sub_category: r.sub_category,
    service_type: r.service_types,
    description: r.description,
    about_service: [r.about_service, r.about_service1, r.about_service2].filter((v): v is string =>
      Boolean(v),
    ),
    business_name: r.business_name,
    city: r.city,
    suburb: r.suburb,
    about: r.about,
    contact_name: r.contact_name,
    phone_number: r.phone_number,
    provider: {
      id: r.provider_id,
      slug: r.provider_slug,
      name: accountName({
        roleId: r.provider_role,
        businessName: r.provider_business,
        firstName: r.provider_first,
        lastName: r.provider_last,
        username: r.provider_username,
      }),
      email: r.provider_email,
    },
    images: r.images.map((i) => ({ url: storage.url(i.key), is_main: i.is_main })),
    created_at: toIso(r.created_at),
    updated_at: toIso(r.updated_at),
    moderated_at: r.moderated_at ? toIso(r.moderated_at) : null,
  };
}

/**
 * GET /api/admin/services: the moderation queue (pending services and approved ones changed
 * since approval, oldest first) or every service of a status, with every field and picture.
 */
export async function listAdminServices(
  deps: ModerationDeps,
  input: AdminServicesQuery & { page: number; per_page: number },
) {
  const where = sql`${filterOf(input.status)} and ${matches(sql`s.title`, input.q)}`;
  const { rows, ...meta } = await queryCountedPage<ServiceRow>(
    deps.db,
    input,
    sql`
      select s.id, s.slug, s.title, s.status, s.is_listed, s.changed_at, s.rejection_reason,
             c.name as category, sc.name as sub_category, s.service_types, s.description,
             s.about_service, s.about_service1, s.about_service2, s.business_name, s.city,
             s.suburb, s.about, s.contact_name, s.phone_number,
             u.id as provider_id, u.slug as provider_slug, u.role_id::int as provider_role,
             u.business_name as provider_business, u.first_name as provider_first,
             u.last_name as provider_last, u.username as provider_username, u.email as provider_email,
             coalesce((select json_agg(json_build_object('key', i.variants->'detail'->>'key', 'is_main', i.is_main)
                                      order by i.is_main desc, i.position, i.id)
                       from service_images i where i.service_id = s.id), '[]'::json) as images,
             s.created_at, s.updated_at, s.moderated_at
      from services s
      join users u on u.id = s.added_by_id
      join categories c on c.id = s.category_id
      join sub_categories sc on sc.id = s.sub_category_id
      where ${where}`,
    orderOf(input.status),
    sql`select count(*)::int as total from services s where ${where}`,
  );
  return { services: rows.map((r) => toAdminService(deps.storage, r)), ...meta };
}

type Decision = { action: 'approve' } | { action: 'reject' | 'unpublish'; reason: string };

/**
 * Approves, rejects (a pending or changed service) or unpublishes (an approved one) a service:
 * one transaction with the audit entry and the provider's email; approved services appear
 * publicly at once (the change drops the cached answers concerned).
 */
export async function moderateService(
  deps: ModerationDeps,
  admin: Admin,
  serviceId: number,
  decision: Decision,
) {
  // An approved service's pending edit is decided on its own (decision 106).
  if (decision.action !== 'unpublish') {
    const revised = await moderateRevision(
      deps,
      admin,
      serviceId,
      decision.action === 'approve' ? decision : { action: 'reject', reason: decision.reason },
    );
    if (revised) return revised;
  }
  const { before, after, files } = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(services).where(eq(services.id, serviceId)).for('update');
    if (!row) throw notFound('Service not found');
    if (decision.action === 'unpublish' && row.status !== 'approved') {
      throw new AppError('CONFLICT', 'Only an approved service can be unpublished');
    }
    if (decision.action === 'approve' && row.status === 'approved' && !row.changedAt) {
      throw new AppError('CONFLICT', 'This service is already approved');
    }
    const approve = decision.action === 'approve';
    const reason = approve ? null : decision.reason;
    const [updated] = await tx
      .update(services)
      .set({
        status: approve ? 'approved' : 'rejected',
        rejectionReason: reason,
        changedAt: null,
        moderatedAt: new Date(),
      })
      .where(eq(services.id, serviceId))
      .returning();
    const [owner] = await tx.select().from(users).where(eq(users.id, row.addedById));
    if (owner) {
      const input = { ...deps.config, name: accountName(owner), service: row };
      const email = approve
        ? approvedEmail(input)
        : rejectedEmail({ ...input, reason: reason!, wasLive: row.status === 'approved' });
      await enqueueEmail(tx, { to: owner.email, ...email });
    }
    await recordAction(tx, admin, {
      action: `service.${decision.action}`,
      targetType: 'service',
      targetId: serviceId,
      reason,
      details: { title: row.title, from: row.status },
    });
    // A revision left from the approved version (rejected, or pending on unpublish) is over.
    const files = await discardRevision(tx, serviceId);
    return { before: row, after: updated!, files };
  });
  wakeOutbox();
  await deleteRevisionFiles(deps.storage, files);
  deps.changes.publish(serviceChanged(before, after));
  return after;
}
