import type { ConsoleAnswer } from "@/components/console-client";

/** The header's notifications (the console API's answers); client-safe types only. */
export const NOTIFICATIONS_KEY = ["console-notifications"];
export type NotificationList = ConsoleAnswer<"GET /console-api/notifications">;
export type NotificationRecord = NotificationList["notifications"][number];
export type DraftPreviewOpened = ConsoleAnswer<"GET /console-api/notifications/:id/preview">;

/** The bell's accessible name: "Notifications, 2 unread". */
export const bellLabel = (list: NotificationList | undefined) =>
  `Notifications${list?.unread_count ? `, ${list.unread_count} unread` : ""}`;
