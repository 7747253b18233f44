import { sql } from 'drizzle-orm';

import type { Db } from '../client.ts';
import { queryRows } from '../query.ts';
import type { ImageVariants, StoredAttachment } from '../schema/index.ts';
import { conversationMessages } from '../schema/index.ts';
import { insertInChunks } from './insert-chunks.ts';
import { deriveConversationColumns } from './conversation-columns.ts';

/**
 * The demo conversations (issue 25 §5): every member's first message enquiry about a service
 * opens its conversation with that message, as the live enquiry does. Some of them continue
 * with scripted replies: a quote-like exchange where the member shares their contact, a
 * provider's photo (a picture of the service, already stored), a reply waiting to be read. The
 * demo accounts' conversations are always scripted so the screens are full on a fresh start.
 * The lists' columns (last message, unread, first reply) and the providers' reply times are
 * then derived from the messages, once, in SQL. Deterministic for a given `now`.
 */

type Opened = {
  id: number;
  member_id: number;
  provider_id: number;
  created_at: string | Date;
  member_first: string | null;
  service_title: string;
  photo: ImageVariants | null;
  demo: boolean;
};

type Line = {
  from: 'member' | 'provider';
  /** Minutes after the opening message. */
  after: number;
  body: string;
  photo?: boolean;
  read: boolean;
};

const QUOTE = (o: Opened): Line[] => [
  {
    from: 'provider',
    after: 25 + (o.id % 40),
    body: `Kia ora ${o.member_first ?? 'there'}, thanks for getting in touch. I can come and have a look on Thursday morning. For a job like this I usually quote between $180 and $260 including GST, depending on what we find.`,
    read: true,
  },
  {
    from: 'member',
    after: 95 + (o.id % 30),
    body: 'Thursday morning works well. Is street parking OK for your van?',
    read: true,
  },
  {
    from: 'provider',
    after: 130 + (o.id % 30),
    body: 'Street parking is fine. I will send a fixed quote after the visit, valid for 30 days.',
    read: true,
  },
  {
    from: 'member',
    after: 150 + (o.id % 30),
    body: 'Great, I have shared my phone number so you can text when you are on the way.',
    read: false,
  },
];

const PHOTO = (o: Opened): Line[] => [
  {
    from: 'provider',
    after: 45 + (o.id % 90),
    body: `Thanks for your enquiry about "${o.service_title}". Here is a photo from a similar job last week so you know what to expect.`,
    photo: true,
    read: true,
  },
  { from: 'member', after: 200 + (o.id % 60), body: 'Looks great, thank you!', read: false },
];

const WAITING = (o: Opened): Line[] => [
  {
    from: 'provider',
    after: 180 + (o.id % 240),
    body: 'Thanks for your message. We are booked up this week but could fit you in next Tuesday morning. Would that suit?',
    read: false,
  },
];

const SCRIPTS = [QUOTE, PHOTO, WAITING];

/** Opens the demo conversations and writes their messages; answers how many were opened. */
export async function insertDemoConversations(db: Db, now: Date, demoUserIds: number[]) {
  await db.execute(sql`
    insert into conversations (member_id, provider_id, service_id, created_at, last_message_at,
                               provider_noticed_at)
    select distinct on (e.user_id, e.service_id) e.user_id, e.provider_id, e.service_id,
           e.created_at, e.created_at, e.created_at
    from enquiries e
    where e.type = 'message' and e.user_id <> e.provider_id
    order by e.user_id, e.service_id, e.created_at, e.id`);
  await db.execute(sql`
    insert into conversation_messages (conversation_id, sender_id, body, created_at, read_at)
    select c.id, c.member_id, e.message, e.created_at,
           case when e.is_read then e.created_at + interval '2 hours' end
    from conversations c
    join lateral (
      select x.message, x.created_at, x.is_read from enquiries x
      where x.user_id = c.member_id and x.service_id = c.service_id and x.type = 'message'
      order by x.created_at, x.id limit 1
    ) e on true
    order by c.id`);
  const demo = sql.join(
    demoUserIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const opened = await queryRows<Opened>(
    db,
    sql`
      select c.id, c.member_id, c.provider_id, c.created_at, m.first_name as member_first,
             s.title as service_title,
             (select i.variants from service_images i where i.service_id = s.id
              order by i.is_main desc, i.position, i.id limit 1) as photo,
             (c.member_id in (${demo}) or c.provider_id in (${demo})) as demo
      from conversations c
      join services s on s.id = c.service_id
      join users m on m.id = c.member_id
      where c.member_id in (${demo}) or c.provider_id in (${demo}) or c.id % 3 = 0
      order by c.id`,
  );
  const rows = opened.flatMap((o, i) => scriptedMessages(o, SCRIPTS[i % SCRIPTS.length]!(o), now));
  await insertInChunks(rows, (chunk) =>
    db.insert(conversationMessages).values(chunk).returning({ id: conversationMessages.id }),
  );
  // The quote-like exchanges end with the member sharing their contact.
  const shared = opened.filter((_, i) => i % SCRIPTS.length === 0).map((o) => o.id);
  if (shared.length > 0) {
    await db.execute(sql`
      update conversations set contact_shared_at = created_at + interval '140 minutes'
      where id in (${sql.join(
        shared.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  }
  await deriveConversationColumns(db, { now, onlyNew: false });
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from conversations`,
  );
  return count?.n ?? 0;
}

function scriptedMessages(o: Opened, lines: Line[], now: Date) {
  const start = new Date(o.created_at).getTime();
  return lines
    .filter((line) => start + line.after * 60_000 < now.getTime())
    .map((line) => {
      const at = new Date(start + line.after * 60_000);
      const photo = line.photo && o.photo ? attachmentOf(o.photo) : null;
      return {
        conversationId: o.id,
        senderId: line.from === 'member' ? o.member_id : o.provider_id,
        body: line.body,
        attachments: photo ? [photo] : [],
        createdAt: at,
        readAt: line.read ? new Date(Math.min(at.getTime() + 20 * 60_000, now.getTime())) : null,
      };
    });
}

function attachmentOf(variants: ImageVariants): StoredAttachment {
  const small = variants.small ?? variants.card;
  return {
    kind: 'image',
    key: variants.detail.key,
    small: small.key,
    width: variants.detail.width,
    height: variants.detail.height,
    bytes: variants.detail.bytes,
  };
}
