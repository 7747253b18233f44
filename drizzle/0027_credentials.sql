CREATE TABLE "provider_credentials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_credentials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text,
	"classes" text[] DEFAULT '{}'::text[] NOT NULL,
	"insurer" text,
	"amount_cents" bigint,
	"expires_on" date,
	"certificate_key" text,
	"certificate_type" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"checked_on" date,
	"checked_by_id" integer,
	"reason" text,
	"expiry_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_credentials_state_check" CHECK ("provider_credentials"."state" in ('pending', 'approved', 'rejected', 'expired', 'replaced')),
	CONSTRAINT "provider_credentials_kind_check" CHECK ("provider_credentials"."kind" in ('nzbn', 'lbp', 'ewrb', 'pgdb', 'insurance'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "badges" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "provider_licensed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_credentials" ADD CONSTRAINT "provider_credentials_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_credentials" ADD CONSTRAINT "provider_credentials_checked_by_id_users_id_fk" FOREIGN KEY ("checked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_credentials_queue_idx" ON "provider_credentials" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "provider_credentials_provider_idx" ON "provider_credentials" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_credentials_one_pending_unique" ON "provider_credentials" USING btree ("provider_id","kind") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "provider_credentials_insurance_expiry_idx" ON "provider_credentials" USING btree ("expires_on") WHERE state = 'approved' and kind = 'insurance';--> statement-breakpoint
CREATE INDEX "services_public_licensed_idx" ON "services" USING btree ("sub_category_id","taking_new_work" DESC NULLS LAST,"rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST,"city","suburb","coverage") WHERE status = 'approved' and is_listed and provider_licensed;