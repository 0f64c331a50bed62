CREATE TABLE "ads_delivery_clocks" (
	"account_id" text PRIMARY KEY NOT NULL,
	"next_hour" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_delivery_totals" (
	"entity_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"entity_type" text NOT NULL,
	"spent_local_micro" bigint DEFAULT 0 NOT NULL,
	"day" date,
	"day_spent_local_micro" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone,
	"window_impressions" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ads_campaigns" ADD COLUMN "delivery_stop" text;--> statement-breakpoint
ALTER TABLE "ads_funding_instruments" ADD COLUMN "spent_local_micro" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ads_line_items" ADD COLUMN "delivery_stop" text;--> statement-breakpoint
ALTER TABLE "ads_delivery_clocks" ADD CONSTRAINT "ads_delivery_clocks_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_delivery_totals" ADD CONSTRAINT "ads_delivery_totals_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_delivery_totals_account" ON "ads_delivery_totals" USING btree ("account_id");