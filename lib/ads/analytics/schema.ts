import { z } from "zod";
import { enumList, idList, isoTime, oneOf } from "../../ads-kernel/fields";
import { METRIC_GROUP_NAMES } from "./metric-groups";

/** Entities the analytics interface reports on (the reference spells PROMOTED_POST PROMOTED_TWEET). */
export const STATS_ENTITIES = [
  "ACCOUNT",
  "FUNDING_INSTRUMENT",
  "CAMPAIGN",
  "LINE_ITEM",
  "PROMOTED_POST",
  "MEDIA_CREATIVE",
  "ORGANIC_POST",
] as const;
export const STATS_PLACEMENTS = ["ALL_ON_SVC", "PUBLISHER_NETWORK", "SPOTLIGHT", "TREND"] as const;
export const GRANULARITIES = ["DAY", "HOUR", "TOTAL"] as const;
export const SEGMENTATION_TYPES = [
  "AGE",
  "GENDER",
  "LOCATIONS",
  "REGIONS",
  "DEVICES",
  "PLATFORMS",
  "INTERESTS",
  "KEYWORDS",
] as const;
export const MAX_STATS_ENTITY_IDS = 20;
const HOUR = 3_600_000;

/** Facts are hourly: a range that is not whole UTC hours could not be answered exactly. */
export const wholeHour = (name: string) =>
  isoTime().refine(
    (d) => d.getTime() % HOUR === 0,
    `${name} must be a whole hour (metrics are kept per hour), such as 2026-11-01T07:00:00Z`,
  );

/**
 * GET stats/accounts/:account_id (FACTS.md). The rules across parameters (whole hours, at most 7
 * days, DAY at midnight in the account's time zone, end after start) are the service's, which names
 * the parameter at fault.
 */
export const statsParams = z.object({
  entity: oneOf(STATS_ENTITIES),
  entity_ids: idList(MAX_STATS_ENTITY_IDS),
  start_time: wholeHour("start_time"),
  end_time: wholeHour("end_time").describe("exclusive"),
  granularity: oneOf(GRANULARITIES),
  metric_groups: enumList(METRIC_GROUP_NAMES),
  placement: oneOf(STATS_PLACEMENTS),
});
export type StatsParams = z.output<typeof statsParams>;

/** One metric's series: a number per interval, or null when the metric had no activity in the range. */
const series = z
  .array(z.number().int())
  .nullable()
  .describe("one value per interval (time_series_length); null when the metric is zero throughout");

export const statsSegment = z
  .object({ segment_name: z.string(), segment_value: z.string() })
  .nullable()
  .describe("null unless the job was segmented");

/** One entity's answer: its series per segment (one entry, segment null, when not segmented). */
export const statsRecord = z.object({
  id: z.string(),
  id_data: z.array(
    z.object({
      segment: statsSegment,
      metrics: z.record(z.string(), series),
    }),
  ),
});
export type StatsRecord = z.output<typeof statsRecord>;
