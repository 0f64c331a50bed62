CREATE TABLE "platform_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"payload" jsonb NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"app_id" text,
	"webhook_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "platform_events_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "webhook_crc_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"webhook_id" text NOT NULL,
	"trigger" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"status" integer,
	"latency_ms" integer,
	"response_excerpt" text,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"url" text NOT NULL,
	"valid" boolean DEFAULT false NOT NULL,
	"validated_at" timestamp with time zone,
	"last_crc_at" timestamp with time zone,
	"invalid_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_activity_subscriptions" (
	"webhook_id" text NOT NULL,
	"user_id" text NOT NULL,
	"app_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_activity_subscriptions_webhook_id_user_id_pk" PRIMARY KEY("webhook_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "activity_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"event_type" text NOT NULL,
	"filter_user_id" text,
	"filter_keyword" text,
	"filter_direction" text,
	"tag" text,
	"webhook_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"endpoint_name" text NOT NULL,
	"client_ip" text,
	"connected_at" timestamp with time zone NOT NULL,
	"disconnected_at" timestamp with time zone,
	"disconnect_reason" text,
	"kill_requested" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"value" text NOT NULL,
	"tag" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_webhook_links" (
	"webhook_id" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"delivery_id" text NOT NULL,
	"webhook_id" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"request_headers" jsonb NOT NULL,
	"status" integer,
	"latency_ms" integer NOT NULL,
	"response_excerpt" text,
	"error" text,
	"replay_job_id" text
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"kind" text NOT NULL,
	"webhook_id" text NOT NULL,
	"app_id" text NOT NULL,
	"product" text NOT NULL,
	"subscription_id" text DEFAULT '' NOT NULL,
	"body" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_replay_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"webhook_id" text NOT NULL,
	"app_id" text NOT NULL,
	"from_date" timestamp with time zone NOT NULL,
	"to_date" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"resent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_image_url" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_banner_url" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "premium" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "previous_post_id" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "edit_history_post_ids" jsonb;--> statement-breakpoint
ALTER TABLE "platform_events" ADD CONSTRAINT "platform_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_events" ADD CONSTRAINT "platform_events_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_events" ADD CONSTRAINT "platform_events_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_crc_checks" ADD CONSTRAINT "webhook_crc_checks_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_activity_subscriptions" ADD CONSTRAINT "account_activity_subscriptions_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_activity_subscriptions" ADD CONSTRAINT "account_activity_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_activity_subscriptions" ADD CONSTRAINT "account_activity_subscriptions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_subscriptions" ADD CONSTRAINT "activity_subscriptions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_subscriptions" ADD CONSTRAINT "activity_subscriptions_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_connections" ADD CONSTRAINT "stream_connections_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_rules" ADD CONSTRAINT "stream_rules_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_webhook_links" ADD CONSTRAINT "stream_webhook_links_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_webhook_links" ADD CONSTRAINT "stream_webhook_links_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_platform_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."platform_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_replay_jobs" ADD CONSTRAINT "webhook_replay_jobs_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_replay_jobs" ADD CONSTRAINT "webhook_replay_jobs_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_events_time" ON "platform_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "platform_events_user" ON "platform_events" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "webhook_crc_checks_recent" ON "webhook_crc_checks" USING btree ("webhook_id","checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhooks_app_url" ON "webhooks" USING btree ("app_id","url");--> statement-breakpoint
CREATE INDEX "webhooks_crc_due" ON "webhooks" USING btree ("validated_at");--> statement-breakpoint
CREATE INDEX "account_activity_subscriptions_user" ON "account_activity_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_activity_subscriptions_app" ON "account_activity_subscriptions" USING btree ("app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_subscriptions_same" ON "activity_subscriptions" USING btree ("app_id","event_type",coalesce("filter_user_id", ''),lower(coalesce("filter_keyword", '')),coalesce("filter_direction", ''));--> statement-breakpoint
CREATE INDEX "activity_subscriptions_kind" ON "activity_subscriptions" USING btree ("event_type");--> statement-breakpoint
CREATE INDEX "stream_connections_app" ON "stream_connections" USING btree ("app_id","connected_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stream_rules_app_value" ON "stream_rules" USING btree ("app_id","value");--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery" ON "webhook_attempts" USING btree ("delivery_id","attempted_at");--> statement-breakpoint
CREATE INDEX "webhook_attempts_webhook" ON "webhook_attempts" USING btree ("webhook_id","attempted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_once" ON "webhook_deliveries" USING btree ("event_id","webhook_id","product","subscription_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due" ON "webhook_deliveries" USING btree ("webhook_id","next_attempt_at","seq") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_app" ON "webhook_deliveries" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_window" ON "webhook_deliveries" USING btree ("webhook_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_replay_jobs_running" ON "webhook_replay_jobs" USING btree ("webhook_id") WHERE state = 'running';