import { and, desc, or, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { posts } from "@/lib/db/schema";
import type { Query } from "./query-language";
import { documentTerm, hasKeyword, queryCondition, termFilter } from "./query-sql";
import { keptHours } from "./hours";
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

const between = (start: Date, end: Date) =>
  and(sql`${posts.created_at} >= ${start}`, sql`${posts.created_at} < ${end}`);

/**
 * The posts a window holds: live ones, no reposts when the query reads the text. `match` and
 * `within` (parts of the window's time) replace the query's condition and the window's bounds.
 */
export function windowCondition(
  w: Window,
  match: SQL = queryCondition(w.query),
  within = between(w.start, w.end),
): SQL {
  return (
    and(
      sql`not ${posts.deleted}`,
      within,
      w.sinceId ? sql`${posts.id}::numeric > ${w.sinceId}::numeric` : undefined,
      w.untilId ? sql`${posts.id}::numeric < ${w.untilId}::numeric` : undefined,
      hasKeyword(w.query) ? sql`${posts.repost_of_id} is null` : undefined,
      match,
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
 * bucket of the window listed, empty ones with 0, oldest first. A query of one term by hour or day
 * reads the hours whose counts are kept (lib/search/hours.ts) and counts only the rest, usually the
 * hour under way and the window's partial ends.
 */
export async function countPosts(w: Window, granularity: Granularity) {
  const step = BUCKET_MS[granularity];
  const term = granularity !== "minute" && !w.sinceId && !w.untilId ? documentTerm(w.query) : null;
  const kept = term ? await keptHours(term, w.start, w.end) : new Map<number, number>();
  const byStart = new Map<number, number>();
  const add = (at: number, n: number) => {
    const bucket = Math.floor(at / step) * step;
    byStart.set(bucket, (byStart.get(bucket) ?? 0) + n);
  };
  for (const [at, n] of kept) add(at, n);
  for (const r of await countLive(w, granularity, term, [...kept.keys()]))
    add(Date.parse(r.at), r.n);
  const out: { start: Date; end: Date; count: number }[] = [];
  for (let t = Math.floor(w.start.getTime() / step) * step; t < w.end.getTime(); t += step)
    out.push({ start: new Date(t), end: new Date(t + step), count: byStart.get(t) ?? 0 });
  return out;
}

/**
 * The window's posts counted by bucket, but for the hours `skip` (whole, in order) whose counts of
 * `term` are kept: then the rest is a few hours, whose rows are tested one by one.
 */
async function countLive(w: Window, granularity: Granularity, term: string | null, skip: number[]) {
  // Written into the statement, not bound: select and group by must be the same expression, and
  // two parameters are two expressions to PostgreSQL. `granularity` is one of three literals.
  const unit = sql.raw(`'${granularity}'`);
  const bucket = sql`date_trunc(${unit}, ${posts.created_at} at time zone 'UTC')`;
  const ranges = rangesBetween(w.start.getTime(), w.end.getTime(), skip);
  if (!ranges.length) return [];
  const within = or(...ranges.map(([a, b]) => between(new Date(a), new Date(b))));
  return db()
    .select({
      at: sql<string>`to_char(${bucket}, 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      n: sql<number>`count(*)::int`,
    })
    .from(posts)
    .where(windowCondition(w, term && skip.length ? termFilter(term) : undefined, within))
    .groupBy(bucket);
}

/** [start, end) less the hours `skip` (sorted), as the ranges left. */
function rangesBetween(start: number, end: number, skip: number[]): [number, number][] {
  const out: [number, number][] = [];
  let from = start;
  for (const h of skip) {
    if (h > from) out.push([from, h]);
    from = Math.max(from, h + 3_600_000);
  }
  if (from < end) out.push([from, end]);
  return out;
}
