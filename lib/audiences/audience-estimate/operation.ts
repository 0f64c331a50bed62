import { defineOperation } from "../../ads-kernel/operation";
import { db } from "@/lib/db/client";
import { estimateAudience } from "@/lib/audiences/population/estimate";
import { estimateBody, estimateRecord } from "./schema";
import { parseEstimateBody } from "./parse";
import { EXAMPLE_ACCOUNT_ID } from "../../ads-kernel/example";

/**
 * POST accounts/:account_id/audience_estimate (document 2; FACTS): a JSON array of targeting
 * criteria; the answer is {"audience_size":{"min","max"}} in people of the synthetic population.
 */
export const audienceEstimateOperation = defineOperation({
  family: "targeting",
  method: "post",
  path: "/accounts/:account_id/audience_estimate",
  example: {
    path: { account_id: EXAMPLE_ACCOUNT_ID },
    body: [
      { targeting_type: "LOCATION", targeting_value: "US" },
      { targeting_type: "AGE", targeting_value: "AGE_25_TO_34" },
    ],
  },
  summary:
    "Approximate audience of a set of targeting criteria (OR within a type, AND across types, NE excludes)",
  action: "campaigns.read",
  computesOnly: true,
  // Documented here, checked by parseEstimateBody (messages name the criterion's index and field).
  bodyShape: estimateBody,
  record: estimateRecord,
  handler: async ({ ctx, body }) => {
    const { range } = await estimateAudience(db(), ctx.account.id, parseEstimateBody(body));
    return { data: { audience_size: range } };
  },
});
