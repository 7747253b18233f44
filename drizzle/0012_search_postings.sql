-- Free text read in relevance order off an index (decision 085): search_postings holds one row per
-- lexeme of every public service's search vector, with the service's city and its score for that
-- lexeme, kept by triggers on services. A search walks one lexeme's postings of one city in score
-- order (the primary key, backwards) and counts them index-only.
-- The backfill reads every public service (about two minutes at 1,000,000 services): no timeout
-- for this transaction (the app's connections have a 15 s statement_timeout).
SET LOCAL statement_timeout = 0;--> statement-breakpoint
CREATE TABLE "search_postings" (
	"score" integer NOT NULL,
	"service_id" integer NOT NULL,
	"lexeme" text NOT NULL,
	"city" text NOT NULL
);--> statement-breakpoint
-- The score of one lexeme in one service: where it appears (title 4, business name 2, description
-- 1: the weights A, B, C of services.search), then the rating in the best-rated order (average to
-- two decimals, then the number of reviews). Higher is more relevant. Changing it means rebuilding
-- search_postings (the trigger deletes a service's rows by their recomputed keys).
CREATE FUNCTION search_rank_score(in_title boolean, in_business boolean, in_description boolean,
                                  rating_avg real, rating_count integer) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((CASE WHEN in_title THEN 4 ELSE 0 END + CASE WHEN in_business THEN 2 ELSE 0 END
           + CASE WHEN in_description THEN 1 ELSE 0 END) << 24)
       | (least(greatest(round(rating_avg * 100)::integer, 0), 511) << 15)
       | least(greatest(rating_count, 0), 32767)
$$;--> statement-breakpoint
-- The lexemes every match of a text query contains (the query without its negations, when it has
-- no OR), in query order; none for a query with OR or with negations only. A prefix lexeme (`:*`)
-- is not one (websearch_to_tsquery never makes one).
-- PL/pgSQL so that its statement is planned once per connection, not once per search.
CREATE FUNCTION search_required_lexemes(q tsquery) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  tree text := querytree(q)::text;
BEGIN
  -- An OR outside the quoted lexemes: no lexeme is in every match.
  IF regexp_replace(tree, $re$'(?:[^'\\]|''|\\.)*'$re$, '', 'g') LIKE '%|%' THEN
    RETURN '{}';
  END IF;
  -- The quoted lexemes, unescaped (tsquery writes ' as '' and \ as \\).
  RETURN coalesce((
    SELECT array_agg(replace(regexp_replace(r.m[1], '\\(.)', '\1', 'g'), '''''', '''') ORDER BY r.n)
      FROM regexp_matches(tree, $re$'((?:[^'\\]|''|\\.)*)'(:[*A-D]*)?$re$, 'g') WITH ORDINALITY r(m, n)
     WHERE coalesce(r.m[2], '') NOT LIKE '%*%'), '{}');
END
$$;--> statement-breakpoint
-- One lexeme as a tsquery restricted to one weight ('A', 'B' or 'C'): where a service has it.
CREATE FUNCTION search_lexeme_query(lexeme text, weight text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''':' || weight)::tsquery
$$;--> statement-breakpoint
-- Keeps search_postings equal to the lexemes of the public services (approved and listed), for
-- every statement on services: set-based over the statement's rows (transition tables), so bulk
-- writes cost one insert and one delete. An update rewrites a service's rows only when its
-- vector, city, rating or visibility changed.
CREATE FUNCTION search_postings_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'TRUNCATE' THEN
    TRUNCATE search_postings;
  ELSIF tg_op = 'INSERT' THEN
    INSERT INTO search_postings (score, service_id, lexeme, city)
    SELECT search_rank_score('A' = ANY (u.weights), 'B' = ANY (u.weights), 'C' = ANY (u.weights),
                             n.rating_avg, n.rating_count), n.id, u.lexeme, n.city
      FROM new_rows n CROSS JOIN LATERAL unnest(n.search) u
     WHERE n.status = 'approved' AND n.is_listed;
  ELSIF tg_op = 'DELETE' THEN
    DELETE FROM search_postings p
     USING old_rows o CROSS JOIN LATERAL unnest(o.search) u
     WHERE o.status = 'approved' AND o.is_listed
       AND p.lexeme = u.lexeme AND p.city = o.city AND p.service_id = o.id
       AND p.score = search_rank_score('A' = ANY (u.weights), 'B' = ANY (u.weights),
                                       'C' = ANY (u.weights), o.rating_avg, o.rating_count);
  ELSE
    -- The rows whose postings change come first (OFFSET 0: before any posting is looked up).
    DELETE FROM search_postings p
     USING (SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE o.status = 'approved' AND o.is_listed
               AND NOT (n.status = 'approved' AND n.is_listed
                        AND (n.search, n.city, n.rating_avg, n.rating_count)
                            IS NOT DISTINCT FROM (o.search, o.city, o.rating_avg, o.rating_count))
            OFFSET 0) o
           CROSS JOIN LATERAL unnest(o.search) u
     WHERE p.lexeme = u.lexeme AND p.city = o.city AND p.service_id = o.id
       AND p.score = search_rank_score('A' = ANY (u.weights), 'B' = ANY (u.weights),
                                       'C' = ANY (u.weights), o.rating_avg, o.rating_count);
    INSERT INTO search_postings (score, service_id, lexeme, city)
    SELECT search_rank_score('A' = ANY (u.weights), 'B' = ANY (u.weights), 'C' = ANY (u.weights),
                             n.rating_avg, n.rating_count), n.id, u.lexeme, n.city
      FROM new_rows n JOIN old_rows o ON o.id = n.id CROSS JOIN LATERAL unnest(n.search) u
     WHERE n.status = 'approved' AND n.is_listed
       AND NOT (o.status = 'approved' AND o.is_listed
                AND (n.search, n.city, n.rating_avg, n.rating_count)
                    IS NOT DISTINCT FROM (o.search, o.city, o.rating_avg, o.rating_count));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Created before the backfill: they lock services against writes until this migration commits,
-- so no write falls between the two. ENABLE ALWAYS: they fire under session_replication_role =
-- replica too (the bulk seed loads that way to skip foreign key checks).
CREATE TRIGGER search_postings_insert AFTER INSERT ON services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_sync();--> statement-breakpoint
CREATE TRIGGER search_postings_update AFTER UPDATE ON services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_postings_sync();--> statement-breakpoint
CREATE TRIGGER search_postings_delete AFTER DELETE ON services
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_sync();--> statement-breakpoint
CREATE TRIGGER search_postings_truncate AFTER TRUNCATE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION search_postings_sync();--> statement-breakpoint
ALTER TABLE services ENABLE ALWAYS TRIGGER search_postings_insert;--> statement-breakpoint
ALTER TABLE services ENABLE ALWAYS TRIGGER search_postings_update;--> statement-breakpoint
ALTER TABLE services ENABLE ALWAYS TRIGGER search_postings_delete;--> statement-breakpoint
ALTER TABLE services ENABLE ALWAYS TRIGGER search_postings_truncate;--> statement-breakpoint
-- The backfill, then the key built once over the sorted rows (faster than keeping it per row).
INSERT INTO search_postings (score, service_id, lexeme, city)
SELECT search_rank_score('A' = ANY (u.weights), 'B' = ANY (u.weights), 'C' = ANY (u.weights),
                         s.rating_avg, s.rating_count), s.id, u.lexeme, s.city
  FROM services s CROSS JOIN LATERAL unnest(s.search) u
 WHERE s.status = 'approved' AND s.is_listed;--> statement-breakpoint
SET LOCAL maintenance_work_mem = '256MB';--> statement-breakpoint
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_lexeme_city_score_service_id_pk" PRIMARY KEY("lexeme","city","score","service_id");--> statement-breakpoint
-- A search plans its walk before it knows the lexeme (a generic plan, the lexeme computed in
-- the statement), so the planner estimates "some lexeme of the city" from n_distinct: with a
-- real vocabulary (tens of thousands of rare lexemes) that estimate is a handful of rows, and
-- it would read a common lexeme's postings with a bitmap and sort them all. As many distinct
-- lexemes as a common one's share (1 %) keeps the ordered index walk, which stops after a page.
ALTER TABLE search_postings ALTER COLUMN lexeme SET (n_distinct = 100);--> statement-breakpoint
ANALYZE search_postings;
