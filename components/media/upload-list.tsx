"use client";

import { Button } from "@/components/ui/button";
import { formatBytes } from "./upload-protocol";
import { describe, summary } from "./upload-status";
import type { UploadItem } from "./use-uploads";

type UploadListProps = {
  items: UploadItem[];
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
};

/** The upload queue: each file with its progress bar (role=progressbar) and status, and its actions. */
export function UploadList({ items, onCancel, onRetry, onRemove }: UploadListProps) {
  if (!items.length) return null;
  return (
    <div className="space-y-2">
      <p role="status" className="text-sm text-zinc-700">
        {summary(items)}
      </p>
      <ul
        aria-label="Uploads"
        className="divide-y divide-zinc-200 rounded-lg bg-white ring-1 ring-zinc-200"
      >
        {items.map((item) => {
          const { text, percent } = describe(item);
          const { status } = item.state;
          const failed = status === "failed";
          // A refused type, size or content cannot pass on a second try: no Retry for it.
          const final = item.state.status === "failed" && item.state.final;
          const active = status === "queued" || status === "uploading" || status === "processing";
          return (
            <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-zinc-900">{item.name}</p>
                <p className="text-xs text-zinc-600">{formatBytes(item.size)}</p>
              </div>
              <span className="flex gap-1">
                {active && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Cancel ${item.name}`}
                    onClick={() => onCancel(item.id)}
                  >
                    Cancel
                  </Button>
                )}
                {failed && !final && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Retry ${item.name}`}
                    onClick={() => onRetry(item.id)}
                  >
                    Retry
                  </Button>
                )}
                {!active && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${item.name} from the list`}
                    onClick={() => onRemove(item.id)}
                  >
                    Remove
                  </Button>
                )}
              </span>
              <div className="w-full space-y-1">
                {!failed && (
                  <div
                    role="progressbar"
                    aria-label={`${item.name} upload`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    aria-valuetext={text}
                    className="h-1.5 overflow-hidden rounded-full bg-zinc-200"
                  >
                    <div
                      className={`h-full rounded-full ${status === "done" ? "bg-green-600" : "bg-accent-600"} ${percent === undefined ? "w-1/3 animate-pulse" : "transition-[width]"}`}
                      style={percent === undefined ? undefined : { width: `${percent}%` }}
                    />
                  </div>
                )}
                <p className={`text-xs ${failed ? "text-red-700" : "text-zinc-600"}`}>{text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
