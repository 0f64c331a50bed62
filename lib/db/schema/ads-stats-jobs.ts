import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { adsAccountId, ts } from "./ads-columns";

/**
 * Asynchronous analytics jobs (POST stats/jobs/accounts/:account_id): the question as asked, its
 * state, and once done the gzip-compressed answer's key in the media storage. A job is run once by
 * the analytics.stats queue; expired jobs (their files first) are swept by analytics.expire.
 */
export const adsStatsJobs = pgTable(
  "ads_stats_jobs",
  {
    id: text("id").primaryKey(),
    account_id: adsAccountId(),
    /** QUEUED, PROCESSING, SUCCESS, FAILED. */
    status: text("status").notNull(),
    entity: text("entity").notNull(),
    entity_ids: jsonb("entity_ids").$type<string[]>().notNull(),
    start_time: ts("start_time").notNull(),
    end_time: ts("end_time").notNull(),
    granularity: text("granularity").notNull(),
    metric_groups: jsonb("metric_groups").$type<string[]>().notNull(),
    placement: text("placement").notNull(),
    segmentation_type: text("segmentation_type"),
    /** The result file, set with SUCCESS; its unguessable name is the capability its URL gives. */
    storage_key: text("storage_key"),
    /** Why a job FAILED, for the record's message. */
    error: text("error"),
    expires_at: ts("expires_at").notNull(),
    created_at: ts("created_at").notNull(),
    updated_at: ts("updated_at").notNull(),
  },
  (t) => [
    index("ads_stats_jobs_account").on(t.account_id, t.created_at),
    index("ads_stats_jobs_expires").on(t.expires_at),
  ],
);
