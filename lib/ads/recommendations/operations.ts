import { AdsError } from "../../ads-kernel/errors";
import { defineOperation } from "../../ads-kernel/operation";
import { recommendationRecord } from "./record";
import { recommend } from "./rules";
import { accountState } from "./state";
import * as ex from "../example-ids";

const PATH = "/accounts/:account_id/recommendations";

async function current(accountId: string) {
  return recommend(accountId, await accountState(accountId), new Date());
}

/** Recommendations (document 2, under 5/): computed on each call from the account's state (rules.ts). */
export const recommendationOperations = [
  defineOperation({
    family: "recommendations",
    version: "5",
    method: "get",
    path: PATH,
    example: { path: ex.ON_ACCOUNT },
    summary: "Recommendations: at most one per funding instrument, with batch-ready changes",
    action: "campaigns.read",
    record: recommendationRecord,
    response: "records",
    handler: async ({ ctx }) => ({ data: await current(ctx.account.id) }),
  }),
  defineOperation({
    family: "recommendations",
    version: "5",
    method: "get",
    path: `${PATH}/:recommendation_id`,
    example: { path: { ...ex.ON_ACCOUNT, recommendation_id: ex.RECOMMENDATION_ID } },
    summary:
      "One recommendation (gone once its changes are applied or the state no longer calls for it)",
    action: "campaigns.read",
    record: recommendationRecord,
    handler: async ({ ctx, c }) => {
      const id = c.req.param("recommendation_id") ?? "";
      const found = (await current(ctx.account.id)).find((r) => r.id === id);
      if (!found)
        throw AdsError.of(
          "RECOMMENDATION_NOT_FOUND",
          `No pending recommendation ${id} for this account (applied, or the account's state changed).`,
        );
      return { data: found };
    },
  }),
];
