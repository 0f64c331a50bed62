"use client";

import type { ReactNode } from "react";
import { QueryState, type QueryLike } from "@/components/data/query-state";
import { EmptyState } from "@/components/ui/empty-state";

/** One tab of the post lists: loading and failure, the items, or what an empty list says. */
export function PostList<T extends { id: string }>(props: {
  query: QueryLike<T[]>;
  /** Plural, capitalised: "Drafts", "Scheduled posts". */
  label: string;
  empty: { title: string; hint: string };
  item: (row: T) => ReactNode;
}) {
  const noun = props.label.toLowerCase();
  return (
    <QueryState
      query={props.query}
      loading={`Loading ${noun}`}
      failed={`Could not load the ${noun}`}
    >
      {(list) =>
        list.length ? (
          <ul className="space-y-3" aria-label={props.label}>
            {list.map((row) => props.item(row))}
          </ul>
        ) : (
          <EmptyState title={props.empty.title}>{props.empty.hint}</EmptyState>
        )
      }
    </QueryState>
  );
}
