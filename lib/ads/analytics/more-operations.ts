import { defineOperation } from "../../ads-kernel/operation";
import { CAMPAIGN_ID, FUNDING_INSTRUMENT_ID, LINE_ITEM_ID, ON_ACCOUNT } from "../example-ids";
import { activeEntities, activeParams, activeRecord } from "./active-entities";
import { campaignReachParams, fundingReachParams, reach, reachRecord } from "./reach";

const DAY = { start_time: "2026-11-01T07:00:00Z", end_time: "2026-11-02T08:00:00Z" };

/** Which entities delivered in a range, and how many people campaigns and funding instruments reached. */
export const activityOperations = [
  defineOperation({
    family: "analytics",
    method: "get",
    path: "/stats/accounts/:account_id/active_entities",
    summary:
      "The entities whose metrics changed in a range of whole hours (up to 90 days), with the span and placements of their activity",
    action: "analytics.read",
    params: activeParams,
    record: activeRecord,
    response: "records",
    example: {
      path: ON_ACCOUNT,
      params: { entity: "LINE_ITEM", line_item_ids: LINE_ITEM_ID, ...DAY },
      refused: [
        { param: "entity", value: "ACCOUNT" },
        { param: "end_time", value: "2026-11-01T07:00:00Z" },
      ],
    },
    handler: async ({ ctx, params }) => ({ data: await activeEntities(ctx.account, params) }),
  }),
  defineOperation({
    family: "analytics",
    method: "get",
    path: "/stats/accounts/:account_id/reach/campaigns",
    summary:
      "People reached and their average frequency, for up to 20 campaigns over up to 90 days",
    action: "analytics.read",
    params: campaignReachParams,
    record: reachRecord,
    response: "records",
    example: {
      path: ON_ACCOUNT,
      params: { campaign_ids: CAMPAIGN_ID, ...DAY },
      refused: [{ param: "campaign_ids", value: "1" }],
    },
    handler: async ({ ctx, params: { campaign_ids: ids, ...p } }) => ({
      data: await reach(ctx.account, "CAMPAIGN", { ids, ...p }),
    }),
  }),
  defineOperation({
    family: "analytics",
    method: "get",
    path: "/stats/accounts/:account_id/reach/funding_instruments",
    summary:
      "People reached and their average frequency, for up to 20 funding instruments over up to 90 days",
    action: "analytics.read",
    params: fundingReachParams,
    record: reachRecord,
    response: "records",
    example: {
      path: ON_ACCOUNT,
      params: { funding_instrument_ids: FUNDING_INSTRUMENT_ID, ...DAY },
      refused: [{ param: "start_time", value: "2026-11-01T07:00:01Z" }],
    },
    handler: async ({ ctx, params: { funding_instrument_ids: ids, ...p } }) => ({
      data: await reach(ctx.account, "FUNDING_INSTRUMENT", { ids, ...p }),
    }),
  }),
];
