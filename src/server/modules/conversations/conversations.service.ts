import { and, eq, sql, type SQL } from 'drizzle-orm';

import {
  CONVERSATION_CLOSED,
  CONVERSATIONS_PER_DAY,
  THREAD_PAGE_SIZE,
  type Conversation,
  type ConversationListItem,
  type ConversationMessage,
  type MessageAttachment,
  type OtherParty,
} from '#shared/api/conversations.ts';
import { accountName, fullName, nameInitial } from '#shared/domain/names.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isoText, queryRows, toIso, type QueryRunner } from '../../db/query.ts';
import {
  conversationMessages,
  conversations,
  users,
  type StoredAttachment,
} from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { ChangeBus } from '../../platform/changes/changes.ts';
import { tooManyRequests } from '../../platform/changes/rate-limit.ts';
import { cancelPendingEmail, enqueueEmail } from '../../platform/mail/mail.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { messageNoticeEmail } from './conversation-emails.ts';
import { attachmentKeys, discardFiles } from './conversation-files.ts';
import { lockWithSides, personColumns, type People, type Person } from './conversation-lock.ts';

/**
 * Conversations (issue 25, decision 124): a private thread per member and service, opened by the
 * member's enquiry. Every call finds the conversation through the session user's side of it, so
 * another person's conversation is a 404 and a write to it changes nothing. A write locks the
 * conversation row, so concurrent messages are numbered, counted and notified one at a time.
 */

export type ConversationDeps = {
  db: Db;
  config: Pick<Config, 'siteName' | 'publicUrl'>;
  /** `delete`: the files of a message that could not be written are removed (decision 128). */
  storage: Pick<Storage, 'url' | 'delete'>;
  changes: Pick<ChangeBus, 'publish'>;
};

/** A notice waits this long: a message read within it sends no email. */
export const NOTICE_DELAY_MS = 5 * 60 * 1000;
/** At most one notice per conversation and recipient in this time. */
export const NOTICE_INTERVAL_MS = 15 * 60 * 1000;
/** Reply time: the median over the conversations of this many days, shown from this many. */
const REPLY_TIME_DAYS = 90;
const REPLY_TIME_MIN_CONVERSATIONS = 3;

export const MESSAGE_SENT = 'Message sent';
export const SELF_CONVERSATION = 'You cannot start a conversation with yourself';

type ConversationRow = typeof conversations.$inferSelect;
type Side = 'member' | 'provider';

/** The session user's side of a conversation, or null: not theirs. */
function sideOf(row: ConversationRow, userId: number): Side | null {
  if (row.memberId === userId) return 'member';
  if (row.providerId === userId) return 'provider';
  return null;
}

/** The conversation `id` if `userId` is one of its sides, locked for the transaction; else 404. */
async function lockOwn(tx: Tx, userId: number, id: number) {
  const [row] = await tx.select().from(conversations).where(eq(conversations.id, id)).for('update');
  const side = row ? sideOf(row, userId) : null;
  if (!row || !side) throw notFound('Conversation not found');
  return { row, side };
}

/** The attachment as the API shows it. */
export function attachmentOf(
  storage: Pick<Storage, 'url'>,
  a: StoredAttachment,
): MessageAttachment {
  return a.kind === 'image'
    ? {
        kind: 'image',
        url: storage.url(a.key),
        small_url: storage.url(a.small),
        width: a.width,
        height: a.height,
        bytes: a.bytes,
      }
    : { kind: 'pdf', url: storage.url(a.key), name: a.name, bytes: a.bytes };
}

type MessageRow = {
  id: number;
  sender_id: number;
  body: string;
  attachments: StoredAttachment[];
  created_at: string | Date;
  read_at: string | Date | null;
};

function messageOf(
  storage: Pick<Storage, 'url'>,
  userId: number,
  m: MessageRow,
): ConversationMessage {
  return {
    id: m.id,
    sender_id: m.sender_id,
    mine: m.sender_id === userId,
    body: m.body,
    attachments: (m.attachments ?? []).map((a) => attachmentOf(storage, a)),
    created_at: toIso(m.created_at),
    read_at: m.read_at === null ? null : toIso(m.read_at),
  };
}

type NewMessage = {
  senderId: number;
  body: string;
  attachments: StoredAttachment[];
  /** The enquiry's own email is the provider's notice of the opening message. */
  noticeSent?: boolean;
  /** Both sides, when the caller read them with the lock (no second read for the notice). */
  people?: People;
};

type NoticeColumns = Partial<
  Pick<
    ConversationRow,
    'memberNoticeEmailId' | 'memberNoticedAt' | 'providerNoticeEmailId' | 'providerNoticedAt'
  >
>;

/**
 * Appends a message to a locked conversation: the lists' preview and the other side's unread
 * count move with it, the provider's first reply updates their reply time, and the other side
 * gets a notice email in 5 minutes unless they read it first (at most one per 15 minutes, never
 * when they turned these emails off or are suspended). The message and the conversation's
 * columns are written by one statement (decision 127: one round trip less per send).
 */
async function appendMessage(
  tx: Tx,
  deps: Pick<ConversationDeps, 'config'>,
  row: ConversationRow,
  side: Side,
  input: NewMessage,
): Promise<{ message: MessageRow; replyTimeChanged: boolean }> {
  const isFirstReply = side === 'provider' && row.firstReplyAt === null;
  const recipientId = side === 'member' ? row.providerId : row.memberId;
  const notice: NoticeColumns = input.noticeSent
    ? side === 'member'
      ? { providerNoticedAt: new Date() }
      : { memberNoticedAt: new Date() }
    : await scheduleNotice(tx, deps, row, side, recipientId, input.senderId, input.people);
  const at = (d: Date | null | undefined) => (d ? sql`${d.toISOString()}::timestamptz` : sql`null`);
  const sets: SQL[] = [
    sql`last_message_at = m.created_at`,
    sql`last_message_id = m.id`,
    side === 'member'
      ? sql`provider_unread = c.provider_unread + 1`
      : sql`member_unread = c.member_unread + 1`,
  ];
  if (isFirstReply) sets.push(sql`first_reply_at = m.created_at`);
  if ('memberNoticeEmailId' in notice) {
    sets.push(sql`member_notice_email_id = ${notice.memberNoticeEmailId ?? null}`);
  }
  if ('memberNoticedAt' in notice)
    sets.push(sql`member_noticed_at = ${at(notice.memberNoticedAt)}`);
  if ('providerNoticeEmailId' in notice) {
    sets.push(sql`provider_notice_email_id = ${notice.providerNoticeEmailId ?? null}`);
  }
  if ('providerNoticedAt' in notice) {
    sets.push(sql`provider_noticed_at = ${at(notice.providerNoticedAt)}`);
  }
  // The time under the conversation's lock (not the transaction's start): messages' times
  // follow their ids even when transactions began in another order.
  const [message] = await queryRows<MessageRow>(
    tx,
    sql`
      with m as (
        insert into conversation_messages (conversation_id, sender_id, body, attachments, created_at)
        values (${row.id}, ${input.senderId}, ${input.body},
                ${JSON.stringify(input.attachments)}::jsonb, clock_timestamp())
        returning id, sender_id, body, attachments, created_at, read_at
      ), u as (
        update conversations c set ${sql.join(sets, sql`, `)}
        from m where c.id = ${row.id}
      )
      select * from m`,
  );
  if (isFirstReply) await updateReplyTime(tx, row.providerId);
  return { message: message!, replyTimeChanged: isFirstReply };
}

/** The notice columns to set on the conversation (none when no notice is due). */
async function scheduleNotice(
  tx: Tx,
  deps: Pick<ConversationDeps, 'config'>,
  row: ConversationRow,
  senderSide: Side,
  recipientId: number,
  senderId: number,
  known?: People,
): Promise<NoticeColumns> {
  const recipientSide: Side = senderSide === 'member' ? 'provider' : 'member';
  // A notice still waiting is younger than the interval: this check covers it too.
  const noticedAt = recipientSide === 'member' ? row.memberNoticedAt : row.providerNoticedAt;
  if (noticedAt && Date.now() - noticedAt.getTime() < NOTICE_INTERVAL_MS) return {};
  const people: Person[] = known
    ? [known.member, known.provider]
    : await tx
        .select(personColumns(users))
        .from(users)
        .where(sql`${users.id} in (${recipientId}, ${senderId})`);
  const recipient = people.find((p) => p.id === recipientId);
  const sender = people.find((p) => p.id === senderId);
  if (!recipient || !sender || !recipient.messageEmails || recipient.isSuspended) return {};
  const emailId = await enqueueEmail(tx, {
    to: recipient.email,
    delayMs: NOTICE_DELAY_MS,
    ...messageNoticeEmail({
      ...deps.config,
      recipientName: accountName(recipient),
      senderName:
        senderSide === 'member' ? fullName(sender) || accountName(sender) : accountName(sender),
      conversationId: row.id,
    }),
  });
  const now = new Date();
  return recipientSide === 'member'
    ? { memberNoticeEmailId: emailId, memberNoticedAt: now }
    : { providerNoticeEmailId: emailId, providerNoticedAt: now };
}

/**
 * The provider's reply time: the median minutes from a conversation's start to their first
 * reply, over the conversations of the last 90 days they replied to; null below 3. Runs when
 * they first reply in a conversation (one provider's recent rows, through their index), so no
 * request computes it.
 */
async function updateReplyTime(tx: Tx, providerId: number): Promise<void> {
  await tx.execute(sql`
    update users set reply_time_minutes = (
      select case when count(*) >= ${REPLY_TIME_MIN_CONVERSATIONS}
        then round(percentile_cont(0.5) within group (
          order by extract(epoch from (first_reply_at - created_at)) / 60))::int
        end
      from conversations
      where provider_id = ${providerId}
        and created_at > now() - ${REPLY_TIME_DAYS} * interval '1 day'
        and first_reply_at is not null)
    where id = ${providerId}`);
}

/**
 * The hourly job: every provider's reply time over the 90 days up to now, written only where it
 * changed (a conversation left the window, or one moved it), with a `provider` change each so
 * cached cards follow. One aggregate over the window's replied conversations.
 */
export async function refreshReplyTimes(
  deps: Pick<ConversationDeps, 'db' | 'changes'>,
): Promise<{ updated: number } | null> {
  const rows = await queryRows<{ id: number }>(
    deps.db,
    sql`
      with measured as (
        select provider_id,
               case when count(*) >= ${REPLY_TIME_MIN_CONVERSATIONS}
                 then round(percentile_cont(0.5) within group (
                   order by extract(epoch from (first_reply_at - created_at)) / 60))::int
               end as minutes
        from conversations
        where first_reply_at is not null
          and created_at > now() - ${REPLY_TIME_DAYS} * interval '1 day'
        group by provider_id
      ), target as (
        select u.id, m.minutes
        from users u left join measured m on m.provider_id = u.id
        where u.reply_time_minutes is not null or m.provider_id is not null
      )
      update users u set reply_time_minutes = t.minutes
      from target t
      where t.id = u.id and u.reply_time_minutes is distinct from t.minutes
      returning u.id`,
  );
  if (rows.length === 0) return null;
  deps.changes.publish(...rows.map((r) => ({ kind: 'provider' as const, providerId: r.id })));
  return { updated: rows.length };
}

/**
 * Opens the conversation of an enquiry (in the enquiry's transaction, the member's row locked)
 * or continues the member's conversation about that service. Refused: oneself (400), a closed
 * conversation (403), a 21st new conversation within 24 hours (429).
 */
export async function openConversation(
  tx: Tx,
  deps: Pick<ConversationDeps, 'config'>,
  input: { memberId: number; providerId: number; serviceId: number; body: string },
): Promise<{ id: number; created: boolean }> {
  if (input.memberId === input.providerId) throw forbidden(SELF_CONVERSATION);
  const [existing] = await tx
    .select()
    .from(conversations)
    .where(
      and(eq(conversations.memberId, input.memberId), eq(conversations.serviceId, input.serviceId)),
    )
    .for('update');
  let row = existing;
  if (row && row.blockedById !== null) throw forbidden(CONVERSATION_CLOSED);
  if (!row) {
    const [today] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(conversations)
      .where(
        and(
          eq(conversations.memberId, input.memberId),
          sql`${conversations.createdAt} > now() - interval '1 day'`,
        ),
      );
    if ((today?.n ?? 0) >= CONVERSATIONS_PER_DAY) {
      throw tooManyRequests(
        60 * 60 * 1000,
        `You can start at most ${CONVERSATIONS_PER_DAY} conversations a day.`,
      );
    }
    [row] = await tx
      .insert(conversations)
      .values({
        memberId: input.memberId,
        providerId: input.providerId,
        serviceId: input.serviceId,
      })
      .returning();
  }
  await appendMessage(tx, deps, row!, 'member', {
    senderId: input.memberId,
    body: input.body,
    attachments: [],
    noticeSent: true,
  });
  return { id: row!.id, created: !existing };
}

/**
 * Tells both sides' event streams (every instance) after the commit: a new message (the
 * default), the other side read theirs (`read`), or the contact was shared or the conversation
 * blocked or unblocked (`update`).
 */
export function publishMessage(
  changes: Pick<ChangeBus, 'publish'>,
  row: { id: number; memberId: number; providerId: number },
  event?: 'read' | 'update',
): void {
  changes.publish({
    kind: 'conversation',
    conversationId: row.id,
    userIds: [row.memberId, row.providerId],
    ...(event ? { event } : {}),
  });
}

/**
 * Checks that `userId` may write to conversation `id` before its files are stored: not theirs
 * (404), blocked by either side or the other side suspended (403). `sendMessage` checks again
 * under the lock.
 */
export async function assertCanSend(db: Db, userId: number, id: number): Promise<void> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  const side = row ? sideOf(row, userId) : null;
  if (!row || !side) throw notFound('Conversation not found');
  if (row.blockedById !== null) throw forbidden(CONVERSATION_CLOSED);
  if (await otherSideSuspended(db, row, side)) throw forbidden(CONVERSATION_CLOSED);
}

async function otherSideSuspended(db: Db | Tx, row: ConversationRow, side: Side) {
  const otherId = side === 'member' ? row.providerId : row.memberId;
  const [other] = await db
    .select({ isSuspended: users.isSuspended })
    .from(users)
    .where(eq(users.id, otherId));
  return !other || other.isSuspended;
}

/** Where a failed send reports the files it could not remove. */
export type SendLog = { warn: (details: object, message: string) => void };

/**
 * POST /api/conversations/{id}/messages: a message from the session user. Refused: not theirs
 * (404), blocked by either side or the other side suspended (403 "This conversation is closed").
 * When the message is not written (refused under the lock, or the transaction failed), its
 * files, stored before, are removed.
 */
export async function sendMessage(
  deps: ConversationDeps,
  userId: number,
  id: number,
  input: { body: string; attachments: StoredAttachment[] },
  log?: SendLog,
): Promise<ConversationMessage> {
  let written;
  try {
    written = await deps.db.transaction(async (tx) => {
      // The conversation, locked, with both sides (suspended? the notice's names and setting).
      const found = await lockWithSides(tx, id);
      const side = found ? sideOf(found.row, userId) : null;
      if (!found || !side) throw notFound('Conversation not found');
      const { row, member, provider } = found;
      if (row.blockedById !== null) throw forbidden(CONVERSATION_CLOSED);
      const other = side === 'member' ? provider : member;
      if (other.isSuspended) throw forbidden(CONVERSATION_CLOSED);
      const appended = await appendMessage(tx, deps, row, side, {
        senderId: userId,
        body: input.body,
        attachments: input.attachments,
        people: { member, provider },
      });
      return { row, ...appended };
    });
  } catch (err) {
    const left = await discardFiles(deps.storage, attachmentKeys(input.attachments));
    if (left.length > 0) {
      log?.warn({ conversationId: id, files: left.length }, 'unsent message files not removed');
    }
    throw err;
  }
  const { row, message, replyTimeChanged } = written;
  publishMessage(deps.changes, row);
  if (replyTimeChanged) deps.changes.publish({ kind: 'provider', providerId: row.providerId });
  return messageOf(deps.storage, userId, message);
}

/** Unread messages over all the user's conversations (the header count): their kept count. */
export async function countUnreadMessages(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select unread as n from conversation_counts where user_id = ${userId}`,
  );
  return row?.n ?? 0;
}

type ListRow = {
  id: number;
  side: Side;
  last_message_at: string;
  unread: number;
  blocked_by_id: number | null;
  service_id: number;
  service_slug: string;
  service_title: string;
  other_id: number;
  other_role_id: number;
  other_first_name: string | null;
  other_last_name: string | null;
  other_business_name: string | null;
  other_username: string;
  other_logo: string | null;
  message_id: number | null;
  message_body: string | null;
  message_sender_id: number | null;
  message_has_attachments: boolean | null;
  message_created_at: string | null;
};

const otherColumns = sql.raw(`o.id as other_id, o.role_id::int as other_role_id,
  o.first_name as other_first_name, o.last_name as other_last_name,
  o.business_name as other_business_name, o.username as other_username, o.logo as other_logo`);

function otherPartyOf(storage: Pick<Storage, 'url'>, r: ListRow, side: Side): OtherParty {
  const parts = {
    roleId: r.other_role_id,
    businessName: r.other_business_name,
    firstName: r.other_first_name,
    lastName: r.other_last_name,
    username: r.other_username,
  };
  // The member sees the provider's business; the provider sees the member's name.
  const name = side === 'member' ? accountName(parts) : fullName(parts) || accountName(parts);
  return {
    id: r.other_id,
    name,
    logo: r.other_logo ? storage.url(r.other_logo) : null,
    initial: nameInitial(name),
  };
}

/**
 * GET /api/conversations: the user's conversations (as member and as provider), newest
 * activity first, and their total and unread count, in one statement (decision 127). Each
 * side's ids are read in its activity index's order (index-only, `desc nulls last` as drizzle
 * builds the index: a plain `desc` would sort every row of the user) only as far as the page's
 * end, and merged (Merge Append, no sort); only the page's rows are joined to their service,
 * other side and last message; the total and the unread count are the user's kept counts
 * (conversation_counts), not counted per request.
 */
export async function listConversations(
  deps: Pick<ConversationDeps, 'db' | 'storage'> & { query?: QueryRunner },
  userId: number,
  input: { page: number; per_page: number },
): Promise<{ items: ConversationListItem[]; total: number; unread: number }> {
  const offset = (input.page - 1) * input.per_page;
  const reach = offset + input.per_page;
  const query = deps.query ?? (<T>(q: SQL) => queryRows<T>(deps.db, q));
  const rows = await query<ListRow & { total: number; total_unread: number }>(sql`
      select k.total, k.total_unread, c.*
      from (select coalesce(max(n.conversations), 0)::int as total,
                   coalesce(max(n.unread), 0)::int as total_unread
              from conversation_counts n where n.user_id = ${userId}) k
      left join lateral (
        select c.id, x.side, c.last_message_at,
               case when x.side = 'member' then c.member_unread else c.provider_unread end
                 as unread,
               c.blocked_by_id,
               s.id as service_id, s.slug as service_slug, s.title as service_title,
               ${otherColumns},
               m.id as message_id, left(m.body, 140) as message_body,
               m.sender_id as message_sender_id,
               jsonb_array_length(m.attachments) > 0 as message_has_attachments,
               ${isoText('m.created_at')} as message_created_at
        from (
          select u.id from (
            (select id, last_message_at from conversations where member_id = ${userId}
              order by last_message_at desc nulls last, id desc nulls last limit ${reach})
            union all
            (select id, last_message_at from conversations where provider_id = ${userId}
              order by last_message_at desc nulls last, id desc nulls last limit ${reach})
          ) u
          order by u.last_message_at desc nulls last, u.id desc nulls last
          limit ${input.per_page} offset ${offset}
        ) p
        join conversations c on c.id = p.id
        cross join lateral (select case when c.member_id = ${userId} then 'member' else 'provider' end
                              as side) x
        join services s on s.id = c.service_id
        join users o on o.id = case when x.side = 'member' then c.provider_id else c.member_id end
        left join conversation_messages m on m.id = c.last_message_id
      ) c on true
      order by c.last_message_at desc nulls last, c.id desc nulls last`);
  const counts = rows[0];
  const items = rows
    .filter((r) => r.id !== null)
    .map((r): ConversationListItem => ({
      id: r.id,
      service: { id: r.service_id, slug: r.service_slug, title: r.service_title },
      other_party: otherPartyOf(deps.storage, r, r.side),
      last_message:
        r.message_id === null
          ? null
          : {
              id: r.message_id,
              body: r.message_body ?? '',
              mine: r.message_sender_id === userId,
              has_attachments: r.message_has_attachments === true,
              created_at: toIso(r.message_created_at),
            },
      unread: r.unread,
      closed: r.blocked_by_id !== null,
    }));
  return { items, total: counts?.total ?? 0, unread: counts?.total_unread ?? 0 };
}

type ThreadRow = ListRow & {
  member_id: number;
  provider_id: number;
  created_at: string;
  contact_shared_at: string | null;
  member_email: string;
  member_phone: string | null;
  member_name: string;
  reply_time_minutes: number | null;
};

/**
 * GET /api/conversations/{id}?before=: the conversation and a page of its messages (the newest
 * 30, or the 30 before message `before`), oldest first. The member's email and phone are in
 * `contact` only once the member shared them.
 */
export async function getThread(
  deps: Pick<ConversationDeps, 'db' | 'storage'> & { query?: QueryRunner },
  userId: number,
  id: number,
  before: number | undefined,
): Promise<{ conversation: Conversation; messages: ConversationMessage[]; hasMore: boolean }> {
  const query = deps.query ?? (<T>(q: SQL) => queryRows<T>(deps.db, q));
  // One statement: the conversation (one row per message of the page, or one with no message)
  // and its page of messages through the thread index (keyset on id).
  const rows = await query<
    ThreadRow & { [K in keyof MessageRow as `m_${K}`]: MessageRow[K] | null }
  >(sql`
      select c.id, c.member_id, c.provider_id, ${isoText('c.created_at')} as created_at,
             c.contact_shared_at, c.blocked_by_id,
             case when c.member_id = ${userId} then 'member' else 'provider' end as side,
             case when c.member_id = ${userId} then c.member_unread else c.provider_unread end
               as unread,
             s.id as service_id, s.slug as service_slug, s.title as service_title,
             ${otherColumns},
             mu.email as member_email, mu.phone_number as member_phone,
             coalesce(nullif(trim(concat_ws(' ', mu.first_name, mu.last_name)), ''), mu.username)
               as member_name,
             pu.reply_time_minutes,
             m.id as m_id, m.sender_id as m_sender_id, m.body as m_body,
             m.attachments as m_attachments, ${isoText('m.created_at')} as m_created_at,
             ${isoText('m.read_at')} as m_read_at
      from conversations c
      join services s on s.id = c.service_id
      join users mu on mu.id = c.member_id
      join users pu on pu.id = c.provider_id
      join users o on o.id = case when c.member_id = ${userId} then c.provider_id else c.member_id end
      left join lateral (
        select id, sender_id, body, attachments, created_at, read_at
        from conversation_messages
        where conversation_id = c.id ${before ? sql`and id < ${before}` : sql``}
        order by id desc
        limit ${THREAD_PAGE_SIZE + 1}
      ) m on true
      where c.id = ${id} and (c.member_id = ${userId} or c.provider_id = ${userId})
      order by m.id desc`);
  const r = rows[0];
  if (!r) throw notFound('Conversation not found');
  const page: MessageRow[] = rows
    .filter((x) => x.m_id !== null)
    .map((x) => ({
      id: x.m_id!,
      sender_id: x.m_sender_id!,
      body: x.m_body!,
      attachments: x.m_attachments!,
      created_at: x.m_created_at!,
      read_at: x.m_read_at,
    }));
  const hasMore = page.length > THREAD_PAGE_SIZE;
  const messages = page
    .slice(0, THREAD_PAGE_SIZE)
    .reverse()
    .map((m) => messageOf(deps.storage, userId, m));
  return {
    conversation: {
      id: r.id,
      service: { id: r.service_id, slug: r.service_slug, title: r.service_title },
      other_party: otherPartyOf(deps.storage, r, r.side),
      role: r.side,
      contact:
        r.contact_shared_at === null
          ? null
          : { name: r.member_name, email: r.member_email, phone_number: r.member_phone },
      closed: r.blocked_by_id !== null,
      blocked_by_me: r.blocked_by_id === userId,
      unread: r.unread,
      created_at: toIso(r.created_at),
      reply_time_minutes: r.reply_time_minutes,
    },
    messages,
    hasMore,
  };
}

/**
 * POST /api/conversations/{id}/read: the other side's messages are read; the user's notice
 * for this conversation, if still waiting, is withdrawn. Answers the user's unread total.
 */
export async function markConversationRead(
  deps: Pick<ConversationDeps, 'db' | 'changes'>,
  userId: number,
  id: number,
): Promise<number> {
  const { unread, row, marked } = await deps.db.transaction(async (tx) => {
    const { row, side } = await lockOwn(tx, userId, id);
    const read = await tx
      .update(conversationMessages)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(conversationMessages.conversationId, id),
          sql`${conversationMessages.senderId} <> ${userId}`,
          sql`${conversationMessages.readAt} is null`,
        ),
      )
      .returning({ id: conversationMessages.id });
    const pending = side === 'member' ? row.memberNoticeEmailId : row.providerNoticeEmailId;
    const withdrawn = pending !== null && (await cancelPendingEmail(tx, pending));
    await tx
      .update(conversations)
      .set(
        side === 'member'
          ? {
              memberUnread: 0,
              memberNoticeEmailId: null,
              ...(withdrawn ? { memberNoticedAt: null } : {}),
            }
          : {
              providerUnread: 0,
              providerNoticeEmailId: null,
              ...(withdrawn ? { providerNoticedAt: null } : {}),
            },
      )
      .where(eq(conversations.id, id));
    return { unread: await countUnreadMessages(tx, userId), row, marked: read.length > 0 };
  });
  // The sender's open thread shows the read state without a reload.
  if (marked) publishMessage(deps.changes, row, 'read');
  return unread;
}

/**
 * POST /api/conversations/{id}/share-contact: the member shows the provider their contact. An
 * `update` event tells the provider's open thread, which shows the details without a reload.
 */
export async function shareContact(
  deps: Pick<ConversationDeps, 'db' | 'changes'>,
  userId: number,
  id: number,
): Promise<{ name: string; email: string; phone_number: string | null }> {
  const { row, contact } = await deps.db.transaction(async (tx) => {
    const { row, side } = await lockOwn(tx, userId, id);
    if (side !== 'member') throw forbidden('Only the member can share their contact details');
    await tx
      .update(conversations)
      .set({ contactSharedAt: sql`coalesce(${conversations.contactSharedAt}, now())` })
      .where(eq(conversations.id, id));
    const [member] = await tx.select().from(users).where(eq(users.id, userId));
    const contact = {
      name: fullName(member!) || accountName(member!),
      email: member!.email,
      phone_number: member!.phoneNumber,
    };
    return { row, contact };
  });
  if (row.contactSharedAt === null) publishMessage(deps.changes, row, 'update');
  return contact;
}

/**
 * POST / DELETE /api/conversations/{id}/block: either side closes the conversation; only the
 * side that blocked can reopen it. The other side is told only that it is closed.
 */
export async function setBlocked(
  deps: Pick<ConversationDeps, 'db' | 'changes'>,
  userId: number,
  id: number,
  blocked: boolean,
): Promise<void> {
  const row = await deps.db.transaction(async (tx) => {
    const { row } = await lockOwn(tx, userId, id);
    if (row.blockedById !== null && row.blockedById !== userId) {
      throw forbidden(CONVERSATION_CLOSED);
    }
    await tx
      .update(conversations)
      .set({ blockedById: blocked ? userId : null })
      .where(eq(conversations.id, id));
    return row;
  });
  // The other side's open thread closes (or opens again) without a reload.
  if ((row.blockedById !== null) !== blocked) publishMessage(deps.changes, row, 'update');
}

/** The "new message" emails setting of the user. */
export async function getMessageEmails(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ on: users.messageEmails })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('Account not found');
  return row.on;
}

export async function setMessageEmails(db: Db, userId: number, on: boolean): Promise<void> {
  await db.update(users).set({ messageEmails: on }).where(eq(users.id, userId));
}
