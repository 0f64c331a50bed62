CREATE TABLE "ads_metric_hours" (
	"account_id" text NOT NULL,
	"funding_instrument_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"line_item_id" text NOT NULL,
	"creative_type" text NOT NULL,
	"creative_id" text NOT NULL,
	"placement" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"audience_size" integer NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"engagements" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"url_clicks" integer DEFAULT 0 NOT NULL,
	"app_clicks" integer DEFAULT 0 NOT NULL,
	"retweets" integer DEFAULT 0 NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"follows" integer DEFAULT 0 NOT NULL,
	"card_engagements" integer DEFAULT 0 NOT NULL,
	"qualified_impressions" integer DEFAULT 0 NOT NULL,
	"carousel_swipes" integer DEFAULT 0 NOT NULL,
	"billed_engagements" integer DEFAULT 0 NOT NULL,
	"billed_charge_local_micro" bigint DEFAULT 0 NOT NULL,
	"video_total_views" integer DEFAULT 0 NOT NULL,
	"video_views_25" integer DEFAULT 0 NOT NULL,
	"video_views_50" integer DEFAULT 0 NOT NULL,
	"video_views_75" integer DEFAULT 0 NOT NULL,
	"video_views_100" integer DEFAULT 0 NOT NULL,
	"video_3s100pct_views" integer DEFAULT 0 NOT NULL,
	"video_6s_views" integer DEFAULT 0 NOT NULL,
	"video_15s_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ads_metric_hours_line_item_id_hour_creative_id_placement_pk" PRIMARY KEY("line_item_id","hour","creative_id","placement")
);
--> statement-breakpoint
CREATE TABLE "ads_metric_segment_days" (
	"account_id" text NOT NULL,
	"funding_instrument_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"line_item_id" text NOT NULL,
	"creative_id" text NOT NULL,
	"placement" text NOT NULL,
	"day" date NOT NULL,
	"segment_type" text NOT NULL,
	"segment_value" text NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"engagements" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"url_clicks" integer DEFAULT 0 NOT NULL,
	"app_clicks" integer DEFAULT 0 NOT NULL,
	"retweets" integer DEFAULT 0 NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"follows" integer DEFAULT 0 NOT NULL,
	"card_engagements" integer DEFAULT 0 NOT NULL,
	"qualified_impressions" integer DEFAULT 0 NOT NULL,
	"carousel_swipes" integer DEFAULT 0 NOT NULL,
	"billed_engagements" integer DEFAULT 0 NOT NULL,
	"billed_charge_local_micro" bigint DEFAULT 0 NOT NULL,
	"video_total_views" integer DEFAULT 0 NOT NULL,
	"video_views_25" integer DEFAULT 0 NOT NULL,
	"video_views_50" integer DEFAULT 0 NOT NULL,
	"video_views_75" integer DEFAULT 0 NOT NULL,
	"video_views_100" integer DEFAULT 0 NOT NULL,
	"video_3s100pct_views" integer DEFAULT 0 NOT NULL,
	"video_6s_views" integer DEFAULT 0 NOT NULL,
	"video_15s_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ads_metric_segment_days_line_item_id_day_segment_type_segment_value_creative_id_placement_pk" PRIMARY KEY("line_item_id","day","segment_type","segment_value","creative_id","placement")
);
--> statement-breakpoint
ALTER TABLE "ads_metric_hours" ADD CONSTRAINT "ads_metric_hours_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_metric_segment_days" ADD CONSTRAINT "ads_metric_segment_days_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_metric_hours_campaign" ON "ads_metric_hours" USING btree ("campaign_id","hour");--> statement-breakpoint
CREATE INDEX "ads_metric_hours_funding" ON "ads_metric_hours" USING btree ("funding_instrument_id","hour");--> statement-breakpoint
CREATE INDEX "ads_metric_hours_account" ON "ads_metric_hours" USING btree ("account_id","hour");--> statement-breakpoint
CREATE INDEX "ads_metric_hours_creative" ON "ads_metric_hours" USING btree ("creative_id","hour");--> statement-breakpoint
CREATE INDEX "ads_metric_segment_days_campaign" ON "ads_metric_segment_days" USING btree ("campaign_id","segment_type","day");