CREATE TABLE "news_stories" (
	"id" text PRIMARY KEY NOT NULL,
	"anchor" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"hook" text NOT NULL,
	"summary" text NOT NULL,
	"disclaimer" text NOT NULL,
	"contexts" jsonb NOT NULL,
	"keywords" jsonb NOT NULL,
	"post_ids" jsonb NOT NULL,
	"terms" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "stream_rules_app_value";--> statement-breakpoint
ALTER TABLE "stream_rules" ADD COLUMN "product" text DEFAULT 'filtered_stream' NOT NULL;--> statement-breakpoint
CREATE INDEX "news_stories_updated" ON "news_stories" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stream_rules_app_product_value" ON "stream_rules" USING btree ("app_id","product","value");