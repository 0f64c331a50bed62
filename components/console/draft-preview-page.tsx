"use client";

import { useQuery } from "@tanstack/react-query";
import { consoleApi } from "@/components/console-client";
import { previewSrc } from "@/components/ads/posts/post-item-src";
import { QueryState } from "@/components/data/query-state";

/** A draft's preview for the user who asked for it (the console API refuses anyone else). */
export function DraftPreviewPage({ draftId, accountId }: { draftId: string; accountId: string }) {
  const q = useQuery({
    queryKey: ["console-draft-preview", draftId, accountId],
    queryFn: () =>
      consoleApi("GET /console-api/notifications/drafts/:draftId/preview", {
        params: { draftId },
        query: { account: accountId },
      }),
    retry: false,
  });
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-xl font-semibold">Draft post preview</h1>
      <QueryState
        query={q}
        loading="Loading the preview"
        failed="Could not load the preview"
        notFound={{
          title: "No preview here",
          message: "This draft was deleted, or its preview was not sent to you.",
        }}
      >
        {(d) => (
          <iframe
            src={previewSrc(`src='${d.preview_url}'`) ?? ""}
            title={`Preview of draft post ${d.draft_post_id}`}
            sandbox=""
            referrerPolicy="no-referrer"
            className="block h-[32rem] w-full rounded-lg bg-white ring-1 ring-zinc-200"
          />
        )}
      </QueryState>
    </div>
  );
}
