-- Card columns (decision 083): what every card shows, computed once per write instead of per read.
-- card_description() is cards.ts shortenDescription: trimmed as JS's trim() does; when longer than
-- 240 characters, cut to 239 and back to the last space when that is past character 144, then
-- trimmed at the end and followed by an ellipsis.
CREATE OR REPLACE FUNCTION card_description(description text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN length(c.t) <= 240 THEN c.t
    ELSE rtrim(CASE WHEN c.sp > 144 THEN left(c.cut, c.sp) ELSE c.cut END, E' \t\n\u000b\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff') || '…' END
  FROM (
    SELECT b.t, b.cut,
           CASE WHEN strpos(reverse(b.cut), ' ') = 0 THEN -1
                ELSE length(b.cut) - strpos(reverse(b.cut), ' ') END AS sp
    FROM (
      SELECT a.t, left(a.t, 239) AS cut
      FROM (SELECT btrim(coalesce(description, ''), E' \t\n\u000b\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff') AS t) a
    ) b
  ) c
$$;--> statement-breakpoint
-- ISO 8601 in UTC with milliseconds, as JavaScript's toISOString() writes it.
CREATE OR REPLACE FUNCTION iso_utc_ms(at timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "card_description" text GENERATED ALWAYS AS (card_description(description)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "created_at_iso" text GENERATED ALWAYS AS (iso_utc_ms(created_at)) STORED NOT NULL;