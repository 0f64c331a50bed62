import { and, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { db, type Tx } from "@/lib/db/client";
import { scheduledPosts } from "@/lib/db/schema";
import type { AdsCtx } from "../../ads-kernel/context";
import { AdsError } from "../../ads-kernel/errors";
import { keyset } from "../../ads-kernel/list";
import { fullUserId } from "./promotable-users";
import { checkedDraftValues } from "./content";
import { checkedChanges, toDraftRecord, who } from "./drafts";
import { postsHistory } from "./history";
import { enqueuePublish } from "./publish-queue";
import { scheduledPostRecord } from "./record";
import { dropScheduled } from "../scheduled-promoted-posts/go-live";
import {
  checkWindow,
  scheduledMinute,
  type scheduledCreate,
  type scheduledListParams,
  type scheduledUpdate,
} from "./scheduled-rules";
import { now, nowMs } from "@/lib/time/clock";

/**
 * Scheduled posts (document 3; FACTS): written like drafts plus scheduled_at; every write that sets a
 * time enqueues its publish job in the same transaction (publish-queue.ts). PUT and DELETE only while
 * SCHEDULED and before scheduled_at; DELETE marks the row DELETED (its job then does nothing).
 */
type Row = typeof scheduledPosts.$inferSelect;
type ScheduledRecord = z.output<typeof scheduledPostRecord>;

export const toScheduledRecord = (r: Row): ScheduledRecord => {
  return {
    ...toDraftRecord(r),
    scheduled_at: r.scheduled_at.toISOString(),
    completed_at: r.completed_at ? r.completed_at.toISOString() : null,
    // Only this module writes the column, always one of the record's four values.
    scheduled_status: scheduledPostRecord.shape.scheduled_status.parse(r.scheduled_status),
    reason: r.reason,
    post_id: r.post_id,
  };
};

export async function findScheduled(
  ctx: AdsCtx,
  id: string,
  opts: { tx?: Tx; lock?: boolean; withDeleted?: boolean } = {},
) {
  const q = (opts.tx ?? db())
    .select()
    .from(scheduledPosts)
    .where(and(eq(scheduledPosts.id, id), eq(scheduledPosts.account_id, ctx.account.id)));
  const [row] = await (opts.lock ? q.for("update") : q);
  if (!row || (row.deleted && !opts.withDeleted)) throw AdsError.notFound("scheduled post", id);
  return row;
}

export async function listScheduled(ctx: AdsCtx, p: z.output<typeof scheduledListParams>) {
  const cols = getTableColumns(scheduledPosts);
  const page = keyset({ ...p, sort_by: "created_at-desc" }, cols, ["created_at"]);
  const userId = p.user_id ?? (await fullUserId(ctx.account.id));
  const where: (SQL | undefined)[] = [
    eq(cols.account_id, ctx.account.id),
    p.with_deleted ? undefined : eq(cols.deleted, false),
    userId ? eq(cols.user_id, userId) : undefined,
    ...page.where,
  ];
  const rows = await db()
    .select()
    .from(scheduledPosts)
    .where(and(...where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
  const out = page.page(rows);
  return { data: out.rows.map(toScheduledRecord), next_cursor: out.next_cursor };
}

export async function createScheduled(ctx: AdsCtx, p: z.output<typeof scheduledCreate>) {
  const minute = scheduledMinute(p.scheduled_at);
  return db().transaction(async (tx) => {
    await checkWindow(tx, ctx.account.id, minute);
    const [row] = await tx
      .insert(scheduledPosts)
      .values({ ...(await checkedDraftValues(tx, ctx, p)), scheduled_at: minute })
      .returning();
    await enqueuePublish(tx, row.id, minute);
    await postsHistory(tx, who(ctx), "SCHEDULED_POST", null, row);
    return toScheduledRecord(row);
  });
}

/** PUT and DELETE change only what has not gone live yet. */
function assertPending(row: Row, what: string): void {
  if (row.scheduled_status !== "SCHEDULED" || row.scheduled_at.getTime() <= nowMs())
    throw AdsError.invalid(
      "scheduled_post_id",
      `Scheduled post ${row.id} is ${row.scheduled_status} (scheduled_at ${row.scheduled_at.toISOString()}): only a SCHEDULED post can be ${what} before its scheduled_at.`,
    );
}

export async function updateScheduled(
  ctx: AdsCtx,
  id: string,
  p: z.output<typeof scheduledUpdate>,
) {
  const { scheduled_at, ...fields } = p;
  const minute = scheduled_at ? scheduledMinute(scheduled_at) : undefined;
  return db().transaction(async (tx) => {
    const row = await findScheduled(ctx, id, { tx, lock: true });
    assertPending(row, "changed");
    const changes = await checkedChanges(tx, ctx, row, fields);
    const moved = minute && minute.getTime() !== row.scheduled_at.getTime();
    if (moved) await checkWindow(tx, ctx.account.id, minute, id);
    const [updated] = await tx
      .update(scheduledPosts)
      .set({ ...changes, ...(moved ? { scheduled_at: minute } : {}), updated_at: now() })
      .where(eq(scheduledPosts.id, id))
      .returning();
    if (moved) await enqueuePublish(tx, id, minute);
    await postsHistory(tx, who(ctx), "SCHEDULED_POST", row, updated);
    return toScheduledRecord(updated);
  });
}

export async function deleteScheduled(ctx: AdsCtx, id: string) {
  return db().transaction(async (tx) => {
    const row = await findScheduled(ctx, id, { tx, lock: true });
    assertPending(row, "deleted");
    const [updated] = await tx
      .update(scheduledPosts)
      .set({ scheduled_status: "DELETED", deleted: true, updated_at: now() })
      .where(eq(scheduledPosts.id, id))
      .returning();
    await dropScheduled(tx, who(ctx), id);
    await postsHistory(tx, who(ctx), "SCHEDULED_POST", row, updated);
    return toScheduledRecord(updated);
  });
}
