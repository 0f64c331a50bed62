import { z } from "zod";
import { config } from "@/lib/config/env";
import { defineOperation } from "../../ads-kernel/operation";
import { AdsError } from "../../ads-kernel/errors";
import { int } from "../../ads-kernel/fields";
import * as ex from "../example-ids";
import { advanceDelivery, MAX_ADVANCE_HOURS } from "./advance";

const advanceRecord = z.object({
  account_id: z.string(),
  hours: z.number().int().describe("simulated hours asked for"),
  start_time: z.iso.datetime().describe("the first hour simulated (UTC)"),
  end_time: z.iso
    .datetime()
    .describe("where the account's delivery now stands: the hour after the last simulated"),
  impressions: z.number().int().describe("impressions served in those hours, all line items"),
});

/**
 * POST accounts/:account_id/delivery/advance (sandbox only): the account's campaigns deliver `hours`
 * simulated hours at once (docs/delivery.md), so an integrator can read a month of analytics in a
 * minute. Production accounts deliver in real time only.
 */
export const advanceDeliveryOperation = defineOperation({
  family: "delivery",
  method: "post",
  path: "/accounts/:account_id/delivery/advance",
  example: {
    path: ex.ON_ACCOUNT,
    params: { hours: 24 },
    refused: [
      { param: "hours", value: "0" },
      { param: "hours", value: String(MAX_ADVANCE_HOURS + 1) },
      { param: "hours", value: "1.5" },
    ],
  },
  summary: `Deliver a sandbox account's campaigns for 1 to ${MAX_ADVANCE_HOURS} simulated hours at once (sandbox only)`,
  action: "campaigns.write",
  params: z.object({ hours: int({ min: 1, max: MAX_ADVANCE_HOURS }) }),
  record: advanceRecord,
  sandboxOnly: true,
  handler: async ({ ctx, params: p }) => {
    if (!ctx.sandbox)
      throw AdsError.sandboxOnly("Advancing delivery time", config().adsSandboxBaseUrl);
    return { data: await advanceDelivery(ctx.account.id, p.hours) };
  },
});
