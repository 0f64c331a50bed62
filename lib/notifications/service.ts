import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { notifications } from "@/lib/db/schema";

/**
 * A console user's notifications (rows written by other parts, so far the draft preview call): the
 * newest 50, the unread count, marking read. Every query is scoped to the signed-in user: a
 * notification of someone else is "not found", never shown.
 */
export const LIST_LIMIT = 50;
export const READ_MAX_IDS = 100;

export const notificationRecord = z.object({
  id: z.string(),
  kind: z.string().describe("DRAFT_POST_PREVIEW"),
  text: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.iso.datetime(),
  draft_post_id: z.string().nullable().describe("DRAFT_POST_PREVIEW: the draft to preview"),
  account_id: z.string().nullable().describe("DRAFT_POST_PREVIEW: the draft's ad account"),
});
export type NotificationRecord = z.output<typeof notificationRecord>;

export const notificationList = z.object({
  notifications: z.array(notificationRecord),
  unread_count: z.number().int(),
});
export type NotificationList = z.output<typeof notificationList>;

/** POST /console-api/notifications/read: the ids to mark read, or none for all of them. */
export const markReadBody = z
  .object({
    ids: z
      .array(z.string().min(1).max(64), { error: "ids must be an array of notification ids" })
      .max(READ_MAX_IDS, `ids holds at most ${READ_MAX_IDS} notification ids`)
      .optional(),
  })
  .strict();

type Row = typeof notifications.$inferSelect;

/** The draft a DRAFT_POST_PREVIEW notification is about, read from its link (lib/ads/posts/draft-preview.ts). */
export function draftTarget(row: Pick<Row, "kind" | "link">) {
  const m = /^\/console\/draft-posts\/([^/?#]+)\/preview\?account=([^&#]+)$/.exec(row.link ?? "");
  if (row.kind !== "DRAFT_POST_PREVIEW" || !m) return null;
  return { draftId: decodeURIComponent(m[1]), accountId: decodeURIComponent(m[2]) };
}

export function toNotificationRecord(r: Row): NotificationRecord {
  const target = draftTarget(r);
  return {
    id: r.id,
    kind: r.kind,
    text: r.text,
    link: r.link,
    read: r.read_at !== null,
    created_at: new Date(r.created_at).toISOString(),
    draft_post_id: target?.draftId ?? null,
    account_id: target?.accountId ?? null,
  };
}

const unread = (userId: string) =>
  and(eq(notifications.user_id, userId), isNull(notifications.read_at));

export async function unreadCount(userId: string): Promise<number> {
  const [row] = await db().select({ n: count() }).from(notifications).where(unread(userId));
  return Number(row?.n ?? 0);
}

export async function listNotifications(userId: string): Promise<NotificationList> {
  const rows = await db()
    .select()
    .from(notifications)
    .where(eq(notifications.user_id, userId))
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(LIST_LIMIT);
  return { notifications: rows.map(toNotificationRecord), unread_count: await unreadCount(userId) };
}

/** Marks the user's unread notifications among `ids` (all of them without ids) read; answers how many. */
export async function markRead(userId: string, ids?: string[]): Promise<number> {
  if (ids && !ids.length) return 0;
  const rows = await db()
    .update(notifications)
    .set({ read_at: new Date() })
    .where(and(unread(userId), ids ? inArray(notifications.id, ids) : undefined))
    .returning({ id: notifications.id });
  return rows.length;
}

/** One notification of the user, or null (someone else's is not found either). */
export async function findNotification(userId: string, id: string): Promise<Row | null> {
  const [row] = await db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)));
  return row ?? null;
}
