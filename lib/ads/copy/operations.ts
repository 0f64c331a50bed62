import { z } from "zod";
import { idParam } from "../../ads-kernel/fields";
import { defineOperation } from "../../ads-kernel/operation";
import { copyResultRecord } from "./record";
import { copyCampaign, copyLineItem } from "./service";
import * as ex from "../example-ids";

/**
 * Duplicating (ours: the reference interface has no copy call; docs/advertising.md "Duplicating a campaign
 * or a line item"). Two operations of the advertising interface, so the console's Duplicate goes through
 * the same kernel as every other write (credentials or console session with its CSRF header, rate
 * limit, the account, campaigns.write) and integrators may call them too.
 */
const OURS = "(this platform's extension, not in the reference interface)";

export const copyOperations = [
  defineOperation({
    family: "line_items",
    method: "post",
    path: "/accounts/:account_id/line_items/:line_item_id/copy",
    example: { path: { ...ex.ON_ACCOUNT, line_item_id: ex.LINE_ITEM_ID } },
    summary: `Copy a line item with what it carries, PAUSED, into its campaign or campaign_id ${OURS}`,
    action: "campaigns.write",
    params: z.object({ campaign_id: idParam().optional() }),
    record: copyResultRecord,
    status: 201,
    handler: async ({ ctx, params, c }) => ({
      data: await copyLineItem(ctx, c.req.param("line_item_id") ?? "", params.campaign_id),
      status: 201,
    }),
  }),
  defineOperation({
    family: "campaigns",
    method: "post",
    path: "/accounts/:account_id/campaigns/:campaign_id/copy",
    example: { path: { ...ex.ON_ACCOUNT, campaign_id: ex.CAMPAIGN_ID } },
    summary: `Copy a campaign with its line items and what they carry, PAUSED ${OURS}`,
    action: "campaigns.write",
    record: copyResultRecord,
    status: 201,
    handler: async ({ ctx, c }) => ({
      data: await copyCampaign(ctx, c.req.param("campaign_id") ?? ""),
      status: 201,
    }),
  }),
];
