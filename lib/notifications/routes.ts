import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
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
  unreadCount,
} from "@/lib/notifications/service";
import { fail, invalid, jsonBody, type ConsoleEnv } from "../auth/console-api-kit";

/**
 * /console-api/notifications (mounted by console-api.ts behind its session and CSRF guard): the
 * signed-in user's notifications for the header's bell. Only the user's own rows are ever read.
 */
export const consoleNotifications = new Hono<ConsoleEnv>();

consoleNotifications.get("/", async (c) => c.json({ data: await listNotifications(c.var.userId) }));

consoleNotifications.post("/read", async (c) => {
  const parsed = markReadBody.safeParse((await jsonBody(c)) ?? {});
  if (!parsed.success) return invalid(c, parsed.error);
  const marked = await markRead(c.var.userId, parsed.data.ids);
  return c.json({ data: { marked, unread_count: await unreadCount(c.var.userId) } });
});

const gone = (draftId: string) => ({
  code: "NOT_FOUND",
  message: `Draft post ${draftId} was deleted, or you did not ask for its preview: there is nothing to show.`,
  parameter: "id",
});

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

const notFound = (id: string) => ({
  code: "NOT_FOUND",
  message: `You have no notification ${id}.`,
  parameter: "id",
});

/**
 * A draft preview notification opened: its draft (still there, and previewed by this user) and a
 * signed preview address (the iframe src of GET post_previews). Opening it marks it read.
 */
consoleNotifications.get("/:id/preview", async (c) => {
  const id = c.req.param("id");
  const row = id.length <= 64 ? await findNotification(c.var.userId, id) : null;
  if (!row) return fail(c, 404, [notFound(id.slice(0, 64))]);
  const target = draftTarget(row);
  if (!target)
    return fail(c, 400, [
      {
        code: "INVALID_PARAMETER",
        message: `Notification ${id} is not a draft post preview: there is nothing to preview.`,
        parameter: "id",
      },
    ]);
  const opened = await openDraftPreview(c.var.userId, target);
  if (!opened) return fail(c, 404, [gone(target.draftId)]);
  await markRead(c.var.userId, [row.id]);
  return c.json({ data: opened });
});

/**
 * The page a draft preview notification links to (/console/draft-posts/:id/preview?account=): the
 * same answer for a user who asked for that draft's preview; anyone else finds nothing.
 */
consoleNotifications.get("/drafts/:draftId/preview", async (c) => {
  const draftId = c.req.param("draftId").slice(0, 64);
  const accountId = (c.req.query("account") ?? "").slice(0, 64);
  const opened = accountId ? await openDraftPreview(c.var.userId, { draftId, accountId }) : null;
  if (!opened) return fail(c, 404, [gone(draftId)]);
  return c.json({ data: opened });
});
