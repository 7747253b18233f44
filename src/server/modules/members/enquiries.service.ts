import { and, eq, gt, sql } from 'drizzle-orm';

import type { InboxItem } from '#shared/api/members.ts';
import type { EnquiryType } from '#shared/constants.ts';
import { accountName, fullName } from '#shared/domain/names.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  queryPage,
  serviceRefColumns,
  serviceRefOf,
  toIso,
  type ServiceRefRow,
} from '../../db/query.ts';
import { enquiries, services, users } from '../../db/schema/index.ts';
import { publicService } from '../../db/visibility.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { enqueueEmail, wakeOutbox } from '../../platform/mail/mail.ts';
import { enquiryEmail } from './member-emails.ts';

export const ENQUIRY_SENT = 'Enquiry send to service provider';
export const ENQUIRY_REPEAT = 'Already set enquiry to the provider';
export const OWN_SERVICE = 'You cannot send an enquiry about your own service';
/** A second enquiry of the same kind about the same service within this time is a repeat. */
const REPEAT_WINDOW_MS = 7 * 86_400_000;

export type EnquiryDeps = { db: Db; config: Pick<Config, 'siteName' | 'publicUrl'> };

export type EnquiryOutcome =
  | { ok: true; id: number; type: EnquiryType; createdAt: Date; providerPhone: string }
  | { ok: false; message: string };

/** A public service with its owner, or a 404. */
export async function getPublicServiceWithOwner(db: Db, serviceId: number) {
  const [row] = await db
    .select({ service: services, owner: users })
    .from(services)
    .innerJoin(users, eq(users.id, services.addedById))
    .where(and(eq(services.id, serviceId), publicService('services')))
    .limit(1);
  if (!row) throw notFound('Service not found');
  return row;
}

/**
 * POST /api/sendEnquiryEmailToServiceProvider: stores the enquiry and, in the same transaction,
 * the provider's email (reply-to the member, with the member's contact details), so a mail
 * server that is down delays the email but never loses the enquiry. Refused: one's own service,
 * and a repeat of the same kind within 7 days (the spec's 'Already set enquiry to the provider').
 */
export async function sendEnquiry(
  deps: EnquiryDeps,
  memberId: number,
  input: {
    serviceId: number;
    providerId: number | undefined;
    type: EnquiryType;
    message: string | undefined;
  },
): Promise<EnquiryOutcome> {
  const { service, owner } = await getPublicServiceWithOwner(deps.db, input.serviceId);
  if (input.providerId !== undefined && input.providerId !== owner.id) {
    throw badRequest('provider_id is not the provider of this service', {
      provider_id: ['is not the provider of this service'],
    });
  }
  if (owner.id === memberId) return { ok: false, message: OWN_SERVICE };
  const created = await deps.db.transaction(async (tx) => {
    // One member's enquiries are checked and written one at a time.
    const [member] = await tx.select().from(users).where(eq(users.id, memberId)).for('update');
    if (!member) throw notFound('Account not found');
    const since = new Date(Date.now() - REPEAT_WINDOW_MS);
    const [repeat] = await tx
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(
        and(
          eq(enquiries.userId, memberId),
          eq(enquiries.serviceId, service.id),
          eq(enquiries.type, input.type),
          gt(enquiries.createdAt, since),
        ),
      )
      .limit(1);
    if (repeat) return null;
    const message = input.message?.trim() || null;
    const [row] = await tx
      .insert(enquiries)
      .values({
        serviceId: service.id,
        providerId: owner.id,
        userId: memberId,
        type: input.type,
        message,
      })
      .returning();
    await enqueueEmail(tx, {
      to: owner.email,
      replyTo: member.email,
      ...enquiryEmail({
        ...deps.config,
        providerName: accountName(owner),
        service,
        member: {
          name: fullName(member) || accountName(member),
          email: member.email,
          phone: member.phoneNumber,
        },
        type: input.type,
        message,
      }),
    });
    return row!;
  });
  if (!created) return { ok: false, message: ENQUIRY_REPEAT };
  wakeOutbox();
  return {
    ok: true,
    id: created.id,
    type: created.type,
    createdAt: created.createdAt,
    providerPhone: service.phoneNumber || owner.phoneNumber || '',
  };
}

/** Unread enquiries a provider received. */
export async function countUnread(db: Db, providerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enquiries)
    .where(and(eq(enquiries.providerId, providerId), eq(enquiries.isRead, false)));
  return row?.n ?? 0;
}

/** The columns of an enquiry that every list shows (`e`: the enquiry, `s`: its service). */
export const enquiryColumns = () =>
  sql`e.id, e.type, e.message, e.is_read, e.created_at, ${serviceRefColumns('s')}`;
export type EnquiryRow = ServiceRefRow & {
  id: number;
  type: EnquiryType;
  message: string | null;
  is_read: boolean;
  created_at: string;
};
/** An enquiry in a list, from its `enquiryColumns`. */
export const enquiryOf = (r: EnquiryRow) => ({
  id: r.id,
  type: r.type,
  message: r.message,
  is_read: r.is_read,
  created_at: toIso(r.created_at),
  service: serviceRefOf(r),
});

type InboxRow = EnquiryRow & {
  role_id: number;
  first_name: string | null;
  last_name: string | null;
  business_name: string | null;
  username: string;
  email: string;
  phone_number: string | null;
  total: number;
};

/** The other side of an enquiry: the member (in the provider's inbox) or the provider. */
function contactOf(r: InboxRow, received: boolean) {
  const names = {
    roleId: r.role_id,
    businessName: r.business_name,
    firstName: r.first_name,
    lastName: r.last_name,
    username: r.username,
  };
  return {
    name: received ? fullName(names) || accountName(names) : accountName(names),
    email: received ? r.email : null,
    phone_number: r.phone_number,
  };
}

/**
 * The enquiries a provider received (with the member's contact details) or the ones a member
 * sent (with the provider's), newest first.
 */
export async function listInbox(
  db: Db,
  userId: number,
  input: { box: 'received' | 'sent'; page: number; per_page: number },
): Promise<{ items: InboxItem[]; total: number }> {
  const received = input.box === 'received';
  const mine = received ? sql`e.provider_id = ${userId}` : sql`e.user_id = ${userId}`;
  const other = received ? sql`e.user_id` : sql`e.provider_id`;
  const phone = received
    ? sql`u.phone_number`
    : sql`coalesce(nullif(s.phone_number, ''), u.phone_number)`;
  const { rows, total } = await queryPage<InboxRow>(
    db,
    input,
    sql`
      select ${enquiryColumns()},
             u.role_id::int as role_id, u.first_name, u.last_name, u.business_name, u.username,
             u.email, ${phone} as phone_number, count(*) over ()::int as total
      from enquiries e
      join services s on s.id = e.service_id
      join users u on u.id = ${other}
      where ${mine}`,
    sql`e.created_at desc, e.id desc`,
  );
  const items = rows.map((r) => ({ ...enquiryOf(r), contact: contactOf(r, received) }));
  return { items, total };
}

/** Marks an enquiry the provider received as read; returns the unread count after. */
export async function markRead(db: Db, providerId: number, enquiryId: number): Promise<number> {
  const updated = await db
    .update(enquiries)
    .set({ isRead: true })
    .where(and(eq(enquiries.id, enquiryId), eq(enquiries.providerId, providerId)))
    .returning({ id: enquiries.id });
  if (updated.length === 0) throw notFound('Enquiry not found');
  return countUnread(db, providerId);
}
