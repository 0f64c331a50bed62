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
ALTER TABLE "platform_events" ADD CONSTRAINT "platform_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_events" ADD CONSTRAINT "platform_events_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_events" ADD CONSTRAINT "platform_events_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_crc_checks" ADD CONSTRAINT "webhook_crc_checks_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_events_time" ON "platform_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "platform_events_user" ON "platform_events" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "webhook_crc_checks_recent" ON "webhook_crc_checks" USING btree ("webhook_id","checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhooks_app_url" ON "webhooks" USING btree ("app_id","url");--> statement-breakpoint
CREATE INDEX "webhooks_crc_due" ON "webhooks" USING btree ("validated_at");