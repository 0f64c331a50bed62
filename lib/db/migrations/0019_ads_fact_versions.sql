CREATE TABLE "ads_fact_versions" (
	"account_id" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Hand-written: every statement that changes facts gives the accounts it touched a new version from
-- one sequence (never reused, so an answer kept at an old version is never matched again). One
-- function for every trigger: each names its rows `changed` (NEW TABLE, or OLD TABLE for deletes).
CREATE SEQUENCE "ads_fact_version_seq";--> statement-breakpoint
CREATE OR REPLACE FUNCTION ads_facts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ads_fact_versions (account_id, version)
    SELECT account_id, nextval('ads_fact_version_seq') FROM (SELECT DISTINCT account_id FROM changed) c
    ON CONFLICT (account_id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ads_facts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ads_fact_versions SET version = nextval('ads_fact_version_seq');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ads_metric_hours_inserted" AFTER INSERT ON "ads_metric_hours" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ads_facts_changed();--> statement-breakpoint
CREATE TRIGGER "ads_metric_hours_updated" AFTER UPDATE ON "ads_metric_hours" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ads_facts_changed();--> statement-breakpoint
CREATE TRIGGER "ads_metric_hours_deleted" AFTER DELETE ON "ads_metric_hours" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ads_facts_changed();--> statement-breakpoint
CREATE TRIGGER "ads_metric_hours_truncated" AFTER TRUNCATE ON "ads_metric_hours" FOR EACH STATEMENT EXECUTE FUNCTION ads_facts_truncated();--> statement-breakpoint
CREATE TRIGGER "ads_metric_segment_days_inserted" AFTER INSERT ON "ads_metric_segment_days" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ads_facts_changed();--> statement-breakpoint
CREATE TRIGGER "ads_metric_segment_days_updated" AFTER UPDATE ON "ads_metric_segment_days" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ads_facts_changed();--> statement-breakpoint
CREATE TRIGGER "ads_metric_segment_days_deleted" AFTER DELETE ON "ads_metric_segment_days" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ads_facts_changed();--> statement-breakpoint
CREATE TRIGGER "ads_metric_segment_days_truncated" AFTER TRUNCATE ON "ads_metric_segment_days" FOR EACH STATEMENT EXECUTE FUNCTION ads_facts_truncated();
