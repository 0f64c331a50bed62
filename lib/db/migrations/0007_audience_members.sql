CREATE TABLE "ads_custom_audience_members" (
	"custom_audience_id" text NOT NULL,
	"person" integer NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ads_custom_audience_members_custom_audience_id_person_pk" PRIMARY KEY("custom_audience_id","person")
);
--> statement-breakpoint
CREATE TABLE "ads_custom_audience_sets" (
	"custom_audience_id" text PRIMARY KEY NOT NULL,
	"bits" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_custom_audience_uploads" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"custom_audience_id" text NOT NULL,
	"operation_type" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"email" "bytea",
	"phone_number" "bytea",
	"handle" "bytea",
	"device_id" "bytea",
	"applied" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ads_custom_audiences" ADD COLUMN "segments" jsonb;--> statement-breakpoint
ALTER TABLE "ads_custom_audience_members" ADD CONSTRAINT "ads_custom_audience_members_custom_audience_id_ads_custom_audiences_id_fk" FOREIGN KEY ("custom_audience_id") REFERENCES "public"."ads_custom_audiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_custom_audience_sets" ADD CONSTRAINT "ads_custom_audience_sets_custom_audience_id_ads_custom_audiences_id_fk" FOREIGN KEY ("custom_audience_id") REFERENCES "public"."ads_custom_audiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_custom_audience_uploads" ADD CONSTRAINT "ads_custom_audience_uploads_custom_audience_id_ads_custom_audiences_id_fk" FOREIGN KEY ("custom_audience_id") REFERENCES "public"."ads_custom_audiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_audience_uploads_pending" ON "ads_custom_audience_uploads" USING btree ("custom_audience_id","applied","seq");