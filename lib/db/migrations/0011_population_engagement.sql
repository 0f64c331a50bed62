ALTER TABLE "posts" ADD COLUMN "population_engagement" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "population_settled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_settling" ON "posts" USING btree ("created_at") WHERE not "posts"."population_settled" and not "posts"."deleted";