import { and, eq, gt, sql } from 'drizzle-orm';

import type { InboxItem } from '#shared/api/members.ts';
import type { EnquiryType } from '#shared/constants.ts';
import { accountName, fullName } from '#shared/domain/names.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
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
import type { ChangeBus } from '../../platform/changes/changes.ts';
import { openConversation, publishMessage } from '../conversations/conversations.service.ts';
import { enquiryEmail } from './member-emails.ts';

export const ENQUIRY_SENT = 'Enquiry send to service provider';
export const ENQUIRY_REPEAT = 'Already set enquiry to the provider';
export const OWN_SERVICE = 'You cannot send an enquiry about your own service';
/** A second enquiry of the same kind about the same service within this time is a repeat. */
const REPEAT_WINDOW_MS = 7 * 86_400_000;

export type EnquiryDeps = {
  db: Db;
  config: Pick<Config, 'siteName' | 'publicUrl'>;
  changes: Pick<ChangeBus, 'publish'>;
};

export type EnquiryOutcome =
  | {
      ok: true;
      id: number;
      type: EnquiryType;
      createdAt: Date;
      providerPhone: string;
      conversationId: number;
    }
  | { ok: false; message: string };

/** The first message of a call enquiry's conversation (a call needs no message). */
export const callRequestText = (title: string) => `I would like a call about "${title}".`;

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

/** The member's enquiry of this kind about this service within the repeat window, if any. */
async function findRecentRepeat(tx: Tx, memberId: number, serviceId: number, type: EnquiryType) {
  const since = new Date(Date.now() - REPEAT_WINDOW_MS);
  const [repeat] = await tx
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.userId, memberId),
        eq(enquiries.serviceId, serviceId),
        eq(enquiries.type, type),
        gt(enquiries.createdAt, since),
      ),
    )
    .limit(1);
  return repeat ?? null;
}

/**
 * POST /api/sendEnquiryEmailToServiceProvider: stores the enquiry and, in the same transaction,
 * opens (or continues) the member's conversation about the service with the enquiry as its
 * message, and writes the provider's email (a link to the conversation, never the member's
 * email or phone: issue 25 §2), so a mail server that is down delays the email but never loses
 * the enquiry. Refused: one's own service, and a repeat of the same kind within 7 days (the
 * spec's 'Already set enquiry to the provider'); a closed conversation (403) and a 21st new
 * conversation in a day (429) change nothing.
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
    const repeat = await findRecentRepeat(tx, memberId, service.id, input.type);
    if (repeat) return null;
    const message = input.message?.trim() || null;
    const conversation = await openConversation(tx, deps, {
      memberId,
      providerId: owner.id,
      serviceId: service.id,
      body: message ?? callRequestText(service.title),
    });
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
      ...enquiryEmail({
        ...deps.config,
        providerName: accountName(owner),
        service,
        member: { name: fullName(member) || accountName(member) },
        type: input.type,
        message,
        conversationId: conversation.id,
      }),
    });
    return { row: row!, conversationId: conversation.id };
  });
  if (!created) return { ok: false, message: ENQUIRY_REPEAT };
  wakeOutbox();
  publishMessage(deps.changes, {
    id: created.conversationId,
    memberId,
    providerId: owner.id,
  });
  return {
    ok: true,
    id: created.row.id,
    type: created.row.type,
    createdAt: created.row.createdAt,
    providerPhone: service.phoneNumber || owner.phoneNumber || '',
    conversationId: created.conversationId,
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
  email: string | null;
  phone_number: string | null;
  conversation_id: number | null;
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
    email: r.email,
    phone_number: r.phone_number,
  };
}

/**
 * The enquiries a provider received (the member's email and phone only once the member shared
 * them in the conversation) or the ones a member sent (with the provider's public phone),
 * newest first.
 */
export async function listInbox(
  db: Db,
  userId: number,
  input: { box: 'received' | 'sent'; page: number; per_page: number },
): Promise<{ items: InboxItem[]; total: number }> {
  const received = input.box === 'received';
  const mine = received ? sql`e.provider_id = ${userId}` : sql`e.user_id = ${userId}`;
  const other = received ? sql`e.user_id` : sql`e.provider_id`;
  // A member's email and phone reach the provider only once shared in the conversation
  // (issue 25 §2); the provider's public phone is shown to the member as before.
  const shared = sql`cv.contact_shared_at is not null`;
  const phone = received
    ? sql`case when ${shared} then u.phone_number end`
    : sql`coalesce(nullif(s.phone_number, ''), u.phone_number)`;
  const email = received ? sql`case when ${shared} then u.email end` : sql`null::text`;
  const { rows, total } = await queryPage<InboxRow>(
    db,
    input,
    sql`
      select ${enquiryColumns()},
             u.role_id::int as role_id, u.first_name, u.last_name, u.business_name, u.username,
             ${email} as email, ${phone} as phone_number, cv.id as conversation_id,
             count(*) over ()::int as total
      from enquiries e
      join services s on s.id = e.service_id
      join users u on u.id = ${other}
      left join conversations cv on cv.member_id = e.user_id and cv.service_id = e.service_id
      where ${mine}`,
    sql`e.created_at desc, e.id desc`,
  );
  const items = rows.map((r) => ({
    ...enquiryOf(r),
    conversation_id: r.conversation_id,
    contact: contactOf(r, received),
  }));
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
