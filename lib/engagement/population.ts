import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { posts, type PopulationCounts } from "@/lib/db/schema";
import { engagementAt, SETTLED_HOURS } from "./population-model";

const SETTLED_MS = SETTLED_HOURS * 3_600_000;

/** Posts brought up to date per run at most: a run takes the oldest still settling first. */
const MAX_PER_RUN = 5000;
const NONE: PopulationCounts = { likes: 0, reposts: 0, replies: 0, quotes: 0 };

/**
 * Brings the population's engagement of every organic post it has not settled up to what the model
 * says at `now`: each count grows by what the population gave since the last run, and a post older
 * than SETTLED_HOURS gets its final counts and is settled (a run that comes late settles it whole).
 * Rows are locked while updated, and the delta is taken from what was recorded as given, so two runs
 * at once, or a run repeated, add nothing twice.
 */
export async function applyPopulationEngagement(now: Date): Promise<{ updated: number }> {
  return db().transaction(async (tx) => {
    const rows = await tx
      .select({
        id: posts.id,
        created_at: posts.created_at,
        nullcast: posts.nullcast,
        repost_of_id: posts.repost_of_id,
        given: posts.population_engagement,
      })
      .from(posts)
      .where(
        and(
          eq(posts.population_settled, false),
          eq(posts.deleted, false),
          sql`${posts.created_at} <= ${now}`,
        ),
      )
      .orderBy(asc(posts.created_at))
      .limit(MAX_PER_RUN)
      .for("update", { skipLocked: true });
    let updated = 0;
    for (const row of rows) {
      const age = now.getTime() - row.created_at.getTime();
      // Promoted-only posts (nullcast) and reposts are not on timelines: nothing to engage with.
      const organic = !row.nullcast && row.repost_of_id === null;
      const target = organic ? engagementAt(row.id, age) : NONE;
      const given = row.given ?? NONE;
      const add = (k: keyof PopulationCounts) => Math.max(0, target[k] - given[k]);
      const settled = age >= SETTLED_MS || !organic;
      if (!settled && !add("likes") && !add("reposts") && !add("replies") && !add("quotes"))
        continue;
      await tx
        .update(posts)
        .set({
          like_count: sql`${posts.like_count} + ${add("likes")}`,
          repost_count: sql`${posts.repost_count} + ${add("reposts")}`,
          reply_count: sql`${posts.reply_count} + ${add("replies")}`,
          quote_count: sql`${posts.quote_count} + ${add("quotes")}`,
          population_engagement: organic ? target : null,
          population_settled: settled,
        })
        .where(eq(posts.id, row.id));
      updated++;
    }
    return { updated };
  });
}
