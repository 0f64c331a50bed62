CREATE TABLE "ads_custom_audience_permissions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"custom_audience_id" text NOT NULL,
	"granted_account_id" text NOT NULL,
	"permission_level" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_custom_audiences" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"audience_type" text NOT NULL,
	"partner_source" text DEFAULT 'OTHER' NOT NULL,
	"targetable" boolean DEFAULT false NOT NULL,
	"reasons_not_targetable" jsonb DEFAULT '["PROCESSING","TOO_SMALL"]'::jsonb NOT NULL,
	"audience_size" integer,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ads_targeting_criteria" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"line_item_id" text NOT NULL,
	"targeting_type" text NOT NULL,
	"targeting_value" text NOT NULL,
	"operator_type" text DEFAULT 'EQ' NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_line_item_curated_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"line_item_id" text NOT NULL,
	"curated_category_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_media_creatives" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"line_item_id" text NOT NULL,
	"account_media_id" text NOT NULL,
	"creative_type" text NOT NULL,
	"landing_url" text,
	"entity_status" text DEFAULT 'ACTIVE' NOT NULL,
	"approval_status" text DEFAULT 'ACCEPTED' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_promoted_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"line_item_id" text NOT NULL,
	"user_id" text NOT NULL,
	"entity_status" text DEFAULT 'ACTIVE' NOT NULL,
	"approval_status" text DEFAULT 'ACCEPTED' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_promoted_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"line_item_id" text NOT NULL,
	"post_id" text NOT NULL,
	"source_post_id" text NOT NULL,
	"entity_status" text DEFAULT 'ACTIVE' NOT NULL,
	"approval_status" text DEFAULT 'ACCEPTED' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_scheduled_promoted_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"line_item_id" text NOT NULL,
	"scheduled_post_id" text NOT NULL,
	"post_id" text
);
--> statement-breakpoint
ALTER TABLE "ads_custom_audience_permissions" ADD CONSTRAINT "ads_custom_audience_permissions_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_custom_audience_permissions" ADD CONSTRAINT "ads_custom_audience_permissions_custom_audience_id_ads_custom_audiences_id_fk" FOREIGN KEY ("custom_audience_id") REFERENCES "public"."ads_custom_audiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_custom_audiences" ADD CONSTRAINT "ads_custom_audiences_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_targeting_criteria" ADD CONSTRAINT "ads_targeting_criteria_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_targeting_criteria" ADD CONSTRAINT "ads_targeting_criteria_line_item_id_ads_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."ads_line_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_line_item_curated_categories" ADD CONSTRAINT "ads_line_item_curated_categories_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_line_item_curated_categories" ADD CONSTRAINT "ads_line_item_curated_categories_line_item_id_ads_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."ads_line_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_media_creatives" ADD CONSTRAINT "ads_media_creatives_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_media_creatives" ADD CONSTRAINT "ads_media_creatives_line_item_id_ads_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."ads_line_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_media_creatives" ADD CONSTRAINT "ads_media_creatives_account_media_id_ads_account_media_id_fk" FOREIGN KEY ("account_media_id") REFERENCES "public"."ads_account_media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_promoted_accounts" ADD CONSTRAINT "ads_promoted_accounts_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_promoted_accounts" ADD CONSTRAINT "ads_promoted_accounts_line_item_id_ads_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."ads_line_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_promoted_posts" ADD CONSTRAINT "ads_promoted_posts_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_promoted_posts" ADD CONSTRAINT "ads_promoted_posts_line_item_id_ads_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."ads_line_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_scheduled_promoted_posts" ADD CONSTRAINT "ads_scheduled_promoted_posts_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_scheduled_promoted_posts" ADD CONSTRAINT "ads_scheduled_promoted_posts_line_item_id_ads_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."ads_line_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_scheduled_promoted_posts" ADD CONSTRAINT "ads_scheduled_promoted_posts_scheduled_post_id_ads_scheduled_posts_id_fk" FOREIGN KEY ("scheduled_post_id") REFERENCES "public"."ads_scheduled_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_audience_permissions_page" ON "ads_custom_audience_permissions" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ads_audience_permissions_audience" ON "ads_custom_audience_permissions" USING btree ("custom_audience_id");--> statement-breakpoint
CREATE INDEX "ads_audience_permissions_granted" ON "ads_custom_audience_permissions" USING btree ("granted_account_id");--> statement-breakpoint
CREATE INDEX "ads_custom_audiences_page" ON "ads_custom_audiences" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ads_custom_audiences_name" ON "ads_custom_audiences" USING btree ("account_id",lower("name")) WHERE "ads_custom_audiences"."deleted" = false;--> statement-breakpoint
CREATE INDEX "ads_targeting_criteria_page" ON "ads_targeting_criteria" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ads_targeting_criteria_line_item" ON "ads_targeting_criteria" USING btree ("line_item_id","targeting_type","targeting_value");--> statement-breakpoint
CREATE INDEX "ads_targeting_criteria_value" ON "ads_targeting_criteria" USING btree ("targeting_type","targeting_value");--> statement-breakpoint
CREATE INDEX "ads_line_item_curated_categories_page" ON "ads_line_item_curated_categories" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ads_line_item_curated_categories_line_item" ON "ads_line_item_curated_categories" USING btree ("line_item_id");--> statement-breakpoint
CREATE INDEX "ads_media_creatives_page" ON "ads_media_creatives" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ads_media_creatives_line_item" ON "ads_media_creatives" USING btree ("line_item_id");--> statement-breakpoint
CREATE INDEX "ads_promoted_accounts_page" ON "ads_promoted_accounts" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ads_promoted_accounts_line_item" ON "ads_promoted_accounts" USING btree ("line_item_id","user_id");--> statement-breakpoint
CREATE INDEX "ads_promoted_posts_page" ON "ads_promoted_posts" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ads_promoted_posts_line_item" ON "ads_promoted_posts" USING btree ("line_item_id","post_id");--> statement-breakpoint
CREATE INDEX "ads_promoted_posts_source" ON "ads_promoted_posts" USING btree ("account_id","source_post_id");--> statement-breakpoint
CREATE INDEX "ads_scheduled_promoted_posts_page" ON "ads_scheduled_promoted_posts" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ads_scheduled_promoted_posts_scheduled" ON "ads_scheduled_promoted_posts" USING btree ("scheduled_post_id");