import type { NotificationList } from "@/lib/notifications/service";

/** The header's notifications (the console API's answers); client-safe types only. */
export const NOTIFICATIONS_KEY = ["console-notifications"];
export type { NotificationList, NotificationRecord } from "@/lib/notifications/service";
export type DraftPreviewOpened = { draft_post_id: string; account_id: string; preview_url: string };

/** The bell's accessible name: "Notifications, 2 unread". */
export const bellLabel = (list: NotificationList | undefined) =>
  `Notifications${list?.unread_count ? `, ${list.unread_count} unread` : ""}`;
