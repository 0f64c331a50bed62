import { and, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { db, type Tx } from "@/lib/db/client";
import { draftPosts } from "@/lib/db/schema";
import type { AdsCtx } from "../../ads-kernel/context";
import { AdsError } from "../../ads-kernel/errors";
import { keyset } from "../../ads-kernel/list";
import { checkAsUser, fullUserId } from "./promotable-users";
import { checkAttachments, checkedDraftValues } from "./content";
import { postsHistory } from "./history";
import type { draftPostRecord } from "./record";
import type { draftCreate, draftUpdate } from "./schema";

/**
 * Draft posts (document 3): kept per account, written as a promotable user (the same as_user_id and
 * POST_COMPOSER rule as posts), with the same attachment rules. PUT replaces each given field; an
 * empty card_uri or media_keys removes it. The result must still have text or media.
 */
export type DraftRow = typeof draftPosts.$inferSelect;
type DraftRecord = z.output<typeof draftPostRecord>;

export const toDraftRecord = (r: DraftRow): DraftRecord => ({
  id: r.id,
  text: r.text,
  name: r.name,
  user_id: r.user_id,
  nullcast: r.nullcast,
  card_uri: r.card_uri,
  media_keys: r.media_keys,
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
  deleted: r.deleted,
});

export const who = (ctx: AdsCtx) => ({ accountId: ctx.account.id, userId: ctx.userId });

export function blankError(): AdsError {
  return AdsError.of(
    "POST_CANNOT_BE_BLANK",
    "text is required when there are no media_keys: a post needs text or media",
    "text",
  );
}

export async function findDraft(ctx: AdsCtx, id: string, tx?: Tx, lock = false) {
  const q = (tx ?? db())
    .select()
    .from(draftPosts)
    .where(
      and(
        eq(draftPosts.id, id),
        eq(draftPosts.account_id, ctx.account.id),
        eq(draftPosts.deleted, false),
      ),
    );
  const [row] = await (lock ? q.for("update") : q);
  if (!row) throw AdsError.notFound("draft post", id);
  return row;
}

export async function listDrafts(
  ctx: AdsCtx,
  p: { count: number; cursor?: string; user_id?: string },
) {
  const cols = getTableColumns(draftPosts);
  const page = keyset({ ...p, sort_by: "created_at-desc" }, cols, ["created_at"]);
  const userId = p.user_id ?? (await fullUserId(ctx.account.id));
  const where: (SQL | undefined)[] = [
    eq(cols.account_id, ctx.account.id),
    eq(cols.deleted, false),
    userId ? eq(cols.user_id, userId) : undefined,
    ...page.where,
  ];
  const rows = await db()
    .select()
    .from(draftPosts)
    .where(and(...where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
  const out = page.page(rows);
  return { data: out.rows.map(toDraftRecord), next_cursor: out.next_cursor };
}

export async function createDraft(ctx: AdsCtx, p: z.output<typeof draftCreate>) {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(draftPosts)
      .values(await checkedDraftValues(tx, ctx, p))
      .returning();
    await postsHistory(tx, who(ctx), "DRAFT_POST", null, row);
    return toDraftRecord(row);
  });
}

/** The fields a PUT changes, with their rules checked against the row they change (drafts, scheduled). */
export async function checkedChanges(
  tx: Tx,
  ctx: AdsCtx,
  row: Pick<DraftRow, "user_id" | "text" | "media_keys" | "nullcast">,
  p: z.output<typeof draftUpdate>,
) {
  const changes = Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined));
  const text = p.text ?? row.text;
  const keys = p.media_keys ?? row.media_keys;
  if (!text && !keys.length) throw blankError();
  if (p.nullcast !== undefined || p.text !== undefined)
    await checkAsUser(tx, ctx, row.user_id, p.nullcast ?? row.nullcast);
  await checkAttachments(tx, ctx.account.id, { card_uri: p.card_uri, media_keys: p.media_keys });
  return changes;
}

export async function updateDraft(ctx: AdsCtx, id: string, p: z.output<typeof draftUpdate>) {
  return db().transaction(async (tx) => {
    const row = await findDraft(ctx, id, tx, true);
    const changes = await checkedChanges(tx, ctx, row, p);
    const [updated] = await tx
      .update(draftPosts)
      .set({ ...changes, updated_at: new Date() })
      .where(eq(draftPosts.id, id))
      .returning();
    await postsHistory(tx, who(ctx), "DRAFT_POST", row, updated);
    return toDraftRecord(updated);
  });
}

export async function deleteDraft(ctx: AdsCtx, id: string) {
  return db().transaction(async (tx) => {
    const before = await findDraft(ctx, id, tx, true);
    const [row] = await tx
      .update(draftPosts)
      .set({ deleted: true, updated_at: new Date() })
      .where(eq(draftPosts.id, id))
      .returning();
    await postsHistory(tx, who(ctx), "DRAFT_POST", before, row);
    return { ...toDraftRecord(row), status: "DELETED" as const };
  });
}
