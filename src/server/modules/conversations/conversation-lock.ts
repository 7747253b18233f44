import { sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import type { conversations, users } from '../../db/schema/index.ts';

/**
 * A send's lock (decision 127): the conversation row, `FOR UPDATE`, and both sides' columns that
 * the send needs (suspended? the notice's names and setting), in one statement of raw SQL.
 * Building it with the query builder cost more app CPU than the statement cost PostgreSQL.
 */

type ConversationRow = typeof conversations.$inferSelect;

/** What the notice needs of a side (and a send checks: suspended). */
export type Person = {
  id: number;
  email: string;
  roleId: number;
  firstName: string | null;
  lastName: string | null;
  businessName: string | null;
  username: string;
  messageEmails: boolean;
  isSuspended: boolean;
};
export type People = { member: Person; provider: Person };

export const personColumns = (u: typeof users) => ({
  id: u.id,
  email: u.email,
  roleId: u.roleId,
  firstName: u.firstName,
  lastName: u.lastName,
  businessName: u.businessName,
  username: u.username,
  messageEmails: u.messageEmails,
  isSuspended: u.isSuspended,
});

/** A send's lock: the conversation's columns and both sides' (m_ member, p_ provider). */
type LockRow = {
  id: number;
  member_id: number;
  provider_id: number;
  service_id: number;
  created_at: Date | string;
  last_message_at: Date | string;
  last_message_id: number | null;
  member_unread: number;
  provider_unread: number;
  contact_shared_at: Date | string | null;
  blocked_by_id: number | null;
  first_reply_at: Date | string | null;
  member_notice_email_id: number | null;
  provider_notice_email_id: number | null;
  member_noticed_at: Date | string | null;
  provider_noticed_at: Date | string | null;
} & {
  [K in `${'m' | 'p'}_${PersonColumn}`]: K extends `${string}_${infer C extends PersonColumn}`
    ? PersonRow[C]
    : never;
};

type PersonRow = {
  email: string;
  role_id: number;
  first_name: string | null;
  last_name: string | null;
  business_name: string | null;
  username: string;
  message_emails: boolean;
  is_suspended: boolean;
};
type PersonColumn = keyof PersonRow;
const PERSON_COLUMNS: PersonColumn[] = [
  'email',
  'role_id',
  'first_name',
  'last_name',
  'business_name',
  'username',
  'message_emails',
  'is_suspended',
];
const castOf = (col: PersonColumn) => (col === 'role_id' ? '::int' : '');
const lockColumns = sql.raw(
  [
    'c.*',
    ...PERSON_COLUMNS.map((col) => `mu.${col}${castOf(col)} as m_${col}`),
    ...PERSON_COLUMNS.map((col) => `pu.${col}${castOf(col)} as p_${col}`),
  ].join(', '),
);

const dateOf = (v: Date | string) => (v instanceof Date ? v : new Date(v));
const dateOrNull = (v: Date | string | null) => (v === null ? null : dateOf(v));

function personOf(r: LockRow, p: 'm' | 'p', id: number): Person {
  return {
    id,
    email: r[`${p}_email`],
    roleId: r[`${p}_role_id`],
    firstName: r[`${p}_first_name`],
    lastName: r[`${p}_last_name`],
    businessName: r[`${p}_business_name`],
    username: r[`${p}_username`],
    messageEmails: r[`${p}_message_emails`],
    isSuspended: r[`${p}_is_suspended`],
  };
}

function lockedOf(r: LockRow): Locked {
  return {
    row: {
      id: r.id,
      memberId: r.member_id,
      providerId: r.provider_id,
      serviceId: r.service_id,
      createdAt: dateOf(r.created_at),
      lastMessageAt: dateOf(r.last_message_at),
      lastMessageId: r.last_message_id,
      memberUnread: r.member_unread,
      providerUnread: r.provider_unread,
      contactSharedAt: dateOrNull(r.contact_shared_at),
      blockedById: r.blocked_by_id,
      firstReplyAt: dateOrNull(r.first_reply_at),
      memberNoticeEmailId: r.member_notice_email_id,
      providerNoticeEmailId: r.provider_notice_email_id,
      memberNoticedAt: dateOrNull(r.member_noticed_at),
      providerNoticedAt: dateOrNull(r.provider_noticed_at),
    },
    member: personOf(r, 'm', r.member_id),
    provider: personOf(r, 'p', r.provider_id),
  };
}

export type Locked = { row: ConversationRow; member: Person; provider: Person };

/** Locks conversation `id` and reads both sides with it; null when there is no such row. */
export async function lockWithSides(tx: Tx, id: number): Promise<Locked | null> {
  const [row] = await queryRows<LockRow>(
    tx,
    sql`select ${lockColumns} from conversations c
      join users mu on mu.id = c.member_id
      join users pu on pu.id = c.provider_id
      where c.id = ${id} for update of c`,
  );
  return row ? lockedOf(row) : null;
}
