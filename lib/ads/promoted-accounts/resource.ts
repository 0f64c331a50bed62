import { and, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { lineItems, promotedAccounts } from "@/lib/db/schema";
import { defineResource } from "../../ads-kernel/define-resource";
import { AdsError } from "../../ads-kernel/errors";
import { lineItemsResource } from "../line-items/resource";
import { promotedAccountCreate } from "./schema";
import { promotableUsers } from "../posts/promotable-users";
import { acceptsAccounts, INCOMPATIBLE_MESSAGE } from "./rules";
import * as ex from "@/lib/ads/example-ids";

export { promotedAccountCreate } from "./schema";

/**
 * Promoted accounts (document 2): a user promoted on a line item. The line item must take promoted
 * accounts (INCOMPATIBLE_LINE_ITEM otherwise); the user must be eligible, which here means a
 * promotable user of the account (INVALID_USER_ID otherwise, nothing written); a user already
 * promoted on the line item is answered as is. A list whose line_item_ids name no line item that
 * takes promoted accounts is a 400 (ids that name no line item list nothing, as every id filter). No update.
 */
export const promotedAccountsResource = defineResource({
  name: "promoted_accounts",
  table: promotedAccounts,
  exampleId: ex.PROMOTED_ACCOUNT_ID,
  actions: { read: "campaigns.read", write: "campaigns.write" },
  // Locked for update: two identical writes at once serialise, so the second finds the first (`existing`).
  references: {
    line_item_id: { parent: lineItemsResource, onParentDelete: "delete", lock: "update" },
  },
  list: {
    sortable: ["created_at", "updated_at"],
    idFilters: { promoted_account_ids: "id", line_item_ids: "line_item_id" },
    cacheRecords: true,
    check: async (ctx, p) => {
      const ids = p.line_item_ids;
      if (!Array.isArray(ids) || ids.length === 0) return;
      const listed = await db()
        .select({ objective: lineItems.objective, product_type: lineItems.product_type })
        .from(lineItems)
        .where(
          and(eq(lineItems.account_id, ctx.account.id), inArray(lineItems.id, ids.map(String))),
        );
      // Ids that name no line item list nothing (as every id filter); listed ones must include one that takes them.
      const accepting = listed.length ? listed.filter(acceptsAccounts) : [true];
      if (!accepting.length)
        throw AdsError.of(
          "INCOMPATIBLE_LINE_ITEM",
          `None of the line_item_ids takes promoted accounts. ${INCOMPATIBLE_MESSAGE}`,
          "line_item_ids",
        );
    },
  },
  create: {
    schema: promotedAccountCreate,
    refused: [{ param: "user_id", value: "someone" }],
    example: { line_item_id: ex.LINE_ITEM_ID, user_id: ex.USER_ID },
    prepare: async (tx, ctx, input, { line_item_id: li }) => {
      if (!acceptsAccounts(li))
        throw AdsError.of(
          "INCOMPATIBLE_LINE_ITEM",
          `Line item ${li.id} (${li.product_type}, ${li.objective}) does not take promoted accounts. ${INCOMPATIBLE_MESSAGE}`,
          "line_item_id",
        );
      const users = await promotableUsers(ctx.account.id, tx);
      if (!users.some((u) => u.user_id === input.user_id))
        throw AdsError.of(
          "INVALID_USER_ID",
          `User ${input.user_id} cannot be promoted by this account: only its promotable users can (GET accounts/${ctx.account.id}/promotable_users).`,
          "user_id",
        );
      return input;
    },
    existing: async (tx, _ctx, v) => {
      const [row] = await tx
        .select()
        .from(promotedAccounts)
        .where(
          and(
            eq(promotedAccounts.line_item_id, String(v.line_item_id)),
            eq(promotedAccounts.user_id, String(v.user_id)),
            eq(promotedAccounts.deleted, false),
          ),
        );
      return row;
    },
  },
  remove: {},
});
