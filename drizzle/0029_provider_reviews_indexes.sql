DROP INDEX "job_invites_service_idx";--> statement-breakpoint
CREATE INDEX "reviews_service_visible_idx" ON "reviews" USING btree ("service_id","rating","created_at","id") WHERE not is_hidden;--> statement-breakpoint
CREATE INDEX "job_invites_service_job_idx" ON "job_invites" USING btree ("service_id","job_id");