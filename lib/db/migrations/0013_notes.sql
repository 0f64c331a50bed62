CREATE TABLE "note_ratings" (
	"note_id" text NOT NULL,
	"k" integer NOT NULL,
	"person" integer NOT NULL,
	"perspective" integer NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "note_ratings_note_id_k_pk" PRIMARY KEY("note_id","k")
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" text PRIMARY KEY NOT NULL,
	"writer_id" text NOT NULL,
	"post_id" text NOT NULL,
	"text" text NOT NULL,
	"classification" text NOT NULL,
	"misleading_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trustworthy_sources" boolean NOT NULL,
	"is_media_note" boolean DEFAULT false NOT NULL,
	"claim_opinion_score" double precision NOT NULL,
	"status" text DEFAULT 'needs_more_ratings' NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"not_helpful_count" integer DEFAULT 0 NOT NULL,
	"rating_settled" boolean DEFAULT false NOT NULL,
	"status_changed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "note_writer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "note_ratings" ADD CONSTRAINT "note_ratings_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_writer_id_users_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notes_one_per_post" ON "notes" USING btree ("writer_id","post_id") WHERE "notes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "notes_writer_recent" ON "notes" USING btree ("writer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notes_rating" ON "notes" USING btree ("created_at") WHERE not "notes"."rating_settled" and "notes"."deleted_at" is null;