"use client";

import { errorItems } from "@/components/forms/server-errors";
import type { Acct } from "@/components/ads/resource-hooks";
import { previewText, type PreviewAsk } from "./flexible-preview-model";
import { useFlexiblePreview } from "./use-flexible-preview";

/**
 * The size the tree would have, following the edits (debounced), computed on the server by the
 * function the processing job uses, so the created audience shows the same. Announced politely; the
 * last answer stays while the next is computed. A tree the schema refuses says why, without a call.
 */
export function FlexiblePreviewPanel({
  account,
  ask,
  name,
}: {
  account: Acct;
  ask: PreviewAsk;
  name: (id: string) => string;
}) {
  const preview = useFlexiblePreview(account, ask.kind === "ask" ? ask.body : "");
  const text = preview.data && previewText(preview.data, name);
  return (
    <section
      aria-labelledby="flexible-size-heading"
      className="space-y-1 rounded-lg bg-zinc-50 p-4 ring-1 ring-zinc-200"
    >
      <h2 id="flexible-size-heading" className="text-sm font-semibold">
        Size if created now
      </h2>
      <div role="status" aria-live="polite" aria-atomic="true" className="space-y-1 text-sm">
        {ask.kind === "empty" ? (
          <p className="text-zinc-600">Add an audience to see how many people the tree keeps.</p>
        ) : ask.kind === "invalid" ? (
          <p className="text-zinc-700">Not computed: {ask.problems.join(" ")}</p>
        ) : preview.isError ? (
          <p className="text-zinc-700">
            Not computed:{" "}
            {errorItems(preview.error)
              .map((e) => e.message)
              .join(" ")}
          </p>
        ) : text ? (
          <>
            <p data-testid="flexible-size" className="text-2xl font-semibold tabular-nums">
              {text.size}
            </p>
            <p className={text.tone === "ok" ? "text-emerald-800" : "text-amber-800"}>
              {text.status}
            </p>
            {text.note && <p className="text-xs text-zinc-600">{text.note}</p>}
          </>
        ) : (
          <p className="text-zinc-600">Computing…</p>
        )}
        {preview.isFetching && text && ask.kind === "ask" && (
          <p className="text-xs text-zinc-500">Updating…</p>
        )}
      </div>
    </section>
  );
}
