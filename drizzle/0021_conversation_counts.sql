CREATE TABLE "conversation_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Decision 127: each user's conversations and unread messages (both sides), kept by statement
-- triggers on conversations: one grouped upsert of the statement's changes, in user id order
-- (two statements never lock two users' rows in opposite orders). The counts rows are locked
-- after the conversation row, as every write already does, so no new lock cycle.
CREATE OR REPLACE FUNCTION conversation_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'TRUNCATE' THEN
    DELETE FROM conversation_counts;
  ELSIF tg_op = 'INSERT' THEN
    INSERT INTO conversation_counts AS k (user_id, conversations, unread)
    SELECT user_id, sum(n)::int, sum(u)::int FROM (
      SELECT member_id AS user_id, 1 AS n, member_unread AS u FROM new_rows
      UNION ALL SELECT provider_id, 1, provider_unread FROM new_rows) d
    GROUP BY user_id ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE
      SET conversations = k.conversations + excluded.conversations,
          unread = k.unread + excluded.unread;
  ELSIF tg_op = 'DELETE' THEN
    UPDATE conversation_counts k
       SET conversations = k.conversations - d.n, unread = k.unread - d.u
      FROM (SELECT user_id, sum(n)::int AS n, sum(u)::int AS u FROM (
              SELECT member_id AS user_id, 1 AS n, member_unread AS u FROM old_rows
              UNION ALL SELECT provider_id, 1, provider_unread FROM old_rows) x
            GROUP BY user_id) d
     WHERE k.user_id = d.user_id;
  ELSE
    -- Only rows whose sides or unread counts changed: a send moves one side's count, a read
    -- the other's; anything else (a block, a notice) leaves the counts alone.
    WITH changed AS (
      SELECT o.member_id AS om, o.provider_id AS op, o.member_unread AS omu,
             o.provider_unread AS opu, n.member_id AS nm, n.provider_id AS np,
             n.member_unread AS nmu, n.provider_unread AS npu
        FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (o.member_id, o.provider_id, o.member_unread, o.provider_unread)
             IS DISTINCT FROM (n.member_id, n.provider_id, n.member_unread, n.provider_unread)
    )
    INSERT INTO conversation_counts AS k (user_id, conversations, unread)
    SELECT user_id, sum(n)::int, sum(u)::int FROM (
      SELECT nm AS user_id, 1 AS n, nmu AS u FROM changed
      UNION ALL SELECT np, 1, npu FROM changed
      UNION ALL SELECT om, -1, -omu FROM changed
      UNION ALL SELECT op, -1, -opu FROM changed) d
    GROUP BY user_id HAVING sum(n) <> 0 OR sum(u) <> 0 ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE
      SET conversations = k.conversations + excluded.conversations,
          unread = k.unread + excluded.unread;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER conversation_counts_insert AFTER INSERT ON conversations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conversation_counts_sync();--> statement-breakpoint
CREATE TRIGGER conversation_counts_update AFTER UPDATE ON conversations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION conversation_counts_sync();--> statement-breakpoint
CREATE TRIGGER conversation_counts_delete AFTER DELETE ON conversations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION conversation_counts_sync();--> statement-breakpoint
CREATE TRIGGER conversation_counts_truncate AFTER TRUNCATE ON conversations
  FOR EACH STATEMENT EXECUTE FUNCTION conversation_counts_sync();--> statement-breakpoint
-- As the other counting triggers (migrations 0012, 0018): they fire in the bulk seed's replica
-- mode too.
ALTER TABLE conversations ENABLE ALWAYS TRIGGER conversation_counts_insert;--> statement-breakpoint
ALTER TABLE conversations ENABLE ALWAYS TRIGGER conversation_counts_update;--> statement-breakpoint
ALTER TABLE conversations ENABLE ALWAYS TRIGGER conversation_counts_delete;--> statement-breakpoint
ALTER TABLE conversations ENABLE ALWAYS TRIGGER conversation_counts_truncate;--> statement-breakpoint
-- The users as they are now.
INSERT INTO conversation_counts (user_id, conversations, unread)
SELECT user_id, count(*)::int, sum(u)::int FROM (
  SELECT member_id AS user_id, member_unread AS u FROM conversations
  UNION ALL SELECT provider_id, provider_unread FROM conversations) d
GROUP BY user_id;
