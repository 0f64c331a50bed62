CREATE TABLE "ads_account_media" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"media_key" text NOT NULL,
	"creative_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"media_id" text PRIMARY KEY NOT NULL,
	"media_key" text NOT NULL,
	"owner_user_id" text NOT NULL,
	"additional_owners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"media_type" text NOT NULL,
	"media_category" text NOT NULL,
	"declared_type" text,
	"total_bytes" bigint NOT NULL,
	"state" text NOT NULL,
	"progress_percent" integer DEFAULT 0 NOT NULL,
	"error" text,
	"storage_key" text,
	"poster_storage_key" text,
	"content_type" text,
	"width" integer,
	"height" integer,
	"animated" boolean,
	"duration_ms" integer,
	"aspect_ratio" text,
	"container" text,
	"codec" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "media_key_unique" UNIQUE("media_key")
);
--> statement-breakpoint
CREATE TABLE "ads_media_library" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"media_key" text NOT NULL,
	"media_type" text NOT NULL,
	"media_category" text NOT NULL,
	"name" text,
	"title" text,
	"description" text,
	"file_name" text,
	"poster_media_key" text
);
--> statement-breakpoint
CREATE TABLE "ads_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"card_type" text NOT NULL,
	"card_uri" text NOT NULL,
	"components" json,
	"slides" json,
	"media" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_image_conversation_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"card_uri" text NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"first_cta" text NOT NULL,
	"first_cta_post" text NOT NULL,
	"second_cta" text,
	"second_cta_post" text,
	"third_cta" text,
	"third_cta_post" text,
	"fourth_cta" text,
	"fourth_cta_post" text,
	"thank_you_text" text NOT NULL,
	"thank_you_url" text,
	"media_key" text NOT NULL,
	"unlocked_image_media_key" text,
	"media" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_video_conversation_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"card_uri" text NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"first_cta" text NOT NULL,
	"first_cta_post" text NOT NULL,
	"second_cta" text,
	"second_cta_post" text,
	"third_cta" text,
	"third_cta_post" text,
	"fourth_cta" text,
	"fourth_cta_post" text,
	"thank_you_text" text NOT NULL,
	"thank_you_url" text,
	"media_key" text NOT NULL,
	"unlocked_image_media_key" text,
	"media" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"poster_media_key" text,
	"unlocked_video_media_key" text
);
--> statement-breakpoint
CREATE TABLE "ads_draft_post_viewers" (
	"draft_post_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ads_draft_post_viewers_draft_post_id_user_id_pk" PRIMARY KEY("draft_post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ads_draft_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"user_id" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"card_uri" text,
	"media_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nullcast" boolean DEFAULT true NOT NULL,
	"name" text
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text,
	"text" text DEFAULT '' NOT NULL,
	"card_uri" text,
	"media_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nullcast" boolean DEFAULT true NOT NULL,
	"name" text,
	"conversation_settings" text DEFAULT 'EVERYONE' NOT NULL,
	"video_cta" text,
	"video_cta_value" text,
	"video_title" text,
	"video_description" text,
	"scheduled_post_id" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "posts_scheduled_post_unique" UNIQUE("scheduled_post_id")
);
--> statement-breakpoint
CREATE TABLE "ads_scheduled_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"user_id" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"card_uri" text,
	"media_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nullcast" boolean DEFAULT true NOT NULL,
	"name" text,
	"scheduled_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"scheduled_status" text DEFAULT 'SCHEDULED' NOT NULL,
	"reason" text,
	"post_id" text
);
--> statement-breakpoint
ALTER TABLE "ads_account_media" ADD CONSTRAINT "ads_account_media_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_account_media" ADD CONSTRAINT "ads_account_media_media_key_media_media_key_fk" FOREIGN KEY ("media_key") REFERENCES "public"."media"("media_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_media_library" ADD CONSTRAINT "ads_media_library_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_media_library" ADD CONSTRAINT "ads_media_library_media_key_media_media_key_fk" FOREIGN KEY ("media_key") REFERENCES "public"."media"("media_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_cards" ADD CONSTRAINT "ads_cards_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_image_conversation_cards" ADD CONSTRAINT "ads_image_conversation_cards_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_video_conversation_cards" ADD CONSTRAINT "ads_video_conversation_cards_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_draft_post_viewers" ADD CONSTRAINT "ads_draft_post_viewers_draft_post_id_ads_draft_posts_id_fk" FOREIGN KEY ("draft_post_id") REFERENCES "public"."ads_draft_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_draft_post_viewers" ADD CONSTRAINT "ads_draft_post_viewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_draft_posts" ADD CONSTRAINT "ads_draft_posts_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_draft_posts" ADD CONSTRAINT "ads_draft_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_scheduled_posts" ADD CONSTRAINT "ads_scheduled_posts_account_id_ad_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_scheduled_posts" ADD CONSTRAINT "ads_scheduled_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_account_media_page" ON "ads_account_media" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "media_expiry" ON "media" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "media_storage_key" ON "media" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "media_poster_storage_key" ON "media" USING btree ("poster_storage_key");--> statement-breakpoint
CREATE INDEX "ads_media_library_page" ON "ads_media_library" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ads_media_library_key" ON "ads_media_library" USING btree ("account_id","media_key");--> statement-breakpoint
CREATE INDEX "ads_cards_page" ON "ads_cards" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ads_cards_uri" ON "ads_cards" USING btree ("card_uri");--> statement-breakpoint
CREATE INDEX "ads_image_conversation_cards_page" ON "ads_image_conversation_cards" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ads_image_conversation_cards_uri" ON "ads_image_conversation_cards" USING btree ("card_uri");--> statement-breakpoint
CREATE INDEX "ads_video_conversation_cards_page" ON "ads_video_conversation_cards" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ads_video_conversation_cards_uri" ON "ads_video_conversation_cards" USING btree ("card_uri");--> statement-breakpoint
CREATE INDEX "ads_draft_posts_page" ON "ads_draft_posts" USING btree ("account_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "posts_account_page" ON "posts" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_user_recent" ON "posts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ads_scheduled_posts_page" ON "ads_scheduled_posts" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ads_scheduled_posts_window" ON "ads_scheduled_posts" USING btree ("account_id","scheduled_at");