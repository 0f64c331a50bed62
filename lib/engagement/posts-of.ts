import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { posts } from "@/lib/db/schema";
import { ServiceProblem } from "@/lib/http/problems";

export type PostRow = typeof posts.$inferSelect;

/**
 * The live post `id` names, or a problem naming `parameter`. A repost stands for its original: to
 * like, repost, reply to or quote a repost is to do it to the post it reposts, as on the reference.
 */
export async function engagedPost(tx: Tx, id: string, parameter: string): Promise<PostRow> {
  const [row] = await tx
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.deleted, false)))
    .limit(1);
  if (!row)
    throw new ServiceProblem("ResourceNotFound", `There is no post with id ${id}.`, parameter, id);
  return row.repost_of_id ? engagedPost(tx, row.repost_of_id, parameter) : row;
}

/** The public_metrics column each kind of engagement counts in. */
export type Metric = "like_count" | "repost_count" | "reply_count" | "quote_count";

/** One more (or one less) of `metric` on the post, in the transaction of the engagement itself. */
export async function bump(tx: Tx, postId: string, metric: Metric, by: 1 | -1): Promise<void> {
  const column = sql.identifier(metric);
  await tx.execute(
    sql`update ${posts} set ${column} = greatest(${column} + ${by}, 0) where ${posts.id} = ${postId}`,
  );
}
