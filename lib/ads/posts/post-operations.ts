import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { posts } from "@/lib/db/schema";
import { defineOperation } from "../../ads-kernel/operation";
import { AdsError } from "../../ads-kernel/errors";
import { checkAsUser } from "./promotable-users";
import { checkAttachments } from "./content";
import { insertPost } from "./insert-post";
import { postsHistory } from "./history";
import { who } from "./drafts";
import { listPosts } from "./list-posts";
import { postUsers, toPostRecord } from "./post-record";
import { postRecord } from "./record";
import { postCreate, postList, postNameUpdate } from "./schema";
import type { MediaKind } from "./media-keys";
import * as ex from "../example-ids";

const family = "posts";

/** video_cta, video_title and video_description describe a video: refused on any other post. */
function checkVideoFields(p: Record<string, unknown>, kind: MediaKind | null): void {
  if (kind === "VIDEO") return;
  const field = ["video_cta", "video_title", "video_description"].find((f) => p[f] !== undefined);
  if (field)
    throw AdsError.invalid(
      field,
      `${field} applies only to a post whose media_keys hold a video (this post has ${kind ? `a ${kind}` : "no media"}).`,
    );
}

export const postOperations = [
  defineOperation({
    family,
    method: "post",
    path: "/accounts/:account_id/post",
    example: {
      path: ex.ON_ACCOUNT,
      params: { as_user_id: ex.USER_ID, text: "Spring sale: 20% off" },
    },
    summary: "Create a post (promoted-only by default) as a promotable user of the account",
    action: "creatives.write",
    params: postCreate,
    record: postRecord,
    status: 201,
    handler: async ({ ctx, params: p }) => {
      const row = await db().transaction(async (tx) => {
        await checkAsUser(tx, ctx, p.as_user_id, p.nullcast);
        const kind = await checkAttachments(tx, ctx.account.id, p);
        checkVideoFields(p, kind);
        const row = await insertPost(tx, {
          user_id: p.as_user_id,
          account_id: ctx.account.id,
          text: p.text ?? "",
          card_uri: p.card_uri ?? null,
          media_keys: p.media_keys ?? [],
          nullcast: p.nullcast,
          name: p.name ?? null,
          conversation_settings: p.conversation_settings,
          video_cta: p.video_cta ?? null,
          video_cta_value: p.video_cta_value ?? null,
          video_title: p.video_title ?? null,
          video_description: p.video_description ?? null,
        });
        await postsHistory(tx, who(ctx), "POST", null, row);
        return row;
      });
      const user = (await postUsers([row.user_id])).get(row.user_id);
      const opts = { trimUser: p.trim_user, mode: p.post_mode, withConversation: false };
      return { data: toPostRecord(row, user, opts), status: 201 };
    },
  }),
  defineOperation({
    family,
    method: "get",
    path: "/accounts/:account_id/posts",
    example: { path: ex.ON_ACCOUNT, params: { post_type: "PUBLISHED" } },
    summary: "List the account's published, draft or scheduled posts (post_type), newest first",
    action: "creatives.read",
    params: postList,
    record: postRecord,
    response: "list",
    handler: async ({ ctx, params: p }) => ({
      ...(await listPosts(ctx.account.id, p)),
      list: true,
    }),
  }),
  defineOperation({
    family,
    method: "put",
    path: "/accounts/:account_id/posts/:post_id/name",
    example: {
      path: { ...ex.ON_ACCOUNT, post_id: ex.POST_ID },
      params: { name: "Spring sale post" },
    },
    summary: "Name (or rename) a post made through the account",
    action: "creatives.write",
    params: postNameUpdate,
    record: postRecord,
    handler: async ({ ctx, c, params: p }) => {
      const id = c.req.param("post_id")!;
      const row = await db().transaction(async (tx) => {
        const mine = and(
          eq(posts.id, id),
          eq(posts.account_id, ctx.account.id),
          eq(posts.deleted, false),
        );
        const [before] = await tx.select().from(posts).where(mine).for("update");
        if (!before) throw AdsError.notFound("post of this account", id, "POST_NOT_FOUND");
        const [after] = await tx
          .update(posts)
          .set({ name: p.name, updated_at: new Date() })
          .where(eq(posts.id, id))
          .returning();
        await postsHistory(tx, who(ctx), "POST", before, after);
        return after;
      });
      const user = (await postUsers([row.user_id])).get(row.user_id);
      const opts = { trimUser: false, mode: "extended" as const, withConversation: true };
      return { data: toPostRecord(row, user, opts) };
    },
  }),
];
