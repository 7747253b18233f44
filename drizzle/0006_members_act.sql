ALTER TABLE "outbox_emails" ADD COLUMN "reply_to" text;--> statement-breakpoint
CREATE INDEX "enquiries_unread_idx" ON "enquiries" USING btree ("provider_id") WHERE not is_read;