-- The provider directory as index reads (decision 121): each provider's public services and the
-- rating sums over them are kept on users by triggers on services, so the directory sorts by rating
-- and filters listed providers without reading every provider's services; its sub category and
-- city filters probe the provider's entries of its public services index (sub category, owner;
-- owner, with sub category and coverage keys); its name search reads a stored folded name.
-- Building the indexes at 1,000,000 services takes seconds: no timeout for this transaction.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_services" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_rating" numeric GENERATED ALWAYS AS (case when public_rating_count > 0 then round(public_rating_sum::numeric / public_rating_count, 1) else 0 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_name_folded" text GENERATED ALWAYS AS (kiwi_fold(coalesce(business_name, ''))) STORED NOT NULL;--> statement-breakpoint

-- The public services of these providers, counted and summed again (an index-only read of
-- services_public_owner_idx each); rows already right are not written.
CREATE OR REPLACE FUNCTION provider_public_stats_refresh(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE users u
     SET public_services = x.n, public_rating_sum = x.s, public_rating_count = x.c
    FROM (SELECT i.id, count(o.id)::int AS n, coalesce(sum(o.rating_sum), 0)::int AS s,
                 coalesce(sum(o.rating_count), 0)::int AS c
            FROM unnest(ids) i(id)
            LEFT JOIN services o ON o.added_by_id = i.id AND o.status = 'approved' AND o.is_listed
           GROUP BY i.id) x
   WHERE u.id = x.id
     AND (u.public_services, u.public_rating_sum, u.public_rating_count)
         IS DISTINCT FROM (x.n, x.s, x.c)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION provider_public_stats_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'TRUNCATE' THEN
    UPDATE users SET public_services = 0, public_rating_sum = 0, public_rating_count = 0
     WHERE public_services <> 0 OR public_rating_sum <> 0 OR public_rating_count <> 0;
  ELSIF tg_op = 'INSERT' THEN
    PERFORM provider_public_stats_refresh(array(
      SELECT DISTINCT added_by_id FROM new_rows WHERE status = 'approved' AND is_listed));
  ELSIF tg_op = 'DELETE' THEN
    PERFORM provider_public_stats_refresh(array(
      SELECT DISTINCT added_by_id FROM old_rows WHERE status = 'approved' AND is_listed));
  ELSE
    -- Only rows whose public state, owner or rating sums changed (an edit of the text, a
    -- price or availability leaves the providers alone).
    PERFORM provider_public_stats_refresh(array(
      SELECT DISTINCT unnest(array[o.added_by_id, n.added_by_id])
        FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE ((o.status = 'approved' AND o.is_listed) OR (n.status = 'approved' AND n.is_listed))
         AND (o.status, o.is_listed, o.added_by_id, o.rating_sum, o.rating_count)
             IS DISTINCT FROM (n.status, n.is_listed, n.added_by_id, n.rating_sum, n.rating_count)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER provider_public_stats_insert AFTER INSERT ON services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION provider_public_stats_sync();--> statement-breakpoint
CREATE TRIGGER provider_public_stats_update AFTER UPDATE ON services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION provider_public_stats_sync();--> statement-breakpoint
CREATE TRIGGER provider_public_stats_delete AFTER DELETE ON services
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION provider_public_stats_sync();--> statement-breakpoint
CREATE TRIGGER provider_public_stats_truncate AFTER TRUNCATE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION provider_public_stats_sync();--> statement-breakpoint
-- As the search postings' triggers (migration 0012): they fire in the bulk seed's replica mode too.
ALTER TABLE services ENABLE ALWAYS TRIGGER provider_public_stats_insert;--> statement-breakpoint
ALTER TABLE services ENABLE ALWAYS TRIGGER provider_public_stats_update;--> statement-breakpoint
ALTER TABLE services ENABLE ALWAYS TRIGGER provider_public_stats_delete;--> statement-breakpoint
ALTER TABLE services ENABLE ALWAYS TRIGGER provider_public_stats_truncate;--> statement-breakpoint
-- The providers as they are now.
UPDATE users u
   SET public_services = x.n, public_rating_sum = x.s, public_rating_count = x.c
  FROM (SELECT added_by_id AS id, count(*)::int AS n, sum(rating_sum)::int AS s,
               sum(rating_count)::int AS c
          FROM services WHERE status = 'approved' AND is_listed GROUP BY added_by_id) x
 WHERE u.id = x.id;--> statement-breakpoint
DROP INDEX "users_business_name_fold_trgm_idx";--> statement-breakpoint
DROP INDEX "services_public_owner_idx";--> statement-breakpoint
CREATE INDEX "users_directory_newest_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role_id = 2 and is_verified and not is_suspended and public_services > 0;--> statement-breakpoint
CREATE INDEX "users_directory_rating_idx" ON "users" USING btree ("public_rating" DESC NULLS LAST,"public_rating_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role_id = 2 and is_verified and not is_suspended and public_services > 0;--> statement-breakpoint
CREATE INDEX "services_public_sub_category_owner_idx" ON "services" USING btree ("sub_category_id","added_by_id") WHERE status = 'approved' and is_listed;--> statement-breakpoint
CREATE INDEX "users_business_name_fold_trgm_idx" ON "users" USING gin ("business_name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_public_owner_idx" ON "services" USING btree ("added_by_id","rating_sum","rating_count","sub_category_id","coverage") WHERE status = 'approved' and is_listed;--> statement-breakpoint
ANALYZE users;--> statement-breakpoint
ANALYZE services;
