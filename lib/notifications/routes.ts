import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { draftPosts } from "@/lib/db/schema";
import { mayViewDraftPreview } from "@/lib/ads/posts/draft-preview";
import { previewUrl } from "@/lib/ads/previews/preview-link";
import {
  draftTarget,
  findNotification,
  listNotifications,
  markRead,
  markReadBody,
  notificationList,
  unreadCount,
} from "@/lib/notifications/service";
import { refuse } from "../auth/console-api-kit";
import { defineConsoleRoute } from "../auth/console-route";

/**
 * /console-api/notifications: the signed-in user's notifications for the header's bell. Only the
 * user's own rows are ever read.
 */
const draftPreviewSchema = z.object({
  draft_post_id: z.string(),
  account_id: z.string(),
  preview_url: z.string(),
});

const gone = (draftId: string): never =>
  refuse(
    404,
    "NOT_FOUND",
    `Draft post ${draftId} was deleted, or you did not ask for its preview: there is nothing to show.`,
    "id",
  );

/** The draft's preview for a user who asked for it (POST draft_posts/preview), or null. */
async function openDraftPreview(userId: string, target: { draftId: string; accountId: string }) {
  const [draft] = await db()
    .select({ id: draftPosts.id })
    .from(draftPosts)
    .where(
      and(
        eq(draftPosts.id, target.draftId),
        eq(draftPosts.account_id, target.accountId),
        eq(draftPosts.deleted, false),
      ),
    );
  if (!draft || !(await mayViewDraftPreview(target.draftId, userId))) return null;
  const url = previewUrl({ accountId: target.accountId, postType: "DRAFT", id: target.draftId });
  return { draft_post_id: target.draftId, account_id: target.accountId, preview_url: url };
}

export const CONSOLE_NOTIFICATION_ROUTES = [
  defineConsoleRoute({
    method: "GET",
    path: "/console-api/notifications",
    summary: "The newest notifications and how many are unread",
    response: notificationList,
    handler: ({ userId }) => listNotifications(userId),
  }),
  defineConsoleRoute({
    method: "POST",
    path: "/console-api/notifications/read",
    summary: "Mark notifications read (all of them when no ids are sent)",
    body: markReadBody,
    response: z.object({ marked: z.number().int(), unread_count: z.number().int() }),
    handler: async ({ userId, body }) => {
      const marked = await markRead(userId, body.ids);
      return { marked, unread_count: await unreadCount(userId) };
    },
  }),
  /**
   * A draft preview notification opened: its draft (still there, and previewed by this user) and a
   * signed preview address (the iframe src of GET post_previews). Opening it marks it read.
   */
  defineConsoleRoute({
    method: "GET",
    path: "/console-api/notifications/:id/preview",
    summary: "Open a draft preview notification",
    response: draftPreviewSchema,
    handler: async ({ userId, params: { id } }) => {
      const row = id.length <= 64 ? await findNotification(userId, id) : null;
      if (!row) refuse(404, "NOT_FOUND", `You have no notification ${id.slice(0, 64)}.`, "id");
      const target = draftTarget(row);
      if (!target)
        refuse(
          400,
          "INVALID_PARAMETER",
          `Notification ${id} is not a draft post preview: there is nothing to preview.`,
          "id",
        );
      const opened = (await openDraftPreview(userId, target)) ?? gone(target.draftId);
      await markRead(userId, [row.id]);
      return opened;
    },
  }),
  /**
   * The page a draft preview notification links to (/console/draft-posts/:id/preview?account=):
   * the same answer for a user who asked for that draft's preview; anyone else finds nothing.
   */
  defineConsoleRoute({
    method: "GET",
    path: "/console-api/notifications/drafts/:draftId/preview",
    summary: "A draft's preview, for a user who asked for it",
    query: z.object({ account: z.string().optional() }),
    response: draftPreviewSchema,
    handler: async ({ userId, params, query }) => {
      const draftId = params.draftId.slice(0, 64);
      const accountId = (query.account ?? "").slice(0, 64);
      const opened = accountId ? await openDraftPreview(userId, { draftId, accountId }) : null;
      return opened ?? gone(draftId);
    },
  }),
] as const;
