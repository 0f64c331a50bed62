import { z } from "zod";
import { defineOperation } from "../../ads-kernel/operation";
import { config } from "@/lib/config/env";
import { LINE_ITEM_ID, ON_ACCOUNT } from "../example-ids";
import { statsParams, statsRecord, MAX_STATS_ENTITY_IDS } from "./schema";
import { syncStats } from "./sync-stats";

/** The answer's fields beside data and request, as the reference writes them. */
export const statsFields = z.object({
  data_type: z.literal("stats"),
  time_series_length: z
    .number()
    .int()
    .describe("values in each metric's series: hours, days in the account's time zone, or 1"),
});

/** Calls of the synchronous stats per user token per 15 minutes (FACTS: 250), their own bucket. */
export const STATS_BUCKET = {
  name: "stats",
  limit: () => config().adsStatsLimitPer15Min,
  window: 900,
};

const many = Array.from({ length: MAX_STATS_ENTITY_IDS + 1 }, (_, i) => String(1000 + i)).join(",");

/**
 * GET stats/accounts/:account_id (FACTS, "Advertising interface: analytics"): up to 20 entities'
 * metrics over at most 7 days, per hour, per day of the account's time zone, or in total.
 */
export const statsOperation = defineOperation({
  family: "analytics",
  method: "get",
  path: "/stats/accounts/:account_id",
  summary:
    "Metrics of up to 20 entities over at most 7 days, by HOUR, DAY (the account's days) or TOTAL, for one placement",
  action: "analytics.read",
  bucket: STATS_BUCKET,
  params: statsParams,
  record: statsRecord,
  fields: statsFields,
  response: "records",
  example: {
    path: ON_ACCOUNT,
    params: {
      entity: "LINE_ITEM",
      entity_ids: LINE_ITEM_ID,
      // Midnights in the account's time zone (America/Los_Angeles): a 25-hour day, as clocks go back.
      start_time: "2026-11-01T07:00:00Z",
      end_time: "2026-11-02T08:00:00Z",
      granularity: "DAY",
      metric_groups: "ENGAGEMENT,BILLING",
      placement: "ALL_ON_SVC",
    },
    refused: [
      { param: "entity", value: "ORGANIC_POST" },
      { param: "entity_ids", value: many },
      { param: "entity_ids", value: "1" },
      { param: "start_time", value: "2026-11-01T07:30:00Z" },
      { param: "end_time", value: "2026-11-02T09:00:00Z" },
      { param: "end_time", value: "2026-11-09T08:00:00Z" },
      { param: "granularity", value: "WEEK" },
      { param: "metric_groups", value: "CONVERSIONS" },
      { param: "placement", value: "TIMELINE" },
    ],
  },
  handler: async ({ ctx, params }) => {
    const { time_series_length, data } = await syncStats(ctx.account, params);
    return { data, fields: { data_type: "stats", time_series_length } };
  },
});
