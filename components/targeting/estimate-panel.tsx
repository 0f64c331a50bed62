"use client";

import { useState } from "react";
import { errorItems } from "@/components/forms/server-errors";
import { rangeText, type Criterion } from "./targeting-model";
import type { useEstimate } from "./use-targeting";

/**
 * The audience estimate of the draft as a range (document 2: audience_size min and max), with a bar
 * against the widest estimate seen while editing, so a narrowing shows at a glance. Announced politely.
 */
export function EstimatePanel({
  draft,
  estimate,
}: {
  draft: readonly Criterion[];
  estimate: ReturnType<typeof useEstimate>;
}) {
  const [widest, setWidest] = useState(0);
  const size = estimate.data?.audience_size;
  // Adjusted while rendering (React's pattern for state derived from props): no effect, no extra paint.
  if (size && size.max > widest) setWidest(size.max);
  const text = size && rangeText(size);
  const scale = Math.max(widest, size?.max ?? 0) || 1;
  return (
    <section
      aria-labelledby="estimate-heading"
      className="space-y-2 rounded-lg bg-zinc-50 p-4 ring-1 ring-zinc-200"
    >
      <h3 id="estimate-heading" className="text-sm font-semibold">
        Audience estimate
      </h3>
      <div role="status" aria-live="polite" aria-atomic="true" className="space-y-1 text-sm">
        {!draft.length ? (
          <p className="text-zinc-600">Add targeting to estimate who this line item reaches.</p>
        ) : estimate.isError ? (
          <p className="text-zinc-700">{errorItems(estimate.error)[0]?.message}</p>
        ) : text ? (
          <>
            <p>
              <span className="text-2xl font-semibold tabular-nums" title={text.full}>
                {text.short}
              </span>{" "}
              <span className="text-zinc-600">people</span>
            </p>
            <p className="sr-only">{text.full}</p>
          </>
        ) : (
          <p className="text-zinc-600">Estimating…</p>
        )}
        {estimate.isFetching && size && <p className="text-xs text-zinc-500">Updating…</p>}
      </div>
      {size && !estimate.isError && draft.length > 0 && (
        <div aria-hidden="true" className="space-y-1">
          <div className="relative h-2 rounded-full bg-zinc-200">
            <div
              className="absolute inset-y-0 left-0 rounded-full bg-accent-600 transition-[width]"
              style={{ width: `${(size.max / scale) * 100}%` }}
            />
          </div>
          <p className="text-xs text-zinc-500">Against the widest estimate while editing.</p>
        </div>
      )}
    </section>
  );
}
