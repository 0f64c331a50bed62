CREATE TABLE "ads_stats_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"entity" text NOT NULL,
	"entity_ids" jsonb NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"granularity" text NOT NULL,
	"metric_groups" jsonb NOT NULL,
	"placement" text NOT NULL,
	"segmentation_type" text,
	"storage_key" text,
	"error" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ads_stats_jobs" ADD CONSTRAINT "ads_stats_jobs_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_stats_jobs_account" ON "ads_stats_jobs" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ads_stats_jobs_expires" ON "ads_stats_jobs" USING btree ("expires_at");