import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertUser } from '#tests/factories/index.ts';
import { countRows as count, openBulkSeedDb } from '#tests/helpers/bulk-seed-db.ts';
import type { Db, DbHandle } from '../client.ts';
import { queryRows } from '../query.ts';
import { seedBulkConversations } from './bulk-conversations.ts';

/** Rows where a user's kept counts differ from their conversations' (none when consistent). */
const COUNTS_DRIFT = `
  select u.user_id from (
    select member_id user_id, member_unread unread from conversations
    union all select provider_id, provider_unread from conversations) u
  group by u.user_id
  having (count(*)::int, sum(u.unread)::int) is distinct from
         (select (k.conversations, k.unread) from conversation_counts k where k.user_id = u.user_id)`;

/** Issue 25 §7: the bench's bulk conversations keep the schema's invariants (decision 127). */
describe('bulk conversations (PGlite)', () => {
  let handle: DbHandle;
  let db: Db;

  beforeAll(async () => {
    handle = await openBulkSeedDb();
    db = handle.db;
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('adds the conversations and messages asked for, with consistent lists columns and counts', async () => {
    const counts = await seedBulkConversations(db, { conversations: 120, messages: 1200 });
    expect(counts).toMatchObject({ conversations: 120, messages: 1200 });
    expect(await count(db, 'select 1 from conversations')).toBe(120);
    expect(await count(db, 'select 1 from conversation_messages')).toBe(1200);
    // Every conversation opens with the member's message; ids follow times in a thread.
    expect(
      await count(
        db,
        `select 1 from conversations c
          where (select sender_id from conversation_messages m where m.conversation_id = c.id
                  order by id limit 1) <> c.member_id`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        `select 1 from (select created_at, lag(created_at) over (partition by conversation_id
                          order by id) prev from conversation_messages) x
          where x.created_at < x.prev`,
      ),
    ).toBe(0);
    // The lists' columns are those of the messages.
    expect(
      await count(
        db,
        `select 1 from conversations c
           join lateral (
             select max(m.id) last_id,
                    (count(*) filter (where m.sender_id = c.provider_id and m.read_at is null))::int mu,
                    (count(*) filter (where m.sender_id = c.member_id and m.read_at is null))::int pu,
                    min(m.created_at) filter (where m.sender_id = c.provider_id) first_reply
               from conversation_messages m where m.conversation_id = c.id) s on true
          join conversation_messages l on l.id = c.last_message_id
          where c.last_message_id <> s.last_id or c.last_message_at <> l.created_at
             or c.member_unread <> s.mu or c.provider_unread <> s.pu
             or c.first_reply_at is distinct from s.first_reply
             or l.sender_id not in (c.member_id, c.provider_id)`,
      ),
    ).toBe(0);
    // Some members have many conversations; some messages wait to be read.
    const [most] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int n from conversations group by member_id order by 1 desc limit 1`,
    );
    expect(most!.n).toBeGreaterThan(5);
    expect(await count(db, 'select 1 from conversations where member_unread > 0')).toBeGreaterThan(
      0,
    );
    // The kept counts (filled by the triggers, in the seed's replica mode too).
    expect(await count(db, COUNTS_DRIFT)).toBe(0);
  }, 120_000);

  it('keeps the counts through a read, a send-like update, a delete and a second seed', async () => {
    await db.execute(
      sql`update conversations set member_unread = 0
           where id = (select id from conversations where member_unread > 0 order by id limit 1)`,
    );
    await db.execute(
      sql`update conversations set provider_unread = provider_unread + 1
           where id = (select min(id) from conversations)`,
    );
    await db.execute(sql`delete from conversations where id = (select max(id) from conversations)`);
    expect(await count(db, COUNTS_DRIFT)).toBe(0);
    // More on top (new members joined): pairs that already have a conversation are left out.
    for (let m = 0; m < 5; m++) await insertUser(db);
    const more = await seedBulkConversations(db, { conversations: 100, messages: 300 });
    expect(more.conversations).toBeGreaterThan(0);
    expect(await count(db, COUNTS_DRIFT)).toBe(0);
    expect(
      await count(
        db,
        'select 1 from conversations group by member_id, service_id having count(*) > 1',
      ),
    ).toBe(0);
  }, 120_000);
});
