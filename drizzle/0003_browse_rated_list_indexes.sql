DROP INDEX "services_public_sub_category_idx";--> statement-breakpoint
DROP INDEX "services_public_category_idx";--> statement-breakpoint
DROP INDEX "services_public_location_idx";--> statement-breakpoint
CREATE INDEX "services_public_sub_category_idx" ON "services" USING btree ("sub_category_id","city","suburb","rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "services_public_category_idx" ON "services" USING btree ("category_id","city","suburb","rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "services_public_location_idx" ON "services" USING btree ("city","suburb","rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved';