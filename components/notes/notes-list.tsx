"use client";

import { QueryState } from "@/components/data/query-state";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDateTime } from "@/components/format/time";
import { STATUS_LABELS } from "./labels";
import { useWrittenNotes } from "./queries";

/** The writer's notes, newest first: the post, the note, its status in words and when it was written. */
export function NotesList() {
  const notes = useWrittenNotes();
  return (
    <QueryState query={notes} loading="Loading your notes" failed="Could not load your notes">
      {(list) =>
        list.length === 0 ? (
          <EmptyState title="No notes yet">
            Notes you write appear here with what raters think of them.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-zinc-100">
            {list.map((n) => {
              const status = STATUS_LABELS[n.status ?? "needs_more_ratings"];
              return (
                <li key={n.id} className="space-y-1.5 py-3">
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <span className={`rounded px-2 py-0.5 text-xs font-medium ${status.tone}`}>
                      {status.label}
                    </span>
                    <span className="text-zinc-600">
                      written <time dateTime={n.created_at}>{formatDateTime(n.created_at)}</time>
                    </span>
                  </div>
                  <p className="text-sm wrap-anywhere text-zinc-900">{n.info?.text}</p>
                  <p className="text-xs wrap-anywhere text-zinc-600">
                    On the post: “{n.post_text}”
                  </p>
                </li>
              );
            })}
          </ul>
        )
      }
    </QueryState>
  );
}
