import { and, desc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { newsStories, posts } from "@/lib/db/schema";
import { emitEvent } from "@/lib/events/outbox";
import { clusterPosts, type NewsPost } from "./cluster";
import { storyOf, type StoryDraft } from "./story";
import { fullStory } from "./view";

/** Stories are made of the posts of the last WINDOW_HOURS, the newest MAX_POSTS at most. */
export const WINDOW_HOURS = 24;
const MAX_POSTS = 5000;

/** The organic posts of the window: live, not reposts, not promoted-only (nullcast). */
async function windowPosts(tx: Tx, at: Date): Promise<NewsPost[]> {
  const since = new Date(at.getTime() - WINDOW_HOURS * 3_600_000);
  const rows = await tx
    .select({
      id: posts.id,
      author: posts.user_id,
      text: posts.text,
      createdAt: posts.created_at,
      engagement: sql<number>`(${posts.like_count} + ${posts.repost_count} + ${posts.reply_count} + ${posts.quote_count})::int`,
    })
    .from(posts)
    .where(
      and(
        eq(posts.deleted, false),
        eq(posts.nullcast, false),
        isNull(posts.repost_of_id),
        gt(posts.created_at, since),
        lte(posts.created_at, at),
      ),
    )
    .orderBy(desc(posts.created_at), desc(posts.id))
    .limit(MAX_POSTS);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }));
}

/** JSON with object keys sorted: jsonb gives keys back in an order of its own. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object")
    return `{${Object.entries(v)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`)
      .join(",")}}`;
  return JSON.stringify(v);
}

const content = (s: StoryDraft | typeof newsStories.$inferSelect) =>
  canonical([s.name, s.category, s.hook, s.summary, s.contexts, s.keywords, s.post_ids]);

/**
 * news.refresh: rebuilds the stories from the window's posts (cluster.ts, story.ts) at `at`. A new
 * story is inserted and announced (news.new, in the same transaction); a known one is updated only
 * when its content changed, so its updated_at, and every answer about it, stay the same until then.
 * Stories no longer found stay as they were and age out of searches (max_age_hours). Runs under a
 * lock: two refreshes at once do not announce a story twice.
 */
export async function refreshNews(at: Date): Promise<{ created: string[]; updated: string[] }> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('news.refresh'))`);
    const drafts = clusterPosts(await windowPosts(tx, at)).map(storyOf);
    const ids = drafts.map((d) => d.id);
    const known = ids.length
      ? await tx.select().from(newsStories).where(inArray(newsStories.id, ids))
      : [];
    const byId = new Map(known.map((r) => [r.id, r]));
    const created: string[] = [];
    const updated: string[] = [];
    for (const d of drafts) {
      const row = byId.get(d.id);
      if (row && content(row) === content(d)) continue;
      if (row) {
        await tx
          .update(newsStories)
          .set({ ...d, updated_at: at })
          .where(eq(newsStories.id, d.id));
        updated.push(d.id);
        continue;
      }
      const [story] = await tx
        .insert(newsStories)
        .values({ ...d, created_at: at, updated_at: at })
        .returning();
      // Delivered only to subscriptions the tier allowed (lib/webhooks/products/activity-input.ts).
      await emitEvent(tx, {
        kind: "news.new",
        userId: null,
        payload: { news: fullStory(story) },
        occurredAt: at,
      });
      created.push(d.id);
    }
    return { created, updated };
  });
}
