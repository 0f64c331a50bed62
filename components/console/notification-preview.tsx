"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { consoleApi } from "@/components/console-client";
import { errorItems } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import { previewSrc } from "@/components/ads/posts/post-item-src";
import { NOTIFICATIONS_KEY, type NotificationRecord } from "./notifications-model";

/**
 * A notification opened: a draft preview shows the draft as the post preview page renders it (the
 * console API checks the notification is the signed-in user's); other kinds show their text. Opening
 * marks it read.
 */
export function NotificationPreview({
  notification: n,
  onClose,
}: {
  notification: NotificationRecord | null;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const isDraft = n?.kind === "DRAFT_POST_PREVIEW";
  const preview = useQuery({
    queryKey: ["console-notification-preview", n?.id],
    queryFn: () =>
      consoleApi("GET /console-api/notifications/:id/preview", { params: { id: n?.id ?? "" } }),
    enabled: !!n && isDraft,
    retry: false,
  });
  useEffect(() => {
    if (!n) return;
    if (!isDraft && !n.read)
      void consoleApi("POST /console-api/notifications/read", { body: { ids: [n.id] } }).then(() =>
        qc.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
      );
    if (isDraft && preview.isFetched) void qc.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  }, [n, isDraft, preview.isFetched, qc]);
  const ref = useModalDialog(!!n);
  const src = preview.data ? previewSrc(`src='${preview.data.preview_url}'`) : null;
  return (
    <dialog
      ref={ref}
      aria-labelledby="notification-title"
      onClose={onClose}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-xl bg-white p-5 text-zinc-900 shadow-xl ring-1 ring-zinc-200"
    >
      {n && (
        <div className="space-y-3">
          <h2 id="notification-title" className="text-base font-semibold">
            {isDraft ? "Draft post preview" : "Notification"}
          </h2>
          <p className="text-sm text-zinc-700">{n.text}</p>
          {isDraft && preview.isPending && (
            <p role="status" className="text-sm text-zinc-600">
              Loading the preview…
            </p>
          )}
          {preview.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorItems(preview.error)
                .map((e) => e.message)
                .join(" ")}
            </p>
          )}
          {src && (
            <iframe
              src={src}
              title={`Preview of draft post ${preview.data?.draft_post_id}`}
              sandbox=""
              referrerPolicy="no-referrer"
              className="block h-96 w-full rounded-lg bg-white ring-1 ring-zinc-200"
            />
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            {n.link?.startsWith("/console/") ? (
              <a href={n.link} className="text-sm font-medium text-accent-700 underline">
                Open on its own page
              </a>
            ) : (
              <span />
            )}
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
