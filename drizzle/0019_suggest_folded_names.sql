DROP INDEX "search_words_trgm_idx";--> statement-breakpoint
ALTER TABLE "sub_categories" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (kiwi_fold(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_gist_idx" ON "search_words" USING gist ("word" gist_trgm_ops);