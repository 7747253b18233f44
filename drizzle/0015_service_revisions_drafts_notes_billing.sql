CREATE TABLE "private_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "private_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_notes_length_check" CHECK (char_length("private_notes"."note") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "service_drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"service_id" integer,
	"step" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"fields" jsonb NOT NULL,
	"images" jsonb NOT NULL,
	"rejection_reason" text,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_revisions_status_check" CHECK ("service_revisions"."status" in ('pending', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "staged_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staged_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"variants" jsonb NOT NULL,
	"original_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "private_notes" ADD CONSTRAINT "private_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_notes" ADD CONSTRAINT "private_notes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_drafts" ADD CONSTRAINT "service_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_drafts" ADD CONSTRAINT "service_drafts_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_revisions" ADD CONSTRAINT "service_revisions_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_revisions" ADD CONSTRAINT "service_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staged_images" ADD CONSTRAINT "staged_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "private_notes_user_service_unique" ON "private_notes" USING btree ("user_id","service_id");--> statement-breakpoint
CREATE INDEX "private_notes_service_idx" ON "private_notes" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_drafts_user_new_unique" ON "service_drafts" USING btree ("user_id") WHERE service_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "service_drafts_user_service_unique" ON "service_drafts" USING btree ("user_id","service_id") WHERE service_id is not null;--> statement-breakpoint
CREATE INDEX "service_drafts_updated_idx" ON "service_drafts" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_revisions_service_unique" ON "service_revisions" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_revisions_pending_idx" ON "service_revisions" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "staged_images_key_unique" ON "staged_images" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "staged_images_user_idx" ON "staged_images" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "staged_images_created_idx" ON "staged_images" USING btree ("created_at");--> statement-breakpoint
-- Payments taken before 0015: the period of the subscription they paid for (the best record kept).
UPDATE "payments" AS p SET "period_start" = s."current_period_start", "period_end" = s."current_period_end" FROM "subscriptions" AS s WHERE p."subscription_id" = s."id" AND p."status" = 'succeeded' AND p."period_start" IS NULL;
