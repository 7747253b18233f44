import { and, eq, sql } from 'drizzle-orm';

import type { AdminReport } from '#shared/api/conversations.ts';
import { accountName, fullName } from '#shared/domain/names.ts';
import type { Db } from '../../db/client.ts';
import { queryRows, toIso } from '../../db/query.ts';
import {
  adminActions,
  conversationMessages,
  conversationReports,
  conversations,
  type StoredAttachment,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { recordAction, type Admin } from '../admin/audit.service.ts';
import { attachmentOf } from './conversations.service.ts';

/**
 * Reports (issue 25 §2): either side reports a conversation or one of its messages with a
 * reason. Conversations are otherwise private, admins included: the admin queue shows only the
 * reported message with two messages either side (or, for a whole conversation, its last five),
 * and every such view is written to the audit log.
 */

export const REPORT_SENT = 'Thank you. Our team will look at this conversation.';

/** POST /api/conversations/{id}/report: 404 for another person's conversation or message. */
export async function reportConversation(
  db: Db,
  userId: number,
  id: number,
  input: { reason: string; messageId: number | undefined },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ memberId: conversations.memberId, providerId: conversations.providerId })
      .from(conversations)
      .where(eq(conversations.id, id));
    if (!row || (row.memberId !== userId && row.providerId !== userId)) {
      throw notFound('Conversation not found');
    }
    if (input.messageId !== undefined) {
      const [message] = await tx
        .select({ id: conversationMessages.id })
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.id, input.messageId),
            eq(conversationMessages.conversationId, id),
          ),
        );
      if (!message) throw notFound('Message not found');
    }
    const [report] = await tx
      .insert(conversationReports)
      .values({
        conversationId: id,
        messageId: input.messageId ?? null,
        reporterId: userId,
        reason: input.reason,
      })
      .returning({ id: conversationReports.id });
    return report!.id;
  });
}

type ReportRow = {
  id: number;
  reason: string;
  created_at: string;
  message_id: number | null;
  conversation_id: number;
  service_id: number;
  service_slug: string;
  service_title: string;
  reporter_id: number;
  member_id: number;
  provider_id: number;
  names: Record<string, NameRow>;
  total: number;
};
type NameRow = {
  role_id: number;
  business_name: string | null;
  first_name: string | null;
  last_name: string | null;
  username: string;
};
type ContextRow = {
  report_id: number;
  id: number;
  sender_id: number;
  body: string;
  attachments: StoredAttachment[];
  created_at: string;
};

const nameOf = (n: NameRow | undefined, asMember: boolean) => {
  if (!n) return 'Deleted account';
  const parts = {
    roleId: n.role_id,
    businessName: n.business_name,
    firstName: n.first_name,
    lastName: n.last_name,
    username: n.username,
  };
  return asMember ? fullName(parts) || accountName(parts) : accountName(parts);
};

/** Each report's context messages (one query for the whole page), oldest first. */
async function readContext(db: Db, rows: ReportRow[]): Promise<Map<number, ContextRow[]>> {
  const ids = sql.join(
    rows.map((r) => sql`${r.id}`),
    sql`, `,
  );
  const context = await queryRows<ContextRow>(
    db,
    sql`
      select r.id as report_id, m.id, m.sender_id, m.body, m.attachments, m.created_at
      from conversation_reports r
      cross join lateral (
        (select * from conversation_messages
          where conversation_id = r.conversation_id and r.message_id is not null
            and id <= r.message_id
          order by id desc limit 3)
        union all
        (select * from conversation_messages
          where conversation_id = r.conversation_id and r.message_id is not null
            and id > r.message_id
          order by id limit 2)
        union all
        (select * from conversation_messages
          where conversation_id = r.conversation_id and r.message_id is null
          order by id desc limit 5)
      ) m
      where r.id in (${ids})
      order by r.id, m.id`,
  );
  const byReport = new Map<number, ContextRow[]>();
  for (const m of context) byReport.set(m.report_id, [...(byReport.get(m.report_id) ?? []), m]);
  return byReport;
}

/**
 * GET /api/admin/conversation-reports: open reports, oldest first, each with only its context
 * messages (one query for the page, one for every report's context); the views are audited.
 */
export async function listOpenReports(
  db: Db,
  storage: Pick<Storage, 'url'>,
  admin: Admin,
  input: { page: number; per_page: number },
): Promise<{ reports: AdminReport[]; total: number }> {
  const offset = (input.page - 1) * input.per_page;
  const rows = await queryRows<ReportRow>(
    db,
    sql`
      select r.id, r.reason, r.created_at, r.message_id, r.conversation_id, r.reporter_id,
             c.member_id, c.provider_id,
             s.id as service_id, s.slug as service_slug, s.title as service_title,
             (select jsonb_object_agg(u.id::text, jsonb_build_object('role_id', u.role_id,
                'business_name', u.business_name, 'first_name', u.first_name,
                'last_name', u.last_name, 'username', u.username))
              from users u where u.id in (r.reporter_id, c.member_id, c.provider_id)) as names,
             count(*) over ()::int as total
      from conversation_reports r
      join conversations c on c.id = r.conversation_id
      join services s on s.id = c.service_id
      where r.status = 'open'
      order by r.created_at, r.id
      limit ${input.per_page} offset ${offset}`,
  );
  if (rows.length === 0) return { reports: [], total: 0 };
  const byReport = await readContext(db, rows);
  const reports = rows.map((r): AdminReport => ({
    id: r.id,
    reason: r.reason,
    created_at: toIso(r.created_at),
    reporter: {
      id: r.reporter_id,
      name: nameOf(r.names[String(r.reporter_id)], r.reporter_id === r.member_id),
    },
    conversation: {
      id: r.conversation_id,
      service: { id: r.service_id, slug: r.service_slug, title: r.service_title },
      member: { id: r.member_id, name: nameOf(r.names[String(r.member_id)], true) },
      provider: { id: r.provider_id, name: nameOf(r.names[String(r.provider_id)], false) },
    },
    message_id: r.message_id,
    messages: (byReport.get(r.id) ?? []).map((m) => ({
      id: m.id,
      sender_id: m.sender_id,
      body: m.body,
      attachments: (m.attachments ?? []).map((a) => attachmentOf(storage, a)),
      created_at: toIso(m.created_at),
      reported: m.id === r.message_id,
    })),
  }));
  // Every admin view of a conversation is in the audit log (one row per report shown).
  await db.insert(adminActions).values(
    reports.map((r) => ({
      adminId: admin.id,
      action: 'conversation.view',
      targetType: 'conversation',
      targetId: r.conversation.id,
      reason: null,
      details: { report_id: r.id, message_ids: r.messages.map((m) => m.id) },
    })),
  );
  return { reports, total: rows[0]?.total ?? 0 };
}

/** POST /api/admin/conversation-reports/{id}/resolve: closes an open report (audited). */
export async function resolveReport(
  db: Db,
  admin: Admin,
  id: number,
  resolution: string | undefined,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: conversationReports.status,
        conversationId: conversationReports.conversationId,
      })
      .from(conversationReports)
      .where(eq(conversationReports.id, id))
      .for('update');
    if (!row) throw notFound('Report not found');
    if (row.status !== 'open') return false;
    await tx
      .update(conversationReports)
      .set({
        status: 'resolved',
        resolvedById: admin.id,
        resolution: resolution || null,
        resolvedAt: sql`now()`,
      })
      .where(eq(conversationReports.id, id));
    await recordAction(tx, admin, {
      action: 'conversation_report.resolve',
      targetType: 'conversation',
      targetId: row.conversationId,
      reason: resolution || null,
      details: { report_id: id },
    });
    return true;
  });
}
