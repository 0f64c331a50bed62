import { METRIC_GROUPS } from "../../analytics/metric-groups";
import { countOf } from "./random";
import { QUALIFIED_SHARE, VIDEO_STEPS, type Rates } from "./rates";
import type { CreativeIn } from "./types";

/** Every metric a fact holds (the columns of lib/db/schema/ads-metrics.ts), in one order. */
export const METRIC_NAMES: readonly string[] = [
  ...METRIC_GROUPS.ENGAGEMENT,
  ...METRIC_GROUPS.BILLING,
  ...METRIC_GROUPS.VIDEO,
];

export const zeroMetrics = (): Record<string, number> =>
  Object.fromEntries(METRIC_NAMES.map((m) => [m, 0]));

/**
 * One creative's metrics on one placement for an hour's impressions: each kind of engagement drawn
 * around its rate, then the sums the reference platform reports (clicks are link, app and other
 * clicks such as media and profile; engagements are clicks and social actions). Video metrics only
 * for video creatives, each a share of the step before, so views ≥ 25 % ≥ 50 % ≥ 75 % ≥ 100 %.
 */
export function cellMetrics(
  impressions: number,
  rates: Rates,
  creative: CreativeIn,
  key: number,
): Record<string, number> {
  const m = zeroMetrics();
  if (impressions <= 0) return m;
  const n = impressions;
  const url = countOf(n, rates.link, key, 2);
  const app = countOf(n, rates.app, key, 3);
  const follows = countOf(n, rates.follow, key, 4);
  const likes = countOf(n, rates.like, key, 5);
  const retweets = countOf(n, rates.repost, key, 6);
  const replies = countOf(n, rates.reply, key, 7);
  const named = rates.link + rates.app + rates.follow + rates.like + rates.repost + rates.reply;
  const other = countOf(n, Math.max(0, rates.engagement - named), key, 8);
  const swipes = creative.carousel ? countOf(n, rates.engagement * 0.4, key, 9) : 0;
  const clicks = url + app + other;
  m.impressions = n;
  m.qualified_impressions = countOf(n, QUALIFIED_SHARE, key, 1);
  m.url_clicks = url;
  m.app_clicks = app;
  m.follows = follows;
  m.likes = likes;
  m.retweets = retweets;
  m.replies = replies;
  m.clicks = clicks;
  m.carousel_swipes = swipes;
  m.card_engagements = creative.card ? url + app + swipes : 0;
  m.engagements = clicks + follows + likes + retweets + replies + swipes;
  if (creative.video) {
    const views = countOf(n, rates.view, key, 10);
    m.video_total_views = views;
    m.video_views_25 = countOf(views, VIDEO_STEPS.views25, key, 11);
    m.video_views_50 = countOf(m.video_views_25, VIDEO_STEPS.views50, key, 12);
    m.video_views_75 = countOf(m.video_views_50, VIDEO_STEPS.views75, key, 13);
    m.video_views_100 = countOf(m.video_views_75, VIDEO_STEPS.views100, key, 14);
    m.video_3s100pct_views = countOf(views, VIDEO_STEPS.s3full, key, 15);
    m.video_6s_views = countOf(views, VIDEO_STEPS.s6, key, 16);
    m.video_15s_views = countOf(m.video_6s_views, VIDEO_STEPS.s15of6, key, 17);
  }
  return m;
}

/** The events a pay_by bills in a cell's metrics (none for IMPRESSION: those bill per 1,000). */
export function billedEvents(billing: string, m: Record<string, number>): number {
  if (billing === "LINK_CLICK") return m.url_clicks;
  if (billing === "APP_CLICK") return m.app_clicks;
  if (billing === "ENGAGEMENT") return m.engagements;
  return 0;
}

/**
 * Charges a cell within `allowance` micros: impressions per 1,000 at the price, or each billed event
 * at the price, events past the allowance served but not billed. Writes the BILLING metrics.
 */
export function charge(
  m: Record<string, number>,
  billing: string,
  price: number,
  allowance: number,
): number {
  if (billing === "IMPRESSION") {
    m.billed_engagements = 0;
    m.billed_charge_local_micro = Math.min(allowance, Math.floor((m.impressions * price) / 1000));
  } else {
    const billed = Math.min(billedEvents(billing, m), Math.floor(allowance / price));
    m.billed_engagements = billed;
    m.billed_charge_local_micro = Math.min(allowance, Math.floor(billed * price));
  }
  return m.billed_charge_local_micro;
}
