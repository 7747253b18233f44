import { count, desc } from 'drizzle-orm';

import type { MailboxResponse } from '#shared/api/auth.ts';
import type { PaginationQuery } from '#shared/api/common.ts';
import type { Db } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';

/** One page of the outbox, newest first (the development mailbox). */
export async function listOutboxEmails(db: Db, query: PaginationQuery): Promise<MailboxResponse> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(outboxEmails)
      .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(outboxEmails),
  ]);
  return {
    success: true,
    messages: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      status: row.status,
      attempts: row.attempts,
      created_at: row.createdAt.toISOString(),
      sent_at: row.sentAt ? row.sentAt.toISOString() : null,
    })),
    total: totals[0]?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}
