-- Issue 24 (decision 116): service areas, stated prices, availability, case- and
-- macron-folded text search, everyday words and the "Did you mean" vocabulary.
-- Rewrites services (the folded search vector) and rebuilds search_postings: no timeout.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- English stemming after folding macrons and accents: "Tūī" and "tui" are one lexeme.
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'kiwi') THEN
    CREATE TEXT SEARCH CONFIGURATION kiwi (COPY = english);
    ALTER TEXT SEARCH CONFIGURATION kiwi
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
  END IF;
END $$;--> statement-breakpoint
-- Lower case without macrons or accents ("Ōtāhuhu" → "otahuhu"): every folded text match and
-- its indexes. unaccent() itself is only STABLE (its dictionary could change); this names it.
CREATE OR REPLACE FUNCTION kiwi_fold(text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1))
$$;--> statement-breakpoint
-- Every city a service touches: its own and those of its areas ('City' or 'City/Suburb').
CREATE OR REPLACE FUNCTION service_area_cities(base_city text, areas text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array(SELECT DISTINCT split_part(v, '/', 1)
                 FROM unnest(array_prepend(base_city, areas)) v ORDER BY 1)
$$;--> statement-breakpoint
-- The coverage keys of a service (schema/services.ts): 'City/Suburb' for its own suburb and
-- each suburb area, 'City' for each whole city, 'City/*' for each city it touches.
CREATE OR REPLACE FUNCTION service_coverage(base_city text, base_suburb text, areas text[])
RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array(SELECT DISTINCT k FROM unnest(
           array_prepend(base_city || '/' || base_suburb, areas)
           || array(SELECT c || '/*' FROM unnest(service_area_cities(base_city, areas)) c)) k
         ORDER BY k)
$$;--> statement-breakpoint
CREATE TABLE "search_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term" text NOT NULL,
	"term_folded" text GENERATED ALWAYS AS (kiwi_fold(term)) STORED NOT NULL,
	"sub_category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"services" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "services_public_search_auckland_idx";--> statement-breakpoint
DROP INDEX "services_public_search_hamilton_idx";--> statement-breakpoint
DROP INDEX "services_public_search_christchurch_idx";--> statement-breakpoint
DROP INDEX "services_public_search_wellington_idx";--> statement-breakpoint
ALTER TABLE "services" drop column "search";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('kiwi', coalesce(title, '')), 'A') || setweight(to_tsvector('kiwi', coalesce(business_name, '')), 'B') || setweight(to_tsvector('kiwi', coalesce(description, '')), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "taking_new_work" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "back_on" date;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "service_areas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "coverage" text[] GENERATED ALWAYS AS (service_coverage(city, suburb, service_areas)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "price_type" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "taking_new_work" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "back_on" date;--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_terms_folded_unique" ON "search_terms" USING btree ("term_folded");--> statement-breakpoint
CREATE INDEX "search_terms_sub_category_idx" ON "search_terms" USING btree ("sub_category_id");--> statement-breakpoint
CREATE INDEX "search_terms_folded_trgm_idx" ON "search_terms" USING gin ("term_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_business_name_fold_trgm_idx" ON "users" USING gin ((kiwi_fold(coalesce("business_name", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_public_coverage_idx" ON "services" USING gin ("coverage") WHERE status = 'approved' and is_listed;--> statement-breakpoint
CREATE INDEX "services_public_search_auckland_idx" ON "services" USING gin ("search") WHERE status = 'approved' and is_listed and coverage @> array['Auckland/*']::text[];--> statement-breakpoint
CREATE INDEX "services_public_search_hamilton_idx" ON "services" USING gin ("search") WHERE status = 'approved' and is_listed and coverage @> array['Hamilton/*']::text[];--> statement-breakpoint
CREATE INDEX "services_public_search_christchurch_idx" ON "services" USING gin ("search") WHERE status = 'approved' and is_listed and coverage @> array['Christchurch/*']::text[];--> statement-breakpoint
CREATE INDEX "services_public_search_wellington_idx" ON "services" USING gin ("search") WHERE status = 'approved' and is_listed and coverage @> array['Wellington/*']::text[];--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_price_check" CHECK (("services"."price_type" is null and "services"."price_cents" is null) or ("services"."price_type" = 'quote' and "services"."price_cents" is null) or ("services"."price_type" in ('from', 'hourly', 'fixed') and "services"."price_cents" between 1 and 100000000));
--> statement-breakpoint
-- Dropped with the old column (drizzle-kit does not know): the same index on the new one.
CREATE INDEX "services_search_idx" ON "services" USING gin ("search");--> statement-breakpoint
-- search_postings: one row per lexeme of each public service and each city it touches, so a
-- free-text search of a city finds the services covering it (decisions 085, 116).
CREATE OR REPLACE FUNCTION search_postings_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'TRUNCATE' THEN
    TRUNCATE search_postings;
  ELSIF tg_op = 'INSERT' THEN
    INSERT INTO search_postings (score, service_id, lexeme, city)
    SELECT search_rank_score('A' = ANY (u.weights), 'B' = ANY (u.weights), 'C' = ANY (u.weights),
                             n.rating_avg, n.rating_count), n.id, u.lexeme, c.city
      FROM new_rows n CROSS JOIN LATERAL unnest(n.search) u
           CROSS JOIN LATERAL unnest(service_area_cities(n.city, n.service_areas)) c(city)
     WHERE n.status = 'approved' AND n.is_listed;
  ELSIF tg_op = 'DELETE' THEN
    DELETE FROM search_postings p
     USING old_rows o CROSS JOIN LATERAL unnest(o.search) u
           CROSS JOIN LATERAL unnest(service_area_cities(o.city, o.service_areas)) c(city)
     WHERE o.status = 'approved' AND o.is_listed
       AND p.lexeme = u.lexeme AND p.city = c.city AND p.service_id = o.id
       AND p.score = search_rank_score('A' = ANY (u.weights), 'B' = ANY (u.weights),
                                       'C' = ANY (u.weights), o.rating_avg, o.rating_count);
  ELSE
    -- The rows whose postings change come first (OFFSET 0: before any posting is looked up).
    DELETE FROM search_postings p
     USING (SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE o.status = 'approved' AND o.is_listed
               AND NOT (n.status = 'approved' AND n.is_listed
                        AND (n.search, n.coverage, n.rating_avg, n.rating_count)
                            IS NOT DISTINCT FROM (o.search, o.coverage, o.rating_avg, o.rating_count))
            OFFSET 0) o
           CROSS JOIN LATERAL unnest(o.search) u
           CROSS JOIN LATERAL unnest(service_area_cities(o.city, o.service_areas)) c(city)
     WHERE p.lexeme = u.lexeme AND p.city = c.city AND p.service_id = o.id
       AND p.score = search_rank_score('A' = ANY (u.weights), 'B' = ANY (u.weights),
                                       'C' = ANY (u.weights), o.rating_avg, o.rating_count);
    INSERT INTO search_postings (score, service_id, lexeme, city)
    SELECT search_rank_score('A' = ANY (u.weights), 'B' = ANY (u.weights), 'C' = ANY (u.weights),
                             n.rating_avg, n.rating_count), n.id, u.lexeme, c.city
      FROM new_rows n JOIN old_rows o ON o.id = n.id CROSS JOIN LATERAL unnest(n.search) u
           CROSS JOIN LATERAL unnest(service_area_cities(n.city, n.service_areas)) c(city)
     WHERE n.status = 'approved' AND n.is_listed
       AND NOT (o.status = 'approved' AND o.is_listed
                AND (n.search, n.coverage, n.rating_avg, n.rating_count)
                    IS NOT DISTINCT FROM (o.search, o.coverage, o.rating_avg, o.rating_count));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Existing services keep being found where they were and gain the form's default area: the
-- whole city of their suburb. The postings are rebuilt once afterwards, not row by row.
ALTER TABLE services DISABLE TRIGGER search_postings_update;--> statement-breakpoint
UPDATE services SET service_areas = array[city];--> statement-breakpoint
ALTER TABLE services ENABLE ALWAYS TRIGGER search_postings_update;--> statement-breakpoint
TRUNCATE search_postings;--> statement-breakpoint
INSERT INTO search_postings (score, service_id, lexeme, city)
SELECT search_rank_score('A' = ANY (u.weights), 'B' = ANY (u.weights), 'C' = ANY (u.weights),
                         s.rating_avg, s.rating_count), s.id, u.lexeme, c.city
  FROM services s CROSS JOIN LATERAL unnest(s.search) u
       CROSS JOIN LATERAL unnest(service_area_cities(s.city, s.service_areas)) c(city)
 WHERE s.status = 'approved' AND s.is_listed;--> statement-breakpoint
ANALYZE services;--> statement-breakpoint
ANALYZE search_postings;
