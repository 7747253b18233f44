-- The provider directory and provider ratings as index-only reads (decision 087): the users who
-- may be listed, newest first; a provider's public services with their rating sums. Building them
-- at 1,000,000 services takes seconds: no timeout for this transaction.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
CREATE INDEX "users_listed_role_created_idx" ON "users" USING btree ("role_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."is_verified" and not "users"."is_suspended";--> statement-breakpoint
CREATE INDEX "services_public_owner_idx" ON "services" USING btree ("added_by_id","rating_sum","rating_count") WHERE status = 'approved' and is_listed;