import { sql } from 'drizzle-orm';

import type { Db } from '../client.ts';
import { queryRows } from '../query.ts';
import { int, json } from './bulk-sql.ts';
import { beginLoad, endLoad } from './bulk-load.ts';
import { planMembersAndHotProviders, planSizes, runBulkLoad } from './bulk-run.ts';
import { deriveConversationColumns } from './conversation-columns.ts';

/**
 * Bulk conversations for the bench (issue 25 §7, decision 127): `conversations` conversations
 * between the database's members (customers) and the providers of approved services, holding
 * `messages` messages in all, made with set-based SQL (generate_series and window functions, no
 * row-by-row inserts). Every choice is a hash of the row number, so the same flags on the same
 * data give the same rows. Works on PostgreSQL and PGlite.
 *
 * The shape (so that deep pages are real):
 * - the 5 newest members (by id) have 1 in 50 of the conversations each (2,000 at 100k): the
 *   bench's member, whose list has 100 pages of 20;
 * - the 3 providers with the most approved services are "hot": 1 in 10 other members opens
 *   their first conversation with one of their services (about 1,500 each at 100k);
 * - the other conversations spread over every member and approved service, one per member and
 *   service (the unique index);
 * - every conversation opens with the member's message; half the messages are spread evenly,
 *   half follow a Zipf-like weight (a few hundred threads of about 1,000 messages);
 * - the last 0 to 3 messages of a thread are unread by their recipient, everything earlier was
 *   read; the provider's first reply comes 5 minutes to 10 hours after the opening; 1 in 3
 *   members of a thread of 3 or more messages shared their contact.
 * The lists' columns (last message, unread per side, first reply) are then derived from the
 * messages, and the providers' reply times from those, as the live calls keep them.
 */

export type BulkConversationOptions = {
  conversations: number;
  /** At least one per conversation (its opening message). */
  messages: number;
  log?: (line: string) => void;
};

/** The members with many conversations, and each one's share of all conversations. */
const HEAVY_MEMBERS = 5;
const HEAVY_SHARE = 50;
/** Providers whose services many members write to. */
const HOT_PROVIDERS = 3;

/** Texts of bulk messages (2..2000 characters, as the API requires). */
const BULK_MESSAGES = [
  'Hi, could you give me a quote? I am home most afternoons.',
  'Kia ora, thanks for getting in touch. I can come and have a look on Thursday morning.',
  'Thursday works well. Is street parking OK for your van?',
  'Street parking is fine. I will send a fixed quote after the visit, valid for 30 days.',
  'Great, thank you. Could you text me when you are on the way?',
  'No worries. The job should take about two hours, materials included in the quote.',
  'Can you send a photo of the area? That helps me bring the right gear.',
  'Sure, I will take one tonight when I get home.',
  'All done on our side, thanks again for the quick reply!',
  'Just checking in: are we still on for next week?',
];

export type BulkConversationCounts = {
  conversations: number;
  messages: number;
  ms: number;
};

/** Adds the conversations and their messages in one transaction. */
export async function seedBulkConversations(
  db: Db,
  options: BulkConversationOptions,
): Promise<BulkConversationCounts> {
  return runBulkLoad(db, options.log, async (tx, step) => {
    const planned = await planConversations(tx, options.conversations);
    step(`bulk conversations: planned ${planned} conversations`);
    if (planned === 0) return { conversations: 0, messages: 0 };
    const messages = await planMessages(tx, planned, Math.max(options.messages, planned));
    step(`bulk conversations: planned ${messages} messages`);
    const load = await beginLoad(tx, ['conversations', 'conversation_messages']);
    await insertConversations(tx);
    step(`bulk conversations: inserted ${planned} conversations`);
    await insertMessages(tx);
    step(`bulk conversations: inserted ${messages} messages`);
    // Derived before the indexes are rebuilt: 100k updated rows need no index entries yet.
    await deriveConversationColumns(tx, { now: new Date(), onlyNew: true });
    step('bulk conversations: derived last message, unread counts, first replies, reply times');
    await endLoad(tx, load);
    step(`bulk conversations: rebuilt ${load.reindex.length} indexes`);
    await tx.execute(sql`analyze conversations, conversation_messages`);
    return { conversations: planned, messages };
  });
}

/**
 * cv_plan: one row per new conversation (n, member, provider, service, opened at). Pairs that
 * already have a conversation are left out, so the count can fall short of `wanted` when the
 * database is small.
 */
async function planConversations(db: Db, wanted: number): Promise<number> {
  await planMembersAndHotProviders(db, 'cv', HOT_PROVIDERS);
  // Approved services of providers who can be reached: the hot providers' apart.
  await db.execute(sql`
    create temp table cv_services on commit drop as
    select (row_number() over (partition by hot order by id) - 1)::int n, id, provider_id, hot
      from (select s.id, s.added_by_id provider_id,
                   s.added_by_id in (select provider_id from cv_hot) hot
              from services s join users p on p.id = s.added_by_id
             where s.status = 'approved' and not p.is_suspended) x`);
  const { members, heavy, others, ordinary, hot } = await planSizes(db, 'cv', HEAVY_MEMBERS);
  if (wanted <= 0 || ordinary === 0 || others <= 0) return 0;
  // Each heavy member writes to `perHeavy` distinct ordinary services, spaced evenly.
  const perHeavy = Math.min(Math.floor(wanted / HEAVY_SHARE), ordinary);
  const rest = Math.min(wanted - perHeavy * heavy, others * ordinary);
  // Round r of member m: ordinary service (h(m) + r * stride) % ordinary, distinct per member.
  const rounds = Math.ceil(rest / others);
  const stride = Math.max(1, Math.floor(ordinary / Math.max(1, rounds)));
  const heavyStride = Math.max(1, Math.floor(ordinary / Math.max(1, perHeavy)));
  await db.execute(sql`
    create temp table cv_pairs on commit drop as
    select k, m.id member_id, s.id service_id, s.provider_id
      from generate_series(0, ${int(heavy * perHeavy - 1)}) k
      join cv_members m on m.n = ${int(members - heavy)} + k / ${int(Math.max(1, perHeavy))}
      join cv_services s on not s.hot and s.n = (pg_temp.h(m.n, 70)
           + (k % ${int(Math.max(1, perHeavy))}) * ${int(heavyStride)}) % ${int(ordinary)}
    union all
    select ${int(heavy * perHeavy)} + j, m.id, s.id, s.provider_id
      from generate_series(0, ${int(rest - 1)}) j
      join cv_members m on m.n = j % ${int(others)}
      cross join lateral (select j / ${int(others)} r,
                                 ${int(hot)} > 0 and pg_temp.h(m.n, 71) % 10 = 0 hot) x
      cross join lateral (select x.r = 0 and x.hot to_hot,
                                 case when x.r = 0 and x.hot
                                      then pg_temp.h(m.n, 72) % ${int(Math.max(1, hot))}
                                      else (pg_temp.h(m.n, 70) + x.r * ${int(stride)}) % ${int(ordinary)}
                                 end to_n) t
      join cv_services s on s.hot = t.to_hot and s.n = t.to_n`);
  // Numbered again without the pairs that already have a conversation (the demo's, say).
  await db.execute(sql`
    create temp table cv_plan on commit drop as
    select (row_number() over (order by k) - 1)::int n, p.member_id, p.service_id, p.provider_id,
           now() - (60 + pg_temp.h(k, 73) % (365 * 24 * 60)) * interval '1 minute' opened_at
      from cv_pairs p
     where not exists (select 1 from conversations c
                        where c.member_id = p.member_id and c.service_id = p.service_id)`);
  const [planned] = await queryRows<{ n: number }>(db, sql`select count(*)::int n from cv_plan`);
  await db.execute(sql`analyze cv_plan`);
  return planned?.n ?? 0;
}

/**
 * cm_plan: how many messages each planned conversation holds (at least 1; `total` in all):
 * half spread evenly, half by a Zipf-like weight 1 / (1 + h % 200)².
 */
async function planMessages(db: Db, conversations: number, total: number): Promise<number> {
  const extra = total - conversations;
  await db.execute(sql`
    create temp table cm_count on commit drop as
    with z as (
      select n, 1.0 / power(1 + pg_temp.h(n, 74) % 200, 2) z from cv_plan
    ), w as (
      select n, 1.0 / ${int(conversations)} + z / sum(z) over () w from z
    ), c as (
      select n, case when n = ${int(conversations - 1)} then ${int(extra)}
                     else floor(${int(extra)} * sum(w) over (order by n) / sum(w) over ())::bigint
                end cum
        from w
    )
    select n, (1 + cum - coalesce(lag(cum) over (order by n), 0))::int cnt from c`);
  const [planned] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(cnt), 0)::int n from cm_count`,
  );
  return planned?.n ?? 0;
}

async function insertConversations(db: Db): Promise<void> {
  // last_message_at is set from the messages afterwards; contact shared in 1 of 3 threads of 3+.
  await db.execute(sql`
    insert into conversations (member_id, provider_id, service_id, created_at, last_message_at,
                               contact_shared_at)
    select p.member_id, p.provider_id, p.service_id, p.opened_at, p.opened_at,
           case when c.cnt >= 3 and pg_temp.h(p.n, 75) % 3 = 0
                then p.opened_at + interval '2 hours' end
      from cv_plan p join cm_count c on c.n = p.n
     order by p.n`);
}

/**
 * The messages, inserted in time order (so ids follow times, as the live sends number them):
 * the member's opening message, the provider's first reply 5 minutes to 10 hours later, the
 * rest spread up to now; each sender a hash; the last 0 to 3 unread.
 */
async function insertMessages(db: Db): Promise<void> {
  await db.execute(sql`
    insert into conversation_messages (conversation_id, sender_id, body, created_at, read_at)
    select x.conversation_id, x.sender_id,
           ${json(BULK_MESSAGES)} ->> (pg_temp.h(x.key, 76) % ${int(BULK_MESSAGES.length)})::int,
           x.at,
           case when x.k <= x.cnt - pg_temp.h(x.n, 77) % 4
                then least(now(), x.at + (1 + pg_temp.h(x.key, 78) % 120) * interval '1 minute')
           end
      from (
        select c.id conversation_id, p.n, cc.cnt, k, p.n::bigint * 1000000 + k key,
               case when k = 1 then p.member_id
                    when k = 2 or pg_temp.h(p.n::bigint * 1000000 + k, 79) % 2 = 0 then p.provider_id
                    else p.member_id end sender_id,
               case when k = 1 then p.opened_at
                    else p.opened_at + r.first_reply
                         + (k - 2) * (now() - p.opened_at - r.first_reply) / greatest(1, cc.cnt - 1)
               end at
          from cv_plan p
          join cm_count cc on cc.n = p.n
          join conversations c on c.member_id = p.member_id and c.service_id = p.service_id
          cross join lateral (select (5 + pg_temp.h(p.n, 80) % 595) * interval '1 minute'
                                     first_reply) r
          cross join lateral generate_series(1, cc.cnt) k
      ) x
     order by x.at, x.conversation_id, x.k`);
}
