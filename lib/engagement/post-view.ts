import { inArray } from "drizzle-orm";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { posts, users } from "@/lib/db/schema";
import type { PostRow } from "./posts-of";

/**
 * A post as version 2 answers it, in two spellings: ours ("post": edit_history_post_ids,
 * referenced_posts, repost_count) and the reference's ("tweet": edit_history_tweet_ids,
 * referenced_tweets, retweet_count), which its clients' models read. The default fields are id,
 * text and the edit history; `fields` adds the others, as tweet.fields does on the reference.
 */
export type Spelling = "post" | "tweet";
export const POST_FIELDS = [
  "created_at",
  "author_id",
  "public_metrics",
  "referenced_posts",
  "referenced_tweets",
  "in_reply_to_user_id",
] as const;
export type PostField = (typeof POST_FIELDS)[number];

const reference = z.object({ type: z.string(), id: z.string() });
export const postViewSchema = z.object({
  id: z.string(),
  text: z.string(),
  created_at: z.string().optional(),
  author_id: z.string().optional(),
  in_reply_to_user_id: z.string().optional(),
  public_metrics: z.record(z.string(), z.number().int()).optional(),
  referenced_posts: z.array(reference).optional(),
  referenced_tweets: z.array(reference).optional(),
  edit_history_post_ids: z.array(z.string()).optional(),
  edit_history_tweet_ids: z.array(z.string()).optional(),
});

type Originals = Map<string, PostRow & { screen_name: string }>;

/** The posts `rows` refer to, with their authors' screen names (a repost's text quotes its author). */
async function originalsOf(rows: PostRow[]): Promise<Originals> {
  const ids = rows.flatMap((r) =>
    [r.repost_of_id, r.in_reply_to_post_id].filter((x) => x !== null),
  );
  if (!ids.length) return new Map();
  const found = await db().select().from(posts).where(inArray(posts.id, ids));
  const names = await db()
    .select({ id: users.id, screen_name: users.screenName })
    .from(users)
    .where(inArray(users.id, [...new Set(found.map((p) => p.user_id))]));
  const nameOf = new Map(names.map((u) => [u.id, u.screen_name]));
  return new Map(found.map((p) => [p.id, { ...p, screen_name: nameOf.get(p.user_id) ?? "" }]));
}

function references(row: PostRow, spelling: Spelling) {
  const refs = [
    row.repost_of_id && {
      type: spelling === "post" ? "reposted" : "retweeted",
      id: row.repost_of_id,
    },
    row.quoted_post_id && { type: "quoted", id: row.quoted_post_id },
    row.in_reply_to_post_id && { type: "replied_to", id: row.in_reply_to_post_id },
  ];
  return refs.filter((r): r is { type: string; id: string } => typeof r === "object" && r !== null);
}

function view(row: PostRow, spelling: Spelling, fields: PostField[], originals: Originals) {
  const original = row.repost_of_id ? originals.get(row.repost_of_id) : undefined;
  const text = original ? `RT @${original.screen_name}: ${original.text}` : row.text;
  const out: z.input<typeof postViewSchema> = { id: row.id, text };
  const history = row.edit_history_post_ids ?? [row.id];
  if (spelling === "post") out.edit_history_post_ids = history;
  else out.edit_history_tweet_ids = history;
  const metrics = original ?? row;
  const has = (f: PostField) => fields.includes(f);
  if (has("created_at")) out.created_at = row.created_at.toISOString();
  if (has("author_id")) out.author_id = row.user_id;
  if (has("public_metrics"))
    out.public_metrics = {
      like_count: metrics.like_count,
      [`${spelling === "post" ? "repost" : "retweet"}_count`]: metrics.repost_count,
      reply_count: metrics.reply_count,
      quote_count: metrics.quote_count,
    };
  const refs = references(row, spelling);
  if (refs.length && (has("referenced_posts") || has("referenced_tweets"))) {
    if (spelling === "post") out.referenced_posts = refs;
    else out.referenced_tweets = refs;
  }
  const repliedTo = row.in_reply_to_post_id && originals.get(row.in_reply_to_post_id);
  if (has("in_reply_to_user_id") && repliedTo) out.in_reply_to_user_id = repliedTo.user_id;
  return out;
}

/** The fields asked for under either selector's name (post.fields, tweet.fields), merged. */
export const selectedFields = (p: { "post.fields": string[]; "tweet.fields": string[] }) =>
  [...p["post.fields"], ...p["tweet.fields"]].filter((f): f is PostField =>
    POST_FIELDS.some((n) => n === f),
  );

/** The rows as version 2 answers them, in the order given. */
export async function postViews(rows: PostRow[], spelling: Spelling, fields: PostField[]) {
  const originals = await originalsOf(rows);
  return rows.map((row) => view(row, spelling, fields, originals));
}
