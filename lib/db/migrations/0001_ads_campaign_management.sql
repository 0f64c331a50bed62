CREATE TABLE "ads_account_apps" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"app_store_identifier" text NOT NULL,
	"os_type" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_account_features" (
	"account_id" text NOT NULL,
	"feature_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ads_account_features_account_id_feature_key_pk" PRIMARY KEY("account_id","feature_key")
);
--> statement-breakpoint
CREATE TABLE "ads_account_history" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"user_id" text,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"change_type" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"funding_instrument_id" text NOT NULL,
	"name" text NOT NULL,
	"budget_optimization" text DEFAULT 'CAMPAIGN' NOT NULL,
	"daily_budget_amount_local_micro" bigint,
	"total_budget_amount_local_micro" bigint,
	"entity_status" text DEFAULT 'ACTIVE' NOT NULL,
	"purchase_order_number" text,
	"standard_delivery" boolean,
	"duration_in_days" integer,
	"frequency_cap" integer,
	"currency" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_funding_instruments" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"credit_limit_local_micro" bigint,
	"funded_amount_local_micro" bigint,
	"entity_status" text DEFAULT 'ACTIVE' NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_line_items" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"funding_instrument_id" text NOT NULL,
	"name" text,
	"advertiser_user_id" text,
	"advertiser_domain" text,
	"objective" text NOT NULL,
	"product_type" text NOT NULL,
	"placements" jsonb NOT NULL,
	"bid_strategy" text DEFAULT 'AUTO' NOT NULL,
	"bid_amount_local_micro" bigint,
	"target_cpa_local_micro" bigint,
	"goal" text,
	"pay_by" text,
	"daily_budget_amount_local_micro" bigint,
	"total_budget_amount_local_micro" bigint,
	"standard_delivery" boolean,
	"frequency_cap" integer,
	"duration_in_days" integer,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"entity_status" text DEFAULT 'ACTIVE' NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"android_app_store_identifier" text,
	"ios_app_store_identifier" text,
	"primary_web_event_tag" text,
	"audience_expansion" text,
	"currency" text NOT NULL,
	"creative_source" text DEFAULT 'MANUAL' NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_tax_settings" (
	"account_id" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_user_settings" (
	"account_id" text NOT NULL,
	"user_id" text NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ads_user_settings_account_id_user_id_pk" PRIMARY KEY("account_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD COLUMN "max_active_campaigns" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "ads_account_apps" ADD CONSTRAINT "ads_account_apps_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_account_features" ADD CONSTRAINT "ads_account_features_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_account_history" ADD CONSTRAINT "ads_account_history_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_campaigns" ADD CONSTRAINT "ads_campaigns_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_campaigns" ADD CONSTRAINT "ads_campaigns_funding_instrument_id_ads_funding_instruments_id_fk" FOREIGN KEY ("funding_instrument_id") REFERENCES "public"."ads_funding_instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_funding_instruments" ADD CONSTRAINT "ads_funding_instruments_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_line_items" ADD CONSTRAINT "ads_line_items_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_line_items" ADD CONSTRAINT "ads_line_items_campaign_id_ads_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ads_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_tax_settings" ADD CONSTRAINT "ads_tax_settings_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_user_settings" ADD CONSTRAINT "ads_user_settings_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_history_entity" ON "ads_account_history" USING btree ("account_id","entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "ads_history_account" ON "ads_account_history" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ads_campaigns_page" ON "ads_campaigns" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ads_campaigns_name" ON "ads_campaigns" USING btree ("account_id","name","id");--> statement-breakpoint
CREATE INDEX "ads_campaigns_updated" ON "ads_campaigns" USING btree ("account_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "ads_fi_page" ON "ads_funding_instruments" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ads_line_items_page" ON "ads_line_items" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ads_line_items_campaign" ON "ads_line_items" USING btree ("campaign_id");