CREATE TABLE "card_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"last4" text NOT NULL,
	"brand" text NOT NULL,
	"outcome" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "services_public_sub_category_idx";--> statement-breakpoint
DROP INDEX "services_public_sub_category_city_idx";--> statement-breakpoint
DROP INDEX "services_public_category_idx";--> statement-breakpoint
DROP INDEX "services_public_category_city_idx";--> statement-breakpoint
DROP INDEX "services_public_sub_category_rating_idx";--> statement-breakpoint
DROP INDEX "services_public_city_idx";--> statement-breakpoint
DROP INDEX "services_public_location_idx";--> statement-breakpoint
DROP INDEX "services_public_newest_idx";--> statement-breakpoint
DROP INDEX "services_public_rating_idx";--> statement-breakpoint
DROP INDEX "services_public_popular_idx";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "is_listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'subscription' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ending_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "last_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_tokens" ADD CONSTRAINT "card_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_tokens_user_idx" ON "card_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "services_changed_idx" ON "services" USING btree ("changed_at") WHERE changed_at is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_open_periods_idx" ON "subscriptions" USING btree ("current_period_end") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "services_public_sub_category_idx" ON "services" USING btree ("sub_category_id","city","suburb","rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and is_listed;--> statement-breakpoint
CREATE INDEX "services_public_sub_category_city_idx" ON "services" USING btree ("sub_category_id","city","rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and is_listed;--> statement-breakpoint
CREATE INDEX "services_public_category_idx" ON "services" USING btree ("category_id","city","suburb","rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and is_listed;--> statement-breakpoint
CREATE INDEX "services_public_category_city_idx" ON "services" USING btree ("category_id","city","rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and is_listed;--> statement-breakpoint
CREATE INDEX "services_public_sub_category_rating_idx" ON "services" USING btree ("sub_category_id","rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and is_listed;--> statement-breakpoint
CREATE INDEX "services_public_city_idx" ON "services" USING btree ("city","rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and is_listed;--> statement-breakpoint
CREATE INDEX "services_public_location_idx" ON "services" USING btree ("city","suburb","rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and is_listed;--> statement-breakpoint
CREATE INDEX "services_public_newest_idx" ON "services" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and is_listed;--> statement-breakpoint
CREATE INDEX "services_public_rating_idx" ON "services" USING btree ("rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and is_listed;--> statement-breakpoint
CREATE INDEX "services_public_popular_idx" ON "services" USING btree ("rating_count" DESC NULLS LAST,"rating_avg" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and is_listed;