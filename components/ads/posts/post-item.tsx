"use client";

import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { QueryState } from "@/components/data/query-state";
import { PreviewFrame } from "@/components/media/preview-frame";
import { Button } from "@/components/ui/button";
import { adsApi } from "../ads-client";
import { adsKey, type Acct } from "../resource-hooks";
import { previewSrc } from "./post-item-src";

const PREVIEWS = "GET /12/accounts/:account_id/post_previews";

/** The interface's preview of one post: GET post_previews, its iframe shown in place. */
function ApiPreview({ account, postType, id, title }: PreviewTarget & { title: string }) {
  const q = useQuery({
    queryKey: adsKey(account, PREVIEWS, { postType, id }),
    queryFn: () => adsApi(account, PREVIEWS, { params: { post_type: postType, post_ids: id } }),
    staleTime: 30 * 60_000, // the signed link lives an hour
  });
  return (
    <QueryState
      query={q}
      loading="Loading the preview"
      failed="Could not load the preview"
      rows={2}
    >
      {(list) => {
        const src = list[0] ? previewSrc(list[0].preview) : null;
        return src ? (
          // As tall as the post (images, card buttons, the "Promoted" line), measured like the live previews.
          <PreviewFrame src={src} title={title} />
        ) : (
          <p className="text-sm text-zinc-600">This post has no preview any more.</p>
        );
      }}
    </QueryState>
  );
}

type PreviewTarget = { account: Acct; postType: "DRAFT" | "SCHEDULED" | "PUBLISHED"; id: string };

/** One row of the post lists: its text (or "Media only"), facts, actions, and its preview in place. */
export function PostItem({
  text,
  name,
  facts,
  actions,
  preview,
}: {
  text: string;
  name: string | null;
  facts: ReactNode;
  actions?: ReactNode;
  preview: PreviewTarget;
}) {
  const [open, setOpen] = useState(false);
  const label = `${preview.postType.toLowerCase()} post ${name ?? preview.id}`;
  return (
    <li className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-zinc-200">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          {name && <p className="text-xs font-medium uppercase text-zinc-600">{name}</p>}
          <p className="whitespace-pre-wrap break-words text-sm text-zinc-900">
            {text || <span className="italic text-zinc-600">Media only</span>}
          </p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-zinc-600">
            {facts}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-label={`${open ? "Hide" : "Show"} preview of ${label}`}
            onClick={() => setOpen(!open)}
          >
            {open ? "Hide preview" : "Preview"}
          </Button>
          {actions}
        </div>
      </div>
      {open && <ApiPreview {...preview} title={`Preview of ${label}`} />}
    </li>
  );
}

const tones: Record<string, string> = {
  SCHEDULED: "bg-sky-50 text-sky-800 ring-sky-600/20",
  SUCCESS: "bg-emerald-50 text-emerald-700 ring-emerald-600/20",
  FAILED: "bg-red-50 text-red-700 ring-red-600/20",
};
const words: Record<string, string> = {
  SCHEDULED: "Scheduled",
  SUCCESS: "Published",
  FAILED: "Failed",
  DELETED: "Deleted",
};

/** A scheduled post's status in words (SCHEDULED / SUCCESS / FAILED), never colour alone. */
export function ScheduleBadge({ status }: { status: string }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[status] ?? "bg-zinc-100 text-zinc-700 ring-zinc-500/20"}`}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {words[status] ?? status} <span className="sr-only">({status})</span>
    </span>
  );
}
