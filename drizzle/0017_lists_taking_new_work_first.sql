-- Issue 24 (decision 116): every public list puts the services whose provider is not taking new
-- work last, so each list index leads its order with taking_new_work (after its equalities); the
-- indexes that place filters read carry city, suburb and coverage as trailing columns, so an area
-- search is an index-only scan filtering on the coverage keys.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
DROP INDEX "services_public_sub_category_idx";--> statement-breakpoint
DROP INDEX "services_public_sub_category_city_idx";--> statement-breakpoint
DROP INDEX "services_public_category_idx";--> statement-breakpoint
DROP INDEX "services_public_category_city_idx";--> statement-breakpoint
DROP INDEX "services_public_sub_category_rating_idx";--> statement-breakpoint
DROP INDEX "services_public_city_idx";--> statement-breakpoint
DROP INDEX "services_public_location_idx";--> statement-breakpoint
DROP INDEX "services_public_newest_idx";--> statement-breakpoint
DROP INDEX "services_public_rating_idx";--> statement-breakpoint
DROP INDEX "services_public_type_residential_idx";--> statement-breakpoint
DROP INDEX "services_public_type_commercial_idx";--> statement-breakpoint
DROP INDEX "services_public_type_trade_idx";--> statement-breakpoint
CREATE INDEX "services_public_category_rating_idx" ON "services" USING btree ("category_id","taking_new_work" DESC NULLS LAST,"rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST,"city","suburb","coverage") WHERE status = 'approved' and is_listed;--> statement-breakpoint
CREATE INDEX "services_public_sub_category_idx" ON "services" USING btree ("sub_category_id","city","suburb","taking_new_work" DESC NULLS LAST,"rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and is_listed;--> statement-breakpoint
CREATE INDEX "services_public_sub_category_city_idx" ON "services" USING btree ("sub_category_id","city","taking_new_work" DESC NULLS LAST,"rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and is_listed;--> statement-breakpoint
CREATE INDEX "services_public_category_idx" ON "services" USING btree ("category_id","city","suburb","taking_new_work" DESC NULLS LAST,"rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and is_listed;--> statement-breakpoint
CREATE INDEX "services_public_category_city_idx" ON "services" USING btree ("category_id","city","taking_new_work" DESC NULLS LAST,"rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and is_listed;--> statement-breakpoint
CREATE INDEX "services_public_sub_category_rating_idx" ON "services" USING btree ("sub_category_id","taking_new_work" DESC NULLS LAST,"rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST,"city","suburb","coverage") WHERE status = 'approved' and is_listed;--> statement-breakpoint
CREATE INDEX "services_public_city_idx" ON "services" USING btree ("city","taking_new_work" DESC NULLS LAST,"rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and is_listed;--> statement-breakpoint
CREATE INDEX "services_public_location_idx" ON "services" USING btree ("city","suburb","taking_new_work" DESC NULLS LAST,"rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and is_listed;--> statement-breakpoint
CREATE INDEX "services_public_newest_idx" ON "services" USING btree ("taking_new_work" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"city","suburb","coverage") WHERE status = 'approved' and is_listed;--> statement-breakpoint
CREATE INDEX "services_public_rating_idx" ON "services" USING btree ("taking_new_work" DESC NULLS LAST,"rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST,"city","suburb","coverage") WHERE status = 'approved' and is_listed;--> statement-breakpoint
CREATE INDEX "services_public_type_residential_idx" ON "services" USING btree ("taking_new_work" DESC NULLS LAST,"rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and is_listed and service_types @> array['residential']::text[];--> statement-breakpoint
CREATE INDEX "services_public_type_commercial_idx" ON "services" USING btree ("taking_new_work" DESC NULLS LAST,"rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and is_listed and service_types @> array['commercial']::text[];--> statement-breakpoint
CREATE INDEX "services_public_type_trade_idx" ON "services" USING btree ("taking_new_work" DESC NULLS LAST,"rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and is_listed and service_types @> array['trade']::text[];--> statement-breakpoint
ANALYZE services;
--> statement-breakpoint
-- Relevance puts those not taking new work last too (decision 116): their postings score below
-- every other's (the same score otherwise), so a walk in score order keeps that order.
CREATE OR REPLACE FUNCTION search_rank_score(in_title boolean, in_business boolean,
                                             in_description boolean, rating_avg real,
                                             rating_count integer, taking_new_work boolean)
RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT search_rank_score(in_title, in_business, in_description, rating_avg, rating_count)
         - CASE WHEN taking_new_work THEN 0 ELSE 8 << 24 END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_postings_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'TRUNCATE' THEN
    TRUNCATE search_postings;
  ELSIF tg_op = 'INSERT' THEN
    INSERT INTO search_postings (score, service_id, lexeme, city)
    SELECT search_rank_score('A' = ANY (u.weights), 'B' = ANY (u.weights), 'C' = ANY (u.weights),
                             n.rating_avg, n.rating_count, n.taking_new_work), n.id, u.lexeme, c.city
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
                                       'C' = ANY (u.weights), o.rating_avg, o.rating_count, o.taking_new_work);
  ELSE
    -- The rows whose postings change come first (OFFSET 0: before any posting is looked up).
    DELETE FROM search_postings p
     USING (SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE o.status = 'approved' AND o.is_listed
               AND NOT (n.status = 'approved' AND n.is_listed
                        AND (n.search, n.coverage, n.rating_avg, n.rating_count, n.taking_new_work)
                            IS NOT DISTINCT FROM (o.search, o.coverage, o.rating_avg, o.rating_count, o.taking_new_work))
            OFFSET 0) o
           CROSS JOIN LATERAL unnest(o.search) u
           CROSS JOIN LATERAL unnest(service_area_cities(o.city, o.service_areas)) c(city)
     WHERE p.lexeme = u.lexeme AND p.city = c.city AND p.service_id = o.id
       AND p.score = search_rank_score('A' = ANY (u.weights), 'B' = ANY (u.weights),
                                       'C' = ANY (u.weights), o.rating_avg, o.rating_count, o.taking_new_work);
    INSERT INTO search_postings (score, service_id, lexeme, city)
    SELECT search_rank_score('A' = ANY (u.weights), 'B' = ANY (u.weights), 'C' = ANY (u.weights),
                             n.rating_avg, n.rating_count, n.taking_new_work), n.id, u.lexeme, c.city
      FROM new_rows n JOIN old_rows o ON o.id = n.id CROSS JOIN LATERAL unnest(n.search) u
           CROSS JOIN LATERAL unnest(service_area_cities(n.city, n.service_areas)) c(city)
     WHERE n.status = 'approved' AND n.is_listed
       AND NOT (o.status = 'approved' AND o.is_listed
                AND (n.search, n.coverage, n.rating_avg, n.rating_count, n.taking_new_work)
                    IS NOT DISTINCT FROM (o.search, o.coverage, o.rating_avg, o.rating_count, o.taking_new_work));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
TRUNCATE search_postings;--> statement-breakpoint
INSERT INTO search_postings (score, service_id, lexeme, city)
SELECT search_rank_score('A' = ANY (u.weights), 'B' = ANY (u.weights), 'C' = ANY (u.weights),
                         s.rating_avg, s.rating_count, s.taking_new_work), s.id, u.lexeme, c.city
  FROM services s CROSS JOIN LATERAL unnest(s.search) u
       CROSS JOIN LATERAL unnest(service_area_cities(s.city, s.service_areas)) c(city)
 WHERE s.status = 'approved' AND s.is_listed;--> statement-breakpoint
ANALYZE search_postings;
