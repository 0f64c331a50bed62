CREATE TABLE "usage_accounts" (
	"app_id" text PRIMARY KEY NOT NULL,
	"cycle" text NOT NULL,
	"read_units" bigint DEFAULT 0 NOT NULL,
	"post_units" bigint DEFAULT 0 NOT NULL,
	"cost_micros" bigint DEFAULT 0 NOT NULL,
	"free_balance_micros" bigint DEFAULT 0 NOT NULL,
	"prepaid_balance_micros" bigint DEFAULT 0 NOT NULL,
	"notified_percent" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_daily" (
	"app_id" text NOT NULL,
	"day" text NOT NULL,
	"family" text NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"cost_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_daily_app_id_day_family_pk" PRIMARY KEY("app_id","day","family")
);
--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "tier" text DEFAULT 'pay-per-use' NOT NULL;--> statement-breakpoint
ALTER TABLE "usage_accounts" ADD CONSTRAINT "usage_accounts_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_daily" ADD CONSTRAINT "usage_daily_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Apps made before tiers existed keep everything they could do: enterprise (new apps: pay-per-use).
UPDATE "apps" SET "tier" = 'enterprise';
