/**
 * The analytics interface's metric groups (FACTS.md, "Advertising interface: analytics") and the
 * metrics each answers, by name: every name is a column of the delivery facts
 * (lib/db/schema/ads-metrics.ts). Groups without a modelled metric (conversions, lifetime value)
 * answer no metrics: the simulator does not model conversions.
 */
export const METRIC_GROUPS = {
  ENGAGEMENT: [
    "impressions",
    "engagements",
    "clicks",
    "url_clicks",
    "app_clicks",
    "retweets",
    "replies",
    "likes",
    "follows",
    "card_engagements",
    "qualified_impressions",
    "carousel_swipes",
  ],
  BILLING: ["billed_engagements", "billed_charge_local_micro"],
  VIDEO: [
    "video_total_views",
    "video_views_25",
    "video_views_50",
    "video_views_75",
    "video_views_100",
    "video_3s100pct_views",
    "video_6s_views",
    "video_15s_views",
  ],
  MEDIA: [],
  WEB_CONVERSION: [],
  MOBILE_CONVERSION: [],
  LIFE_TIME_VALUE_MOBILE_CONVERSION: [],
} as const satisfies Record<string, readonly string[]>;

export type MetricGroup = keyof typeof METRIC_GROUPS;
export type MetricName = (typeof METRIC_GROUPS)[MetricGroup][number];
export const METRIC_GROUP_NAMES = [
  "ENGAGEMENT",
  "BILLING",
  "VIDEO",
  "MEDIA",
  "WEB_CONVERSION",
  "MOBILE_CONVERSION",
  "LIFE_TIME_VALUE_MOBILE_CONVERSION",
] as const satisfies readonly MetricGroup[];

/** ACCOUNT and FUNDING_INSTRUMENT answer only these account-level engagement metrics. */
export const ACCOUNT_LEVEL_METRICS = [
  "impressions",
  "engagements",
  "clicks",
  "retweets",
  "replies",
  "likes",
  "follows",
] as const satisfies readonly MetricName[];
