import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { config } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { noteRatings, notes } from "@/lib/db/schema";
import { defineQueue } from "@/lib/jobs/queue";
import { now } from "@/lib/time/clock";
import { noteAt } from "./rating-model";

/** Notes brought up to date per run at most: a run takes the oldest still being rated first. */
const MAX_PER_RUN = 2000;

/**
 * Brings every live note the raters have not settled up to what the model (rating-model.ts) says
 * at `at`: the ratings given since the last run are added (one row per rater, so a repeated or
 * concurrent run adds none twice), then the counts and the status follow from all of them; a note
 * past the settling time keeps its status for good. Rows are locked while updated (SKIP LOCKED: two
 * runs at once share the work).
 */
export async function applyNoteRatings(at: Date): Promise<{ updated: number }> {
  const population = config().populationSize;
  return db().transaction(async (tx) => {
    const rows = await tx
      .select({
        id: notes.id,
        score: notes.claim_opinion_score,
        created_at: notes.created_at,
        status: notes.status,
      })
      .from(notes)
      .where(
        and(
          eq(notes.rating_settled, false),
          isNull(notes.deleted_at),
          sql`${notes.created_at} <= ${at}`,
        ),
      )
      .orderBy(asc(notes.created_at))
      .limit(MAX_PER_RUN)
      .for("update", { skipLocked: true });
    let updated = 0;
    for (const row of rows) {
      const model = noteAt(row.id, row.score, at.getTime() - row.created_at.getTime(), population);
      if (model.ratings.length)
        await tx
          .insert(noteRatings)
          .values(model.ratings.map((r) => ({ note_id: row.id, ...r, created_at: at })))
          .onConflictDoNothing();
      const helpful = model.ratings.filter((r) => r.helpful).length;
      await tx
        .update(notes)
        .set({
          status: model.status,
          helpful_count: helpful,
          not_helpful_count: model.ratings.length - helpful,
          rating_settled: model.settled,
          ...(model.status !== row.status ? { status_changed_at: at } : {}),
        })
        .where(eq(notes.id, row.id));
      updated++;
    }
    return { updated };
  });
}

/** notes.rate: every five minutes, the population's ratings and the statuses they give. */
export const noteRatingQueue = defineQueue({
  name: "notes.rate",
  cron: "*/5 * * * *",
  options: { retryLimit: 1, expireInSeconds: 240 },
  run: async () => {
    await applyNoteRatings(now());
  },
});
