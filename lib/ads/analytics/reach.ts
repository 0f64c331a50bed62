import { z } from "zod";
import { rawRows } from "@/lib/db/client";
import { idList } from "../../ads-kernel/fields";
import { checkEntityIds } from "./entities";
import { MAX_STATS_ENTITY_IDS, wholeHour } from "./schema";
import { statsWindow } from "./window";
import type { StatsAccount } from "./stats";

export const REACH_MAX_DAYS = 90;
const window = { start_time: wholeHour("start_time"), end_time: wholeHour("end_time") };
export const campaignReachParams = z.object({
  campaign_ids: idList(MAX_STATS_ENTITY_IDS),
  ...window,
});
export const fundingReachParams = z.object({
  funding_instrument_ids: idList(MAX_STATS_ENTITY_IDS),
  ...window,
});

export const reachRecord = z.object({
  id: z.string(),
  total_audience_reach: z
    .number()
    .int()
    .nullable()
    .describe(
      "people reached at least once (the model in docs/analytics.md); null without delivery",
    ),
  average_frequency: z
    .number()
    .nullable()
    .describe("impressions per person reached, to two decimals; null without delivery"),
});
export type ReachRecord = z.output<typeof reachRecord>;

/**
 * The reach model: the people a line item's targeting reaches (its largest hourly audience_size in the
 * range, N) each have the same chance of each of its I impressions, so the expected number reached at
 * least once is N(1 - e^(-I/N)). A campaign or funding instrument pools its line items' impressions
 * over the largest of their audiences (their targeting overlaps; the people are one population).
 */
export function reachOf(
  impressions: number,
  audience: number,
): ReachRecord["total_audience_reach"] {
  if (impressions <= 0 || audience <= 0) return null;
  return Math.max(1, Math.round(audience * (1 - Math.exp(-impressions / audience))));
}

/** GET stats/accounts/:account_id/reach/campaigns and …/funding_instruments. */
export async function reach(
  account: StatsAccount,
  entity: "CAMPAIGN" | "FUNDING_INSTRUMENT",
  p: { ids: string[]; start_time: Date; end_time: Date },
): Promise<ReachRecord[]> {
  const w = statsWindow({ ...p, granularity: "TOTAL" }, account.timezone, REACH_MAX_DAYS);
  await checkEntityIds(
    account.id,
    entity,
    p.ids,
    entity === "CAMPAIGN" ? "campaign_ids" : "funding_instrument_ids",
  );
  const column = entity === "CAMPAIGN" ? "campaign_id" : "funding_instrument_id";
  const rows = await rawRows(
    `select ${column}, sum(impressions)::text, max(audience_size)::text from ads_metric_hours
     where account_id = $1 and ${column} = any($2) and hour >= $3 and hour < $4 group by 1`,
    [account.id, p.ids, new Date(w.start).toISOString(), new Date(w.end).toISOString()],
  );
  const found = new Map(rows.map((r) => [String(r[0]), [Number(r[1]), Number(r[2])]]));
  return p.ids.map((id) => {
    const [impressions, audience] = found.get(id) ?? [0, 0];
    const reached = reachOf(impressions, audience);
    return {
      id,
      total_audience_reach: reached,
      average_frequency: reached ? Math.round((impressions / reached) * 100) / 100 : null,
    };
  });
}
