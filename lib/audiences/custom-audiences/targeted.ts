import { z } from "zod";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { campaigns, lineItems, targetingCriteria } from "@/lib/db/schema";
import { audienceAccess } from "@/lib/audiences/access";
import { defineOperation } from "../../ads-kernel/operation";
import { AdsError } from "../../ads-kernel/errors";
import { bool, int } from "../../ads-kernel/fields";
import { EXAMPLE_ACCOUNT_ID } from "../../ads-kernel/example";
import { CUSTOM_AUDIENCE_ID } from "../example-ids";

/**
 * GET custom_audiences/:id/targeted (document 3): the caller's campaigns whose line items hold a live
 * CUSTOM_AUDIENCE criterion on the audience (EQ or NE), a page of campaigns at a time. with_active
 * (default true) keeps line items that serve: ACTIVE, in an ACTIVE campaign, not ended; false lists
 * every live one with its servable. The audience must be visible to the account (access.ts).
 */
const targetedRecord = z.object({
  campaign_id: z.string(),
  campaign_name: z.string(),
  line_items: z.array(
    z.object({ id: z.string(), name: z.string().nullable(), servable: z.boolean() }),
  ),
});

const cursorOf = (id: string) =>
  Buffer.from(JSON.stringify(["targeted", id])).toString("base64url");
function campaignAfter(cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  try {
    const [k, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (k === "targeted" && typeof id === "string" && id.length <= 64 && !id.includes("\0"))
      return id;
  } catch {
    // answered below
  }
  throw AdsError.invalid(
    "cursor",
    "cursor is not valid for this list: pass next_cursor from the previous page unchanged.",
  );
}

export const audienceTargetedOperation = defineOperation({
  family: "custom_audiences",
  method: "get",
  path: "/accounts/:account_id/custom_audiences/:custom_audience_id/targeted",
  example: {
    path: { account_id: EXAMPLE_ACCOUNT_ID, custom_audience_id: CUSTOM_AUDIENCE_ID },
    params: { with_active: false },
  },
  summary: "Campaigns and line items of this account targeting the audience",
  action: "audiences.read",
  params: z.object({
    with_active: bool().default(true),
    count: int({ min: 1, max: 1000 }).default(200),
    cursor: z.string().max(500).optional(),
  }),
  record: targetedRecord,
  response: "list",
  handler: async ({ c, ctx, params }) => {
    const id = c.req.param("custom_audience_id") ?? "";
    if (!(await audienceAccess(db(), ctx.account.id, id)))
      throw AdsError.notFound("custom audience", id, "CUSTOM_AUDIENCE_NOT_FOUND");
    const after = campaignAfter(params.cursor);
    const now = new Date();
    const servable = sql<boolean>`(${lineItems.entity_status} = 'ACTIVE' and ${campaigns.entity_status} = 'ACTIVE'
      and (${lineItems.end_time} is null or ${lineItems.end_time} > ${now.toISOString()}::timestamptz))`;
    const rows = await db()
      .selectDistinct({
        cid: campaigns.id,
        cname: campaigns.name,
        lid: lineItems.id,
        lname: lineItems.name,
        servable,
      })
      .from(targetingCriteria)
      .innerJoin(lineItems, eq(lineItems.id, targetingCriteria.line_item_id))
      .innerJoin(campaigns, eq(campaigns.id, lineItems.campaign_id))
      .where(
        and(
          eq(targetingCriteria.account_id, ctx.account.id),
          eq(targetingCriteria.targeting_type, "CUSTOM_AUDIENCE"),
          eq(targetingCriteria.targeting_value, id),
          eq(targetingCriteria.deleted, false),
          eq(lineItems.deleted, false),
          eq(campaigns.deleted, false),
          after ? gt(campaigns.id, after) : undefined,
        ),
      )
      .orderBy(asc(campaigns.id), asc(lineItems.id));
    const byCampaign = new Map<string, z.output<typeof targetedRecord>>();
    for (const r of rows) {
      if (params.with_active && !r.servable) continue;
      let entry = byCampaign.get(r.cid);
      if (!entry)
        byCampaign.set(
          r.cid,
          (entry = { campaign_id: r.cid, campaign_name: r.cname, line_items: [] }),
        );
      entry.line_items.push({ id: r.lid, name: r.lname, servable: !!r.servable });
    }
    const all = [...byCampaign.values()];
    const page = all.slice(0, params.count);
    const next = all.length > params.count ? cursorOf(page[page.length - 1].campaign_id) : null;
    return { data: page, next_cursor: next, list: true };
  },
});
