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
CREATE UNIQUE INDEX "stream_rules_app_value" ON "stream_rules" USING btree ("app_id","value");