"use client";

import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { getConsoleSession } from "@/components/api";
import { PreviewFrame } from "@/components/media/preview-frame";
import type { PreviewAuthor } from "@/lib/ads/previews";

/** The signed-in person, as the author of the previewed post (the preview page's header). */
export function usePreviewAuthor(fallbackName: string): PreviewAuthor {
  const session = useQuery({ queryKey: ["console-session"], queryFn: getConsoleSession });
  const u = session.data?.user;
  return u
    ? { name: u.name, screen_name: u.screen_name }
    : { name: fallbackName, screen_name: "you" };
}

/** Beside a builder's form (above it on a phone): what the card is, and the live preview. */
export function PreviewPanel({
  summary,
  html,
  title,
}: {
  summary: ReactNode;
  html: string;
  title: string;
}) {
  return (
    <section aria-label="Preview" className="space-y-3 lg:sticky lg:top-4">
      <div
        role="status"
        aria-live="polite"
        className="rounded-lg bg-white p-3 text-sm ring-1 ring-zinc-200"
      >
        {summary}
      </div>
      <PreviewFrame html={html} title={title} minHeight={240} />
      <p className="text-xs text-zinc-600">
        As a promoted-only post with this card, rendered exactly as the post preview shows it.
      </p>
    </section>
  );
}
