"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { consoleApi } from "@/components/console-client";
import { formatDateTime } from "@/components/format/time";
import { bellLabel, NOTIFICATIONS_KEY, type NotificationRecord } from "./notifications-model";
import { NotificationPreview } from "./notification-preview";

/**
 * The header's bell: the signed-in user's notifications with the unread count in its name, a popover
 * list (Escape or a click outside closes it), "Mark all read", and a draft preview opened in a dialog.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState<NotificationRecord | null>(null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => consoleApi("GET /console-api/notifications"),
    refetchInterval: 30_000,
  });
  const readAll = useMutation({
    mutationFn: () => consoleApi("POST /console-api/notifications/read", { body: {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", away);
    return () => document.removeEventListener("pointerdown", away);
  }, [open]);
  const unread = list.data?.unread_count ?? 0;
  const items = list.data?.notifications ?? [];

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label={bellLabel(list.data)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="relative grid size-9 place-items-center rounded-md text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path
            d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 && (
          <span
            aria-hidden
            data-testid="unread-count"
            className="absolute -right-0.5 -top-0.5 grid min-w-4 place-items-center rounded-full bg-red-600 px-1 text-[0.65rem] font-bold text-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label="Notifications"
          className="absolute right-0 z-20 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-xl bg-white p-3 shadow-lg ring-1 ring-zinc-200"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <h2 className="text-sm font-semibold">Notifications</h2>
            {unread > 0 && (
              <button
                type="button"
                onClick={() => readAll.mutate()}
                className="text-xs font-medium text-accent-700 underline"
              >
                Mark all read
              </button>
            )}
          </div>
          {list.isError ? (
            <p className="text-sm text-red-700">Could not load your notifications.</p>
          ) : items.length === 0 ? (
            <p className="text-sm text-zinc-600">No notifications yet.</p>
          ) : (
            <ul className="max-h-80 space-y-1 overflow-y-auto">
              {items.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setOpen(false);
                      setOpened(n);
                    }}
                    className={`w-full rounded-md p-2 text-left text-sm hover:bg-zinc-50 ${n.read ? "text-zinc-700" : "bg-accent-50 font-medium text-zinc-900"}`}
                  >
                    {!n.read && <span className="sr-only">Unread: </span>}
                    {n.text}
                    <span className="mt-0.5 block text-xs font-normal text-zinc-600">
                      {formatDateTime(n.created_at)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <NotificationPreview notification={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
