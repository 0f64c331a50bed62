DROP INDEX "webhook_deliveries_once";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "subscription_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_once" ON "webhook_deliveries" USING btree ("event_id","webhook_id","product","subscription_id");