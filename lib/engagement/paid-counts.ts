import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";

/** Paid engagement of posts (campaign delivery's), by kind. */
export type PaidCounts = { likes: number; reposts: number; replies: number };

/**
 * Adds paid likes, reposts and replies to posts' public counts (like_count, repost_count,
 * reply_count), in the caller's transaction: the delivery simulator's, which writes the hour's
 * facts in it. No row and no event per engagement: the people are the synthetic population's, as
 * the population's own engagement (population.ts), which keeps its record apart and so adds to these.
 * Rows are locked in id order first, so two transactions adding to the same posts cannot deadlock.
 */
export async function addPaidCounts(
  tx: Tx,
  byPost: ReadonlyMap<string, PaidCounts>,
): Promise<void> {
  const rows = [...byPost]
    .filter(([, c]) => c.likes + c.reposts + c.replies > 0)
    .map(([id, c]) => ({ id, l: c.likes, r: c.reposts, c: c.replies }));
  if (!rows.length) return;
  await tx.execute(sql`
    with v as (select * from json_to_recordset(${JSON.stringify(rows)}::json)
        as v(id text, l int, r int, c int)),
      locked as materialized (
        select p.id from posts p join v on v.id = p.id order by p.id for update of p)
    update posts set like_count = posts.like_count + v.l,
      repost_count = posts.repost_count + v.r, reply_count = posts.reply_count + v.c
    from v join locked on locked.id = v.id where posts.id = v.id`);
}
