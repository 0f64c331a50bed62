import { eq, inArray, sql } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { platformSettings, posts, users } from "@/lib/db/schema";
import { CORPUS_AUTHORS } from "./authors";
import { corpusHour, type CorpusPost } from "./text";

const HOUR = 3_600_000;
/** How far back the corpus reaches when it starts: the recent index's 7 days. */
export const BACKFILL_MS = 7 * 24 * HOUR;
/** Up to when the corpus is written (platform_settings), so each run writes only what is new. */
const WRITTEN_UNTIL = "search.corpus.until";
const ROWS_PER_INSERT = 1000;

/** The corpus's posts created in (from, to], at `perHour` an hour. */
export function corpusBetween(from: number, to: number, perHour: number): CorpusPost[] {
  const out: CorpusPost[] = [];
  for (let h = Math.floor(from / HOUR) * HOUR; h <= to; h += HOUR)
    for (const p of corpusHour(h, perHour)) {
      const at = p.createdAt.getTime();
      if (at > from && at <= to) out.push(p);
    }
  return out;
}

/**
 * Writes corpus posts (and their authors, once): ordinary posts rows, organic, in English, with
 * their drawn public counts and settled, so the population's engagement job leaves them alone. A
 * post already there is kept (ids are a function of the hour): writing twice changes nothing. An
 * author whose screen name a real user took first is left out, with their posts.
 */
export async function writeCorpus(tx: Tx, list: readonly CorpusPost[]): Promise<number> {
  if (!list.length) return 0;
  const ids = CORPUS_AUTHORS.map((a) => a.id);
  const present = async () =>
    new Set(
      (await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map(
        (r) => r.id,
      ),
    );
  let authors = await present();
  // The authors are written once, at the first run; later runs only read them.
  if (authors.size < ids.length) {
    await tx
      .insert(users)
      .values(
        CORPUS_AUTHORS.map((a) => ({
          id: a.id,
          screenName: a.screenName,
          name: a.name,
          // No scheme: verifyPassword refuses it, so nobody signs in as a corpus author.
          passwordHash: "!",
          bio: "Posts of the synthetic corpus.",
          corpus: true,
        })),
      )
      .onConflictDoNothing();
    authors = await present();
  }
  const rows = list
    .filter((p) => authors.has(p.userId))
    .map((p) => ({
      id: p.id,
      user_id: p.userId,
      text: p.text,
      nullcast: false,
      lang: "en",
      in_reply_to_post_id: p.replyTo,
      quoted_post_id: p.quoteOf,
      like_count: p.counts.likes,
      repost_count: p.counts.reposts,
      reply_count: p.counts.replies,
      quote_count: p.counts.quotes,
      population_settled: true,
      created_at: p.createdAt,
      updated_at: p.createdAt,
    }));
  let written = 0;
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const done = await tx
      .insert(posts)
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .onConflictDoNothing()
      .returning({ id: posts.id });
    written += done.length;
  }
  return written;
}

/**
 * search.corpus: writes the corpus's posts whose time has come since the last run (the last 7 days
 * at the first), under a lock so that processes on one database write each post once. With
 * `perHour` 0 nothing is written, and the corpus starts from the moment it is turned on.
 */
export async function advanceCorpus(at: Date, perHour: number): Promise<number> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('search.corpus'))`);
    const [row] = await tx
      .select({ value: platformSettings.value })
      .from(platformSettings)
      .where(eq(platformSettings.key, WRITTEN_UNTIL));
    const until = row ? Date.parse(row.value) : 0;
    const from = Math.max(until, at.getTime() - BACKFILL_MS);
    if (from >= at.getTime()) return 0;
    const written = perHour ? await writeCorpus(tx, corpusBetween(from, at.getTime(), perHour)) : 0;
    const value = at.toISOString();
    await tx
      .insert(platformSettings)
      .values({ key: WRITTEN_UNTIL, value })
      .onConflictDoUpdate({ target: platformSettings.key, set: { value } });
    return written;
  });
}
