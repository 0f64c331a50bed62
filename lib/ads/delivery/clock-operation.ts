import { z } from "zod";
import { defineOperation } from "../../ads-kernel/operation";
import { db } from "@/lib/db/client";
import * as ex from "../example-ids";
import { clockAt } from "./clock";

const clockRecord = z.object({
  account_id: z.string(),
  simulated_until: z.iso
    .datetime()
    .nullable()
    .describe(
      "the hour after the last simulated (UTC): ahead of now once a sandbox account was advanced; null before its first",
    ),
});

/**
 * GET accounts/:account_id/delivery: where the account's delivery stands. A sandbox account moved
 * on by delivery/advance is ahead of the wall clock, and its metrics are in those hours: the console
 * counts its "today" from here, an integrator knows which hours to ask the analytics interface for.
 */
export const deliveryClockOperation = defineOperation({
  family: "delivery",
  method: "get",
  path: "/accounts/:account_id/delivery",
  example: { path: ex.ON_ACCOUNT },
  summary: "Where the account's delivery stands: the hour after the last simulated",
  action: "campaigns.read",
  record: clockRecord,
  handler: async ({ ctx }) => {
    const at = await clockAt(db(), ctx.account.id);
    return {
      data: {
        account_id: ctx.account.id,
        simulated_until: at == null ? null : new Date(at).toISOString().replace(".000Z", "Z"),
      },
    };
  },
});
