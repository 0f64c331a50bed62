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
ALTER TABLE "account_activity_subscriptions" ADD CONSTRAINT "account_activity_subscriptions_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_activity_subscriptions" ADD CONSTRAINT "account_activity_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_activity_subscriptions" ADD CONSTRAINT "account_activity_subscriptions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_subscriptions" ADD CONSTRAINT "activity_subscriptions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_subscriptions" ADD CONSTRAINT "activity_subscriptions_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_connections" ADD CONSTRAINT "stream_connections_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_rules" ADD CONSTRAINT "stream_rules_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_webhook_links" ADD CONSTRAINT "stream_webhook_links_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_webhook_links" ADD CONSTRAINT "stream_webhook_links_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_activity_subscriptions_user" ON "account_activity_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_activity_subscriptions_app" ON "account_activity_subscriptions" USING btree ("app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_subscriptions_same" ON "activity_subscriptions" USING btree ("app_id","event_type",coalesce("filter_user_id", ''),lower(coalesce("filter_keyword", '')),coalesce("filter_direction", ''));--> statement-breakpoint
CREATE INDEX "activity_subscriptions_kind" ON "activity_subscriptions" USING btree ("event_type");--> statement-breakpoint
CREATE INDEX "stream_connections_app" ON "stream_connections" USING btree ("app_id","connected_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stream_rules_app_value" ON "stream_rules" USING btree ("app_id","value");