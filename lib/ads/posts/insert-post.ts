import { and, eq, gt, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { newId } from "@/lib/crypto/tokens";
import { posts } from "@/lib/db/schema";
import { emitPostWritten } from "@/lib/ads/posts/events";
import { AdsError } from "../../ads-kernel/errors";
import { now as clockNow } from "@/lib/time/clock";
import { languageOf } from "@/lib/search/language";

/**
 * Writes one post (POST accounts/:id/post and the scheduler). The same user may not post the same
 * non-empty text twice within DUPLICATE_WINDOW_MS (DUPLICATE_POST); the check runs under a per-user
 * transaction lock, so two concurrent identical posts cannot both pass it. Every post written here is
 * an event (post.create, or post.edit when it replaces another), in the caller's transaction.
 */
export const DUPLICATE_WINDOW_MS = 60 * 60 * 1000;

export type PostRow = typeof posts.$inferSelect;
export type PostValues = Omit<typeof posts.$inferInsert, "id" | "created_at" | "updated_at">;

export async function duplicateOf(tx: Tx, userId: string, text: string, now: Date) {
  if (!text) return undefined;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`post:${userId}`}))`);
  const [dup] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        eq(posts.user_id, userId),
        eq(posts.text, text),
        eq(posts.deleted, false),
        gt(posts.created_at, new Date(now.getTime() - DUPLICATE_WINDOW_MS)),
      ),
    )
    .limit(1);
  return dup?.id;
}

export async function insertPost(
  tx: Tx,
  values: PostValues,
  now: Date = clockNow(),
): Promise<PostRow> {
  const dup = await duplicateOf(tx, values.user_id, values.text ?? "", now);
  if (dup)
    throw AdsError.of(
      "DUPLICATE_POST",
      `This user posted the same text within the last hour (post ${dup}); change the text or wait.`,
      "text",
    );
  const id = newId();
  // An edit arrives with the chain before it; the new post's own id closes it (oldest first).
  const history = values.edit_history_post_ids ? [...values.edit_history_post_ids, id] : null;
  const [row] = await tx
    .insert(posts)
    .values({
      ...values,
      id,
      edit_history_post_ids: history,
      lang: await languageOf(values.text ?? ""),
      created_at: now,
      updated_at: now,
    })
    .returning();
  await emitPostWritten(tx, row);
  return row;
}
