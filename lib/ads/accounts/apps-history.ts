import { MAX_CURSOR } from "../../ads-kernel/cursor";
import { z } from "zod";
import { RESOURCES } from "../resources";
import { and, eq, gte, lt } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { accountHistory } from "@/lib/db/schema";
import { accountAppsOperation } from "./apps";
import { idParam, int, isoTime, oneOf } from "../../ads-kernel/fields";
import { defineOperation } from "../../ads-kernel/operation";
import { keyset } from "../../ads-kernel/list";
import { AdsError } from "../../ads-kernel/errors";
import { POSTS_ENTITY_TYPES } from "../posts/history";
import { historyRecordSchema } from "./record";
import * as ex from "../example-ids";
const family = "accounts";

const wholeHour = (name: string) =>
  isoTime().refine(
    (d) => d.getTime() % 3_600_000 === 0,
    `${name} must be a whole hour, such as 2026-11-01T10:00:00Z`,
  );
/** The spec's entity types, the account's own, and every declared resource's (history.ts writes them). */
const ENTITY_TYPES: [string, ...string[]] = [
  "ACCOUNT",
  ...new Set([
    "CAMPAIGN",
    "LINE_ITEM",
    "PROMOTED_POST",
    "PROMOTED_TWEET",
    "TARGETING_CRITERIA",
    "PROMOTED_ACCOUNT",
    "TAX_SETTINGS",
    "ACCOUNT_USER",
    "MEDIA_LIBRARY",
    "ACCOUNT_MEDIA",

    ...POSTS_ENTITY_TYPES,
    ...RESOURCES.map((r) => r.entityType),
  ]),
];
const historySchema = z.object({
  entity_type: oneOf(ENTITY_TYPES),
  entity_id: idParam(),
  start_time: wholeHour("start_time"),
  end_time: wholeHour("end_time"),
  user_id: idParam().optional(),
  count: int({ min: 1, max: 1000 }).default(200),
  cursor: z.string().max(MAX_CURSOR, `cursor has at most ${MAX_CURSOR} characters`).optional(),
});

/** The account's apps and its change history. */
export const appsHistoryOperations = [
  accountAppsOperation,
  defineOperation({
    family,
    method: "get",
    path: "/accounts/:account_id/account_history",
    example: {
      path: ex.ON_ACCOUNT,
      params: {
        entity_type: "ACCOUNT",
        entity_id: ex.ACCOUNT_ID,
        start_time: "2026-11-01T10:00:00Z",
        end_time: "2026-11-01T12:00:00Z",
      },
    },
    record: historyRecordSchema,
    response: "list",
    summary: "Who changed what on one entity, newest first, between two whole hours",
    action: "account.read",
    params: historySchema,
    handler: async ({ ctx, params: p }) => {
      if (p.end_time <= p.start_time)
        throw AdsError.invalid("end_time", "end_time must be after start_time.");
      const entityType = p.entity_type === "PROMOTED_TWEET" ? "PROMOTED_POST" : p.entity_type;
      // Newest first, keyset on (created_at, id): entries written in the same millisecond keep their place.
      const ks = keyset(
        { count: p.count, cursor: p.cursor, sort_by: "created_at-desc" },
        { id: accountHistory.id, created_at: accountHistory.created_at },
        ["created_at"],
      );
      const rows = await db()
        .select()
        .from(accountHistory)
        .where(
          and(
            eq(accountHistory.account_id, ctx.account.id),
            eq(accountHistory.entity_type, entityType),
            eq(accountHistory.entity_id, p.entity_id),
            gte(accountHistory.created_at, p.start_time),
            lt(accountHistory.created_at, p.end_time),
            p.user_id ? eq(accountHistory.user_id, p.user_id) : undefined,
            ...ks.where,
          ),
        )
        .orderBy(...ks.orderBy)
        .limit(ks.limit);
      const { rows: page, next_cursor: next } = ks.page(rows);
      return { data: page.map(historyRecord), list: true, next_cursor: next };
    },
  }),
];

function historyRecord(r: typeof accountHistory.$inferSelect) {
  return {
    id: r.id,
    user_id: r.user_id,
    entity_type: r.entity_type,
    entity_id: r.entity_id,
    change_type: r.change_type,
    changes: r.changes,
    created_at: r.created_at.toISOString(),
  };
}
