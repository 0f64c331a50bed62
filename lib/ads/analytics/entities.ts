import { rawRows } from "@/lib/db/client";
import { AdsError } from "../../ads-kernel/errors";
import type { STATS_ENTITIES } from "./schema";

export type StatsEntity = (typeof STATS_ENTITIES)[number];
/** The entities with delivery facts: organic posts have none (docs/analytics.md). */
export type FactEntity = Exclude<StatsEntity, "ORGANIC_POST">;

/**
 * Where each entity's ids are kept, and which column of the facts (ads_metric_hours,
 * ads_metric_segment_days) holds them. Creatives share one column, told apart by creative_type.
 * Table and column names are constants, never input.
 */
export const ENTITY_SOURCES: Record<
  FactEntity,
  { table: string; column: string; creativeType?: "PROMOTED_POST" | "MEDIA_CREATIVE" }
> = {
  ACCOUNT: { table: "ad_accounts", column: "account_id" },
  FUNDING_INSTRUMENT: { table: "ads_funding_instruments", column: "funding_instrument_id" },
  CAMPAIGN: { table: "ads_campaigns", column: "campaign_id" },
  LINE_ITEM: { table: "ads_line_items", column: "line_item_id" },
  PROMOTED_POST: {
    table: "ads_promoted_posts",
    column: "creative_id",
    creativeType: "PROMOTED_POST",
  },
  MEDIA_CREATIVE: {
    table: "ads_media_creatives",
    column: "creative_id",
    creativeType: "MEDIA_CREATIVE",
  },
};

/** ORGANIC_POST is accepted by the schema (the reference's list) and refused here, saying why. */
export function factEntity(entity: StatsEntity): FactEntity {
  if (entity === "ORGANIC_POST")
    throw AdsError.invalid(
      "entity",
      "ORGANIC_POST metrics are not kept: only paid delivery is simulated. Ask for PROMOTED_POST with the promoted posts' ids to see a post's paid metrics.",
    );
  return entity;
}

/**
 * The ids must be the entity's in this account; deleted and paused ones included, as their metrics
 * stay readable. An unknown id is refused naming entity_ids, so a typo never reads as "no activity".
 */
export async function checkEntityIds(
  accountId: string,
  entity: FactEntity,
  ids: string[],
  param = "entity_ids",
): Promise<void> {
  let known: Set<string>;
  if (entity === "ACCOUNT") known = new Set([accountId]);
  else {
    const { table } = ENTITY_SOURCES[entity];
    const rows = await rawRows(`select id from ${table} where account_id = $1 and id = any($2)`, [
      accountId,
      ids,
    ]);
    known = new Set(rows.map((r) => String(r[0])));
  }
  refuseUnknown(accountId, entity, ids, known, param);
}

/** The refusal of ids that are not the entity's in this account, naming the parameter. */
export function refuseUnknown(
  accountId: string,
  entity: FactEntity,
  ids: string[],
  known: Set<string>,
  param = "entity_ids",
): void {
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length)
    throw AdsError.invalid(
      param,
      `No ${entity} with id ${unknown.slice(0, 5).join(", ")} in account ${accountId}${entity === "ACCOUNT" ? ": with entity ACCOUNT, entity_ids is the account's own id" : ""}.`,
    );
}
