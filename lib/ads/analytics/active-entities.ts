import { z } from "zod";
import { rawRows } from "@/lib/db/client";
import { idList, oneOf } from "../../ads-kernel/fields";
import { ENTITY_SOURCES } from "./entities";
import { statsPlacementOf } from "./placements";
import { STATS_PLACEMENTS, wholeHour } from "./schema";
import { statsWindow } from "./window";
import type { StatsAccount } from "./stats";

export const ACTIVE_ENTITIES = [
  "FUNDING_INSTRUMENT",
  "CAMPAIGN",
  "LINE_ITEM",
  "PROMOTED_POST",
  "MEDIA_CREATIVE",
] as const;
export const ACTIVE_MAX_DAYS = 90;

/** GET stats/accounts/:account_id/active_entities: the entity, whole hours, optional parents. */
export const activeParams = z.object({
  entity: oneOf(ACTIVE_ENTITIES),
  start_time: wholeHour("start_time"),
  end_time: wholeHour("end_time").describe("exclusive"),
  funding_instrument_ids: idList(200).optional(),
  campaign_ids: idList(200).optional(),
  line_item_ids: idList(200).optional(),
});
export type ActiveParams = z.output<typeof activeParams>;

export const activeRecord = z.object({
  entity_id: z.string(),
  activity_start_time: z.iso.datetime().describe("the first hour with delivery in the range"),
  activity_end_time: z.iso
    .datetime()
    .describe("the end of the last hour with delivery (exclusive)"),
  placements: z.array(z.enum(STATS_PLACEMENTS)),
});
export type ActiveRecord = z.output<typeof activeRecord>;

const HOUR = 3_600_000;

/**
 * The entities whose metrics changed in the range: a fact is written once, for the hour it delivered
 * in, so they are the entities with delivery facts in those hours, with the span of those hours and
 * their placements. One read of the account's facts by its (account_id, hour) index.
 */
export async function activeEntities(
  account: StatsAccount,
  p: ActiveParams,
): Promise<ActiveRecord[]> {
  const w = statsWindow({ ...p, granularity: "TOTAL" }, account.timezone, ACTIVE_MAX_DAYS);
  const { column, creativeType } = ENTITY_SOURCES[p.entity];
  const params: unknown[] = [account.id, iso(w.start), iso(w.end)];
  const where = ["account_id = $1", "hour >= $2", "hour < $3"];
  const filters = [
    ["funding_instrument_id", p.funding_instrument_ids],
    ["campaign_id", p.campaign_ids],
    ["line_item_id", p.line_item_ids],
  ] as const;
  for (const [name, ids] of filters)
    if (ids) {
      params.push(ids);
      where.push(`${name} = any($${params.length})`);
    }
  if (creativeType) {
    params.push(creativeType);
    where.push(`creative_type = $${params.length}`);
  }
  const rows = await rawRows(
    `select ${column}, (extract(epoch from min(hour)) * 1000)::bigint::text,
       (extract(epoch from max(hour)) * 1000)::bigint::text, string_agg(distinct placement, ',')
     from ads_metric_hours where ${where.join(" and ")} group by 1 order by 1`,
    params,
  );
  return rows.map((r) => ({
    entity_id: String(r[0]),
    activity_start_time: iso(Number(r[1])),
    activity_end_time: iso(Number(r[2]) + HOUR),
    placements: [...new Set(String(r[3]).split(",").map(statsPlacementOf))].sort(),
  }));
}

const iso = (ms: number) => new Date(ms).toISOString();
