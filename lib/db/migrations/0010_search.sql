ALTER TABLE "posts" ADD COLUMN "lang" text DEFAULT 'und' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', text)) STORED;--> statement-breakpoint
CREATE INDEX "posts_recent" ON "posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "posts_search" ON "posts" USING gin ("search_vector");