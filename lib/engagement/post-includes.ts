import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { posts } from "@/lib/db/schema";
import { nameList } from "@/lib/http/v2-params";
import type { PostRow } from "./posts-of";
import { postViews, postViewSchema, type PostField, type Spelling } from "./post-view";
import { USER_FIELDS, userViews, userViewSchema, type UserField } from "./user-view";

/**
 * `expansions` of a post answer, as on the reference: the objects its ids name, once each, under
 * `includes` (users by author_id and in_reply_to_user_id, the posts it refers to and their authors).
 * Both spellings' names are taken (referenced_tweets.id, referenced_posts.id); posts come back under
 * `tweets` or `posts` as the path spells them.
 */
export const EXPANSIONS = [
  "author_id",
  "in_reply_to_user_id",
  "referenced_tweets.id",
  "referenced_posts.id",
  "referenced_tweets.id.author_id",
  "referenced_posts.id.author_id",
] as const;
type Expansion = (typeof EXPANSIONS)[number];

export const expansionParams = {
  expansions: nameList(EXPANSIONS),
  "user.fields": nameList(USER_FIELDS),
};

export const includesSchema = z
  .object({
    users: z.array(userViewSchema).optional(),
    tweets: z.array(postViewSchema).optional(),
    posts: z.array(postViewSchema).optional(),
  })
  .optional();

const referencedIds = (r: PostRow) =>
  [r.repost_of_id, r.quoted_post_id, r.in_reply_to_post_id].filter((id) => id !== null);

/** The `includes` of an answer holding `rows`, or nothing when no expansion is asked for. */
export async function includesOf(
  rows: PostRow[],
  p: { expansions: Expansion[]; "user.fields": string[] },
  spelling: Spelling,
  postFields: PostField[],
): Promise<z.input<typeof includesSchema>> {
  const asked = (e: string) => p.expansions.some((x) => x === e);
  const userFields = p["user.fields"].filter((f): f is UserField =>
    USER_FIELDS.some((n) => n === f),
  );
  const wantsPosts = asked("referenced_tweets.id") || asked("referenced_posts.id");
  const wantsTheirAuthors =
    asked("referenced_tweets.id.author_id") || asked("referenced_posts.id.author_id");
  const refIds = [...new Set(rows.flatMap(referencedIds))];
  const referenced =
    refIds.length && (wantsPosts || wantsTheirAuthors || asked("in_reply_to_user_id"))
      ? await db()
          .select()
          .from(posts)
          .where(and(inArray(posts.id, refIds), eq(posts.deleted, false)))
      : [];
  const userIds = [
    ...(asked("author_id") ? rows.map((r) => r.user_id) : []),
    ...(asked("in_reply_to_user_id")
      ? referenced.filter((o) => rows.some((r) => r.in_reply_to_post_id === o.id))
      : []
    ).map((o) => o.user_id),
    ...(wantsTheirAuthors ? referenced.map((o) => o.user_id) : []),
  ];
  const out: NonNullable<z.input<typeof includesSchema>> = {};
  const people = await userViews(userIds, userFields);
  if (people.length) out.users = people;
  if (wantsPosts && referenced.length)
    out[spelling === "post" ? "posts" : "tweets"] = await postViews(
      referenced,
      spelling,
      postFields,
    );
  return Object.keys(out).length ? out : undefined;
}
