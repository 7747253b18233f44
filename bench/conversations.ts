/**
 * The conversation cases of `npm run bench` (issue 25 §7, decision 127), on the bench database's
 * bulk conversations (`npm run db:seed -- --conversations 100000 --messages 1000000`): the list
 * (page 1 and a deep page), a thread (the newest page and an older one, `before=`) and a send.
 * Each request carries the session of a side of the conversation it reads, made through the
 * app's own session code. Select them with `npm run bench -- --only conversation`.
 *
 * The send rotates 2,000 senders, each with its own address (X-Forwarded-For, as the mix does):
 * one bench run sends a few messages per sender, far below the production limits of 300 an hour
 * per user and 600 per address, which stay as they are.
 */
import { sql } from 'drizzle-orm';

import type { DbHandle } from '../src/server/db/client.ts';
import { queryRows } from '../src/server/db/query.ts';
import { createSession } from '../src/server/platform/sessions/sessions.ts';
import type { LoadRequest } from './load.ts';
import { BENCH_ORIGIN } from './mix.ts';

export type ConversationCase = {
  name: string;
  kind: 'conversation';
  requests: LoadRequest[];
  /** Each request sent once in turn over all connections (the sends: every sender in turn). */
  stream?: boolean;
};

/** The cases' names without their counts (what `--only` can match before they are built). */
export const CONVERSATION_CASES = [
  'conversations: list page 1',
  'conversations: list deep page',
  'conversation thread: latest page',
  'conversation thread: older page',
  'conversation send: POST multipart text message',
];

/** Senders of the send case (each with its own address). */
const SENDERS = 2_000;
/** The list's default page size (GET /api/conversations). */
const PER_PAGE = 24;

const addressOf = (n: number) => `10.200.${(n >> 8) & 255}.${n & 255}`;

/** Session cookies of `ids`, made in chunks (one insert each). */
export async function cookiesOf(handle: DbHandle, ids: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 50) {
    await Promise.all(
      unique.slice(i, i + 50).map(async (userId) => {
        const session = await createSession(handle.db, { userId, isPersistent: true });
        out.set(userId, `ks_session=${session.id}`);
      }),
    );
  }
  return out;
}

/** A multipart/form-data body with one text field, as the web's form sends it. */
export function multipartText(field: string, value: string): { body: string; type: string } {
  const boundary = '----ksbench7MA4YWxkTrZu0gW';
  return {
    body: `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n--${boundary}--\r\n`,
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function conversationCases(handle: DbHandle): Promise<ConversationCase[]> {
  const db = handle.db;
  const [have] = await queryRows<{ n: number }>(db, sql`select count(*)::int n from conversations`);
  if (!have || have.n < 1000) return [];
  // The users with the most conversations (the bulk seed's 5 heavy members, 3 hot providers).
  const heavy = await queryRows<{ user_id: number; conversations: number }>(
    db,
    sql`select user_id, conversations from conversation_counts
        order by conversations desc, user_id limit 8`,
  );
  // Everyday users: one side of conversations spread over the table.
  const everyday = await queryRows<{ user_id: number }>(
    db,
    sql`select member_id as user_id from conversations
        where id % 997 = 0 and blocked_by_id is null order by id limit 40`,
  );
  // Threads to read: most short, some long (the seed's long threads have hundreds).
  const threads = await queryRows<{ id: number; reader: number; older: number | null }>(
    db,
    sql`select c.id,
               case when c.id % 2 = 0 then c.member_id else c.provider_id end as reader,
               (select m.id from conversation_messages m where m.conversation_id = c.id
                 order by m.id desc offset 60 limit 1) as older
          from conversations c
         where c.id % 491 = 0 or c.id in (
           select conversation_id from conversation_messages
            group by conversation_id having count(*) > 200 order by conversation_id limit 60)
         order by c.id`,
  );
  const older = threads.filter((t) => t.older !== null);
  // Senders: either side of an open conversation whose other side is not suspended.
  const sends = await queryRows<{ id: number; sender: number }>(
    db,
    sql`select c.id, case when c.id % 3 = 0 then c.provider_id else c.member_id end as sender
          from conversations c
          join users mu on mu.id = c.member_id and not mu.is_suspended
          join users pu on pu.id = c.provider_id and not pu.is_suspended
         where c.blocked_by_id is null and c.id % 41 = 0
         order by c.id limit ${SENDERS * 4}`,
  );
  // One conversation per sender.
  const senders = new Map<number, number>();
  for (const s of sends) if (!senders.has(s.sender)) senders.set(s.sender, s.id);
  const chosenSenders = [...senders.entries()].slice(0, SENDERS);
  const cookies = await cookiesOf(handle, [
    ...heavy.map((h) => h.user_id),
    ...everyday.map((e) => e.user_id),
    ...threads.map((t) => t.reader),
    ...chosenSenders.map(([sender]) => sender),
  ]);
  const as = (userId: number, r: LoadRequest, address?: string): LoadRequest => ({
    ...r,
    headers: {
      ...r.headers,
      cookie: cookies.get(userId)!,
      ...(address ? { 'x-forwarded-for': address } : {}),
    },
  });
  const get = (path: string): LoadRequest => ({ method: 'GET', path });
  const deepPages = heavy.flatMap((h) => {
    const last = Math.ceil(h.conversations / PER_PAGE);
    return [Math.ceil(last / 2), last - 1, last].map((page) =>
      as(h.user_id, get(`/api/conversations?page=${page}`)),
    );
  });
  const texts = [
    'Thanks, Thursday morning suits me.',
    'Could you send a rough quote first?',
    'Kia ora, I will be home after 3 pm.',
    'Great, see you then!',
  ];
  const sendRequests = chosenSenders.map(([sender, id], i) => {
    const form = multipartText('body', texts[i % texts.length]!);
    return as(
      sender,
      {
        method: 'POST',
        path: `/api/conversations/${id}/messages`,
        body: form.body,
        headers: { 'content-type': form.type, origin: BENCH_ORIGIN },
      },
      addressOf(i),
    );
  });
  const heavyNote = `${heavy[0]?.conversations ?? 0} conversations`;
  return [
    {
      name: `conversations: list page 1 (8 users with up to ${heavyNote}, 40 everyday users)`,
      kind: 'conversation',
      requests: [
        ...heavy.map((h) => as(h.user_id, get('/api/conversations?page=1'))),
        ...everyday.map((e) => as(e.user_id, get('/api/conversations?page=1'))),
      ],
    },
    {
      name: `conversations: list deep page (middle and last pages of users with up to ${heavyNote})`,
      kind: 'conversation',
      requests: deepPages,
    },
    {
      name: `conversation thread: latest page (${threads.length} threads, ${older.length} of them long)`,
      kind: 'conversation',
      requests: threads.map((t) => as(t.reader, get(`/api/conversations/${t.id}`))),
    },
    {
      name: `conversation thread: older page (before=, 60 messages back in ${older.length} long threads)`,
      kind: 'conversation',
      requests: older.map((t) => as(t.reader, get(`/api/conversations/${t.id}?before=${t.older}`))),
    },
    {
      name: `conversation send: POST multipart text message (${chosenSenders.length} senders in turn)`,
      kind: 'conversation',
      stream: true,
      requests: sendRequests,
    },
  ];
}
