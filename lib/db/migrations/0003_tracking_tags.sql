CREATE TABLE "ads_tracking_tags" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"line_item_id" text NOT NULL,
	"tracking_tag_type" text NOT NULL,
	"tracking_tag_url" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ads_tracking_tags" ADD CONSTRAINT "ads_tracking_tags_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_tracking_tags" ADD CONSTRAINT "ads_tracking_tags_line_item_id_ads_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."ads_line_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_tracking_tags_page" ON "ads_tracking_tags" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ads_tracking_tags_line_item" ON "ads_tracking_tags" USING btree ("line_item_id");