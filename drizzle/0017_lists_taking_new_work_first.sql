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
