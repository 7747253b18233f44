CREATE TABLE "job_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"state" text DEFAULT 'invited' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"decline_reason" text,
	"conversation_id" integer
);
--> statement-breakpoint
CREATE TABLE "job_quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"invite_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"amount_max_cents" integer,
	"includes" text NOT NULL,
	"earliest_start" date NOT NULL,
	"valid_days" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_quotes_amount_check" CHECK ("job_quotes"."amount_cents" > 0),
	CONSTRAINT "job_quotes_range_check" CHECK (("job_quotes"."kind" = 'fixed' and "job_quotes"."amount_max_cents" is null) or ("job_quotes"."kind" = 'range' and "job_quotes"."amount_max_cents" > "job_quotes"."amount_cents"))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"city" text NOT NULL,
	"suburb" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"timing" text NOT NULL,
	"start_date" date,
	"budget" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"hired_at" timestamp with time zone,
	"hired_service_id" integer,
	"hired_provider_id" integer,
	"done_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"member_seen_at" timestamp with time zone,
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('open', 'hired', 'completed', 'cancelled', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "job_invites" ADD CONSTRAINT "job_invites_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invites" ADD CONSTRAINT "job_invites_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invites" ADD CONSTRAINT "job_invites_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invites" ADD CONSTRAINT "job_invites_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_quotes" ADD CONSTRAINT "job_quotes_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_quotes" ADD CONSTRAINT "job_quotes_invite_id_job_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."job_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_quotes" ADD CONSTRAINT "job_quotes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_quotes" ADD CONSTRAINT "job_quotes_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_hired_service_id_services_id_fk" FOREIGN KEY ("hired_service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_hired_provider_id_users_id_fk" FOREIGN KEY ("hired_provider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_invites_job_provider_unique" ON "job_invites" USING btree ("job_id","provider_id");--> statement-breakpoint
CREATE INDEX "job_invites_provider_created_idx" ON "job_invites" USING btree ("provider_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_invites_provider_state_created_idx" ON "job_invites" USING btree ("provider_id","state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_invites_service_idx" ON "job_invites" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_quotes_job_provider_unique" ON "job_quotes" USING btree ("job_id","provider_id");--> statement-breakpoint
CREATE INDEX "job_quotes_job_idx" ON "job_quotes" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "job_quotes_provider_idx" ON "job_quotes" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "jobs_member_created_idx" ON "jobs" USING btree ("member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_member_state_created_idx" ON "jobs" USING btree ("member_id","state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_open_expiry_idx" ON "jobs" USING btree ("expires_at") WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "jobs_hired_done_idx" ON "jobs" USING btree ("done_at") WHERE state = 'hired' and done_at is not null;--> statement-breakpoint
CREATE INDEX "jobs_sub_category_state_idx" ON "jobs" USING btree ("sub_category_id","state");--> statement-breakpoint
CREATE INDEX "jobs_hired_service_idx" ON "jobs" USING btree ("hired_service_id","member_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;