import { z } from "zod";
import { and, count, eq, getTableColumns, inArray, type SQL } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { accountMedia } from "@/lib/db/schema";
import { defineOperation } from "../../ads-kernel/operation";
import { bool, enumList, idList } from "../../ads-kernel/fields";
import { EXCLUSIVE_TOTAL_COUNT, keyset, listSchema } from "../../ads-kernel/list";
import { AdsError } from "../../ads-kernel/errors";
import { recordHistory } from "../../ads-kernel/history";
import type { AdsCtx } from "../../ads-kernel/context";
import { mediaByKey } from "../media-library/media-check";
import {
  accountMediaRecord,
  CREATIVE_TYPES,
  toAccountMediaRecord,
  type AccountMediaRow,
} from "./record";
import * as ex from "../example-ids";

const PATH = "/accounts/:account_id/account_media";
const ONE = `${PATH}/:account_media_id`;
const common = { family: "media", record: accountMediaRecord } as const;

const listParams = listSchema({ countDefault: 200, countMax: 1000 })
  .extend({
    account_media_ids: idList().optional(),
    creative_types: enumList(CREATIVE_TYPES).optional(),
  })
  .refine((p) => !(p.with_total_count && p.cursor), EXCLUSIVE_TOTAL_COUNT);

async function records(tx: Tx, rows: AccountMediaRow[]) {
  const files = await mediaByKey(
    tx,
    rows.map((r) => r.media_key),
  );
  return rows.map((r) => toAccountMediaRecord(r, files.get(r.media_key)));
}

async function one(tx: Tx, ctx: AdsCtx, id: string, withDeleted: boolean, lock = false) {
  const where = and(eq(accountMedia.account_id, ctx.account.id), eq(accountMedia.id, id));
  const q = tx.select().from(accountMedia).where(where);
  const row = (lock ? await q.for("update") : await q)[0];
  if (!row || (row.deleted && !withDeleted))
    throw AdsError.of("ACCOUNT_MEDIA_NOT_FOUND", `No account media with id ${id} in this account.`);
  return row;
}

/** Account media (document 3): list, get, delete. Entries come from the media library (AMPLIFY_VIDEO → PREROLL). */
export const accountMediaOperations = [
  defineOperation({
    ...common,
    method: "get",
    path: PATH,
    example: { path: ex.ON_ACCOUNT },
    summary: "List the account's media by creative type",
    action: "creatives.read",
    params: listParams,
    response: "list",
    handler: async ({ ctx, params }) => {
      const page = keyset(params, getTableColumns(accountMedia), ["created_at", "updated_at"]);
      const filters = [
        eq(accountMedia.account_id, ctx.account.id),
        params.with_deleted ? undefined : eq(accountMedia.deleted, false),
        params.account_media_ids ? inArray(accountMedia.id, params.account_media_ids) : undefined,
        params.creative_types
          ? inArray(accountMedia.creative_type, params.creative_types)
          : undefined,
      ].filter((w): w is SQL => !!w);
      return db().transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(accountMedia)
          .where(and(...filters, ...page.where))
          .orderBy(...page.orderBy)
          .limit(page.limit);
        const { rows: pageRows, next_cursor } = page.page(rows);
        const total = params.with_total_count
          ? (
              await tx
                .select({ n: count() })
                .from(accountMedia)
                .where(and(...filters))
            )[0].n
          : undefined;
        return { data: await records(tx, pageRows), next_cursor, list: true, total_count: total };
      });
    },
  }),
  defineOperation({
    ...common,
    method: "get",
    path: ONE,
    example: { path: { ...ex.ON_ACCOUNT, account_media_id: ex.ACCOUNT_MEDIA_ID } },
    summary: "One account media item",
    action: "creatives.read",
    params: z.object({ with_deleted: bool().default(false) }),
    handler: async ({ ctx, c, params }) => ({
      data: await db().transaction(
        async (tx) =>
          (
            await records(tx, [
              await one(tx, ctx, c.req.param("account_media_id") ?? "", params.with_deleted),
            ])
          )[0],
      ),
    }),
  }),
  defineOperation({
    ...common,
    method: "delete",
    path: ONE,
    example: { path: { ...ex.ON_ACCOUNT, account_media_id: ex.ACCOUNT_MEDIA_ID } },
    summary: "Delete an account media item",
    action: "creatives.write",
    handler: async ({ ctx, c }) => ({
      data: await db().transaction(async (tx) => {
        const row = await one(tx, ctx, c.req.param("account_media_id") ?? "", false, true);
        const [gone] = await tx
          .update(accountMedia)
          .set({ deleted: true, updated_at: new Date() })
          .where(eq(accountMedia.id, row.id))
          .returning();
        await recordHistory(tx, {
          accountId: ctx.account.id,
          userId: ctx.userId,
          entityType: "ACCOUNT_MEDIA",
          entityId: row.id,
          changeType: "DELETE",
          before: { deleted: false },
          after: { deleted: true },
        });
        return (await records(tx, [gone]))[0];
      }),
    }),
  }),
];
