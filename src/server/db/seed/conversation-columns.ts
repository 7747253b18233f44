import { sql } from 'drizzle-orm';

import type { Db } from '../client.ts';

/**
 * The columns a conversation keeps for the lists (last message, unread per side, first reply),
 * derived from its messages, then every provider's reply time (the median minutes to a first
 * reply over 90 days, null below 3 conversations), as the app keeps them one send at a time.
 * `onlyNew`: only conversations whose columns were never set (the bulk seed adds to a database
 * that may already hold some).
 */
export async function deriveConversationColumns(
  db: Db,
  options: { now: Date; onlyNew: boolean },
): Promise<void> {
  await db.execute(sql`
    update conversations c
    set last_message_id = s.last_id, last_message_at = s.last_at,
        member_unread = s.member_unread, provider_unread = s.provider_unread,
        first_reply_at = s.first_reply
    from (
      select m.conversation_id, max(m.id) as last_id, max(m.created_at) as last_at,
             (count(*) filter (where m.sender_id = x.provider_id and m.read_at is null))::int
               as member_unread,
             (count(*) filter (where m.sender_id = x.member_id and m.read_at is null))::int
               as provider_unread,
             min(m.created_at) filter (where m.sender_id = x.provider_id) as first_reply
      from conversation_messages m
      join conversations x on x.id = m.conversation_id
      ${options.onlyNew ? sql`where x.last_message_id is null` : sql``}
      group by m.conversation_id
    ) s
    where s.conversation_id = c.id`);
  await db.execute(sql`
    update users u set reply_time_minutes = r.minutes
    from (
      select provider_id,
             case when count(*) >= 3
               then round(percentile_cont(0.5) within group (
                 order by extract(epoch from (first_reply_at - created_at)) / 60))::int
             end as minutes
      from conversations
      where first_reply_at is not null
        and created_at > ${options.now.toISOString()}::timestamptz - interval '90 days'
      group by provider_id
    ) r
    where r.provider_id = u.id and u.reply_time_minutes is distinct from r.minutes`);
}
