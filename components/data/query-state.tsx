"use client";

import type { ReactNode } from "react";
import { QueryError } from "@/components/ui/query-error";
import { SkeletonRows } from "@/components/ui/skeleton";

/** The part of a react-query result the loading/error switch needs (queries and infinite queries). */
export type QueryLike<T> =
  | { isPending: true; isError: false; data: undefined; error: unknown; refetch: () => unknown }
  | { isPending: false; isError: true; data: T | undefined; error: unknown; refetch: () => unknown }
  | { isPending: false; isError: false; data: T; error: unknown; refetch: () => unknown };

/**
 * The one loading / error / data switch of the console: skeleton rows announced as `loading`, the
 * error with a retry titled `failed`, otherwise the children with the data.
 */
export function QueryState<T>({
  query,
  loading,
  failed,
  rows = 3,
  children,
}: {
  query: QueryLike<T>;
  loading: string;
  failed: string;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <SkeletonRows rows={rows} label={loading} />;
  if (query.isError)
    return <QueryError title={failed} error={query.error} onRetry={() => query.refetch()} />;
  return <>{children(query.data)}</>;
}
