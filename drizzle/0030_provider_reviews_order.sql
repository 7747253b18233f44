-- The provider page's reviews as ordered index ranges (issue 27 §6, decision 138): each review
-- carries its service's provider (services.added_by_id never changes), filled before insert by a
-- trigger; three partial indexes give a provider's visible reviews newest, highest or lowest
-- first, so a page reads its own rows instead of sorting all of the provider's reviews. The
-- backfill writes every review once (about a minute at 1,000,000 reviews): no timeout here.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
DROP INDEX "reviews_service_visible_idx";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "provider_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "reviews" r SET "provider_id" = s."added_by_id" FROM "services" s WHERE s."id" = r."service_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_provider_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.provider_id IS NULL OR NEW.provider_id = 0 THEN
    SELECT s.added_by_id INTO NEW.provider_id FROM services s WHERE s.id = NEW.service_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
-- Fires in the bulk seed's replica mode too (as migration 0018's); the bulk seed writes the
-- provider itself, so there the trigger only looks.
CREATE TRIGGER reviews_provider_fill BEFORE INSERT ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_provider_fill();--> statement-breakpoint
ALTER TABLE reviews ENABLE ALWAYS TRIGGER reviews_provider_fill;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_provider_check" CHECK ("reviews"."provider_id" > 0);--> statement-breakpoint
CREATE INDEX "services_hidden_owner_idx" ON "services" USING btree ("added_by_id") WHERE not (status = 'approved' and is_listed);--> statement-breakpoint
CREATE INDEX "reviews_provider_newest_idx" ON "reviews" USING btree ("provider_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"service_id","rating") WHERE not is_hidden;--> statement-breakpoint
CREATE INDEX "reviews_provider_highest_idx" ON "reviews" USING btree ("provider_id","rating" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"service_id") WHERE not is_hidden;--> statement-breakpoint
CREATE INDEX "reviews_provider_lowest_idx" ON "reviews" USING btree ("provider_id","rating","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"service_id") WHERE not is_hidden;--> statement-breakpoint
-- The planner reads provider_id's spread from the statistics (autovacuum follows the backfill).
ANALYZE reviews;
