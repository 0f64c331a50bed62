import { and, eq, getTableColumns, inArray, not, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { db } from "@/lib/db/client";
import { draftPosts, posts, scheduledPosts } from "@/lib/db/schema";
import { keyset, prefixFilter } from "../../ads-kernel/list";
import { fullUserId } from "./promotable-users";
import { postUsers, toPostRecord, type PostLike } from "./post-record";
import type { postList } from "./schema";

/**
 * GET accounts/:id/posts (document 3): one post_type's records of the account in the post shape,
 * newest first (keyset on created_at, id). user_id defaults to the FULL promotable user;
 * timeline_type NULLCAST (default) keeps promoted-only ones, ORGANIC the others, ALL both;
 * include_mentions_and_replies=false leaves out texts that start with a mention (replies).
 */
const TABLES = { PUBLISHED: posts, DRAFT: draftPosts, SCHEDULED: scheduledPosts } as const;

export async function listPosts(accountId: string, p: z.output<typeof postList>) {
  const table = TABLES[p.post_type];
  const cols = getTableColumns(table);
  const page = keyset({ count: p.count, cursor: p.cursor, sort_by: "created_at-desc" }, cols, [
    "created_at",
  ]);
  const userId = p.user_id ?? (await fullUserId(accountId));
  const where: (SQL | undefined)[] = [
    eq(cols.account_id, accountId),
    eq(cols.deleted, false),
    userId ? eq(cols.user_id, userId) : undefined,
    p.timeline_type === "ALL" ? undefined : eq(cols.nullcast, p.timeline_type === "NULLCAST"),
    prefixFilter(cols.name, p.name),
    p.post_ids?.length ? inArray(cols.id, p.post_ids) : undefined,
    p.include_mentions_and_replies ? undefined : not(sql`${cols.text} ~ '^\\s*@[A-Za-z0-9_]'`),
    ...page.where,
  ];
  const rows = await db()
    .select()
    .from(table)
    .where(and(...where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
  // Every row of the three tables has PostLike's columns (a post's video fields are optional there).
  const { rows: pageRows, next_cursor } = page.page(rows as PostLike[]);
  const users = await postUsers(pageRows.map((r) => r.user_id));
  const opts = { trimUser: p.trim_user, mode: "extended" as const, withConversation: true };
  return {
    data: pageRows.map((r) => toPostRecord(r, users.get(r.user_id), opts)),
    next_cursor,
  };
}
