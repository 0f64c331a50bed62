import { z } from "zod";
import { accountUsers } from "@/lib/db/schema";
import { defineOperation } from "../../ads-kernel/operation";
import { AdsError } from "../../ads-kernel/errors";
import { decodeCursor, encodeCursor } from "../../ads-kernel/cursor";
import { bool, idList } from "../../ads-kernel/fields";
import { EXCLUSIVE_TOTAL_COUNT, listSchema } from "../../ads-kernel/list";
import { promotableUsers } from "./promotable-users";
import { promotableUserRecord } from "./record";
import * as ex from "../example-ids";

/** Promotable users (document 2): list (promotable_user_ids; SL) and one by id. */
const family = "promotable users";
const SORT = { attr: "created_at", dir: "asc" } as const;

const listParams = listSchema({ countDefault: 200, countMax: 1000 })
  .extend({ promotable_user_ids: idList().optional() })
  .refine((p) => !(p.with_total_count && p.cursor), EXCLUSIVE_TOTAL_COUNT);

export const promotableUserOperations = [
  defineOperation({
    family,
    method: "get",
    path: "/accounts/:account_id/promotable_users",
    example: { path: ex.ON_ACCOUNT },
    summary: "The users whose posts the account may promote: FULL (the owner) or REPOSTS_ONLY",
    action: "account.read",
    params: listParams,
    record: promotableUserRecord,
    response: "list",
    handler: async ({ ctx, params: p }) => {
      if (p.sort_by && p.sort_by !== "created_at-asc")
        throw AdsError.invalid("sort_by", "promotable users sort only by created_at-asc");
      let rows = await promotableUsers(ctx.account.id);
      if (p.promotable_user_ids) rows = rows.filter((u) => p.promotable_user_ids!.includes(u.id));
      const total = rows.length;
      if (p.cursor) {
        const at = decodeCursor(p.cursor, SORT, accountUsers.createdAt);
        const i = rows.findIndex((u) => u.id === at.id && u.created_at === at.value);
        rows = i < 0 ? [] : rows.slice(i + 1);
      }
      const page = rows.slice(0, p.count);
      const last = page[page.length - 1];
      const next_cursor =
        rows.length > p.count && last ? encodeCursor(SORT, last.created_at, last.id) : null;
      return {
        data: page,
        list: true,
        next_cursor,
        ...(p.with_total_count ? { total_count: total } : {}),
      };
    },
  }),
  defineOperation({
    family,
    method: "get",
    path: "/accounts/:account_id/promotable_users/:promotable_user_id",
    example: { path: { ...ex.ON_ACCOUNT, promotable_user_id: ex.PROMOTABLE_USER_ID } },
    summary: "One promotable user",
    action: "account.read",
    params: z.object({ with_deleted: bool().default(false) }),
    record: promotableUserRecord,
    handler: async ({ ctx, c }) => {
      const id = c.req.param("promotable_user_id")!;
      const found = (await promotableUsers(ctx.account.id)).find((u) => u.id === id);
      if (!found) throw AdsError.notFound("promotable user of this account", id);
      return { data: found };
    },
  }),
];
