import { bigint, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { adsAccountId, ts } from "./ads-columns";

/**
 * What campaigns delivered: the facts the delivery simulator writes and the analytics interface,
 * the campaign tree and the funding instruments read. Column names are the analytics interface's
 * metric names (FACTS.md, "Advertising interface: analytics"), so a metric group is a list of
 * column names. Counts are whole numbers; money is integer micros of the funding instrument's
 * currency. A fact is written once, in the transaction that charges its spend.
 */
const count = (name: string) => integer(name).notNull().default(0);

export const metricColumns = () => ({
  impressions: count("impressions"),
  engagements: count("engagements"),
  clicks: count("clicks"),
  url_clicks: count("url_clicks"),
  app_clicks: count("app_clicks"),
  retweets: count("retweets"),
  replies: count("replies"),
  likes: count("likes"),
  follows: count("follows"),
  card_engagements: count("card_engagements"),
  qualified_impressions: count("qualified_impressions"),
  carousel_swipes: count("carousel_swipes"),
  billed_engagements: count("billed_engagements"),
  billed_charge_local_micro: bigint("billed_charge_local_micro", { mode: "number" })
    .notNull()
    .default(0),
  video_total_views: count("video_total_views"),
  video_views_25: count("video_views_25"),
  video_views_50: count("video_views_50"),
  video_views_75: count("video_views_75"),
  video_views_100: count("video_views_100"),
  video_3s100pct_views: count("video_3s100pct_views"),
  video_6s_views: count("video_6s_views"),
  video_15s_views: count("video_15s_views"),
});

/**
 * The entity a fact's creative is: a promoted post, a media creative or a promoted account of the
 * line item (the analytics interface has no entity for the last: its facts count in the line item's).
 */
export type CreativeType = "PROMOTED_POST" | "MEDIA_CREATIVE" | "PROMOTED_ACCOUNT";

/**
 * One row per line item, creative served, placement and UTC hour that had any delivery (hours
 * without delivery have no row: the interface answers null for them). The account, funding
 * instrument and campaign are copied from the line item so that every entity's series is one
 * indexed range read. `audience_size` is how many people the line item's targeting reached that
 * hour: reach is derived from it and the impressions.
 */
export const adsMetricHours = pgTable(
  "ads_metric_hours",
  {
    account_id: adsAccountId(),
    funding_instrument_id: text("funding_instrument_id").notNull(),
    campaign_id: text("campaign_id").notNull(),
    line_item_id: text("line_item_id").notNull(),
    creative_type: text("creative_type").$type<CreativeType>().notNull(),
    creative_id: text("creative_id").notNull(),
    placement: text("placement").notNull(),
    hour: ts("hour").notNull(),
    audience_size: integer("audience_size").notNull(),
    ...metricColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.line_item_id, t.hour, t.creative_id, t.placement] }),
    index("ads_metric_hours_campaign").on(t.campaign_id, t.hour),
    index("ads_metric_hours_funding").on(t.funding_instrument_id, t.hour),
    index("ads_metric_hours_account").on(t.account_id, t.hour),
    index("ads_metric_hours_creative").on(t.creative_id, t.hour),
  ],
);

/**
 * The same metrics split by one segment (AGE, GENDER, LOCATIONS, REGIONS, DEVICES, PLATFORMS,
 * INTERESTS, KEYWORDS) of the people reached, per day in the account's time zone (an account's
 * time zone never changes): a segment per hour would be about 80 rows per line item and hour. The
 * segments of one type add up to the day's facts of the same line item, creative and placement.
 */
export const adsMetricSegmentDays = pgTable(
  "ads_metric_segment_days",
  {
    account_id: adsAccountId(),
    funding_instrument_id: text("funding_instrument_id").notNull(),
    campaign_id: text("campaign_id").notNull(),
    line_item_id: text("line_item_id").notNull(),
    creative_id: text("creative_id").notNull(),
    placement: text("placement").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    segment_type: text("segment_type").notNull(),
    segment_value: text("segment_value").notNull(),
    ...metricColumns(),
  },
  (t) => [
    primaryKey({
      columns: [t.line_item_id, t.day, t.segment_type, t.segment_value, t.creative_id, t.placement],
    }),
    index("ads_metric_segment_days_campaign").on(t.campaign_id, t.segment_type, t.day),
  ],
);

/**
 * A version of each account's facts, for the analytics answer cache (lib/ads/analytics/query.ts):
 * statement triggers on both fact tables set it from one sequence after every insert, update,
 * delete or truncate (migration 0019), whichever path writes, so a number once seen never comes
 * back for the account and a changed fact always gives a new one.
 */
export const adsFactVersions = pgTable("ads_fact_versions", {
  account_id: text("account_id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});
