"use client";

import { QueryState } from "@/components/data/query-state";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDateTime } from "@/components/format/time";
import { useEligiblePosts } from "./queries";

type Props = { chosen: string; onChoose: (postId: string) => void };

/**
 * Posts the writer may note (others' posts of the last 7 days they have not noted), as one radio
 * group: arrow keys move between posts, the chosen one opens the draft below.
 */
export function EligiblePosts({ chosen, onChoose }: Props) {
  const posts = useEligiblePosts(true);
  return (
    <QueryState query={posts} loading="Loading posts" failed="Could not load the posts">
      {(list) =>
        list.length === 0 ? (
          <EmptyState title="No posts to note right now">
            Posts by other people from the last 7 days appear here until you note them.
          </EmptyState>
        ) : (
          <fieldset className="space-y-2">
            <legend className="sr-only">Post to write a note on</legend>
            {list.map((p) => (
              <label
                key={p.id}
                className="flex cursor-pointer items-start gap-3 rounded-lg bg-white p-3 text-sm ring-1 ring-zinc-200 has-[:checked]:ring-2 has-[:checked]:ring-accent-600"
              >
                <input
                  type="radio"
                  name="note-post"
                  value={p.id}
                  checked={chosen === p.id}
                  onChange={() => onChoose(p.id)}
                  className="mt-1 accent-accent-600"
                />
                <span className="min-w-0 space-y-1">
                  <span className="block wrap-anywhere text-zinc-900">{p.text}</span>
                  <span className="block text-xs text-zinc-600">
                    @{p.author} ·{" "}
                    <time dateTime={p.created_at}>{formatDateTime(p.created_at)}</time>
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )
      }
    </QueryState>
  );
}
