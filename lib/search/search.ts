import { and, asc, desc, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { posts } from "@/lib/db/schema";
import type { Query } from "./query-language";
import { hasKeyword, queryCondition } from "./query-sql";
import type { PostRow } from "@/lib/engagement/posts-of";

/** What a search or a count is over: the query, the time window (end exclusive) and the id bounds. */
export type Window = { query: Query; start: Date; end: Date; sinceId?: string; untilId?: string };

/** Where the next page starts: after a (time, id) by recency, or an offset by relevancy. */
export type Cursor = { after: { at: number; id: string } } | { offset: number };

export const encodeCursor = (c: Cursor) =>
  Buffer.from("after" in c ? `t:${c.after.at}:${c.after.id}` : `o:${c.offset}`).toString(
    "base64url",
  );

export function decodeCursor(token: string): Cursor | null {
  const text = Buffer.from(token, "base64url").toString();
  const after = /^t:(\d{1,15}):(\d{1,19})$/.exec(text);
  if (after) return { after: { at: Number(after[1]), id: after[2] } };
  const offset = /^o:(\d{1,9})$/.exec(text);
  return offset ? { offset: Number(offset[1]) } : null;
}

/** The posts a window holds: live ones, no reposts when the query reads the text. */
export function windowCondition(w: Window): SQL {
  return (
    and(
      sql`not ${posts.deleted}`,
      sql`${posts.created_at} >= ${w.start}`,
      sql`${posts.created_at} < ${w.end}`,
      w.sinceId ? sql`${posts.id}::numeric > ${w.sinceId}::numeric` : undefined,
      w.untilId ? sql`${posts.id}::numeric < ${w.untilId}::numeric` : undefined,
      hasKeyword(w.query) ? sql`${posts.repost_of_id} is null` : undefined,
      queryCondition(w.query),
    ) ?? sql`true`
  );
}

/** Engagement as relevance: what others did with a post, reposts and quotes weighing most. */
const relevance = sql`(${posts.like_count} + 2 * ${posts.repost_count} + ${posts.reply_count} + 2 * ${posts.quote_count})`;

/**
 * One page of a search, newest first (recency, the default) or most engaged first (relevancy), and
 * where the next one starts (null at the end).
 */
export async function searchPosts(
  w: Window,
  page: { max: number; cursor: Cursor | null; sort: "recency" | "relevancy" },
): Promise<{ rows: PostRow[]; next: Cursor | null }> {
  const { cursor, max } = page;
  const after =
    cursor && "after" in cursor
      ? sql`(${posts.created_at}, ${posts.id}) < (${new Date(cursor.after.at)}, ${cursor.after.id})`
      : undefined;
  const base = db()
    .select()
    .from(posts)
    .where(and(windowCondition(w), after));
  const offset = cursor && "offset" in cursor ? cursor.offset : 0;
  const rows =
    page.sort === "relevancy"
      ? await base
          .orderBy(desc(relevance), desc(posts.created_at), desc(posts.id))
          .limit(max + 1)
          .offset(offset)
      : await base.orderBy(desc(posts.created_at), desc(posts.id)).limit(max + 1);
  const shown = rows.slice(0, max);
  const last = shown[shown.length - 1];
  if (rows.length <= max || !last) return { rows: shown, next: null };
  return {
    rows: shown,
    next:
      page.sort === "relevancy"
        ? { offset: offset + max }
        : { after: { at: last.created_at.getTime(), id: last.id } },
  };
}

export type Granularity = "minute" | "hour" | "day";
export const BUCKET_MS: Record<Granularity, number> = {
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
};

/**
 * How many posts of the window fall in each bucket (whole minutes, hours or days in UTC), every
 * bucket of the window listed, empty ones with 0, oldest first.
 */
export async function countPosts(w: Window, granularity: Granularity) {
  // Written into the statement, not bound: select and group by must be the same expression, and
  // two parameters are two expressions to PostgreSQL. `granularity` is one of three literals.
  const unit = sql.raw(`'${granularity}'`);
  const bucket = sql`date_trunc(${unit}, ${posts.created_at} at time zone 'UTC')`;
  const found = await db()
    .select({
      at: sql<string>`to_char(${bucket}, 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      n: sql<number>`count(*)::int`,
    })
    .from(posts)
    .where(windowCondition(w))
    .groupBy(bucket)
    .orderBy(asc(bucket));
  const byStart = new Map(found.map((r) => [Date.parse(r.at), r.n]));
  const step = BUCKET_MS[granularity];
  const out: { start: Date; end: Date; count: number }[] = [];
  for (let t = Math.floor(w.start.getTime() / step) * step; t < w.end.getTime(); t += step)
    out.push({ start: new Date(t), end: new Date(t + step), count: byStart.get(t) ?? 0 });
  return out;
}
