"use client";

import type { ReactNode } from "react";
import { ApiError } from "@/components/api";
import { QueryError } from "@/components/ui/query-error";
import { SkeletonRows } from "@/components/ui/skeleton";

/** The part of a react-query result the loading/error switch needs (queries and infinite queries). */
export type QueryLike<T> =
  | { isPending: true; isError: false; data: undefined; error: unknown; refetch: () => unknown }
  | { isPending: false; isError: true; data: T | undefined; error: unknown; refetch: () => unknown }
  | { isPending: false; isError: false; data: T; error: unknown; refetch: () => unknown };

/**
 * The one loading / error / data switch of the console: skeleton rows announced as `loading`, the
 * error with a retry titled `failed`, otherwise the children with the data. A 404 with `notFound`
 * says so instead, without a retry (trying again finds nothing either).
 */
export function QueryState<T>({
  query,
  loading,
  failed,
  notFound,
  rows = 3,
  children,
}: {
  query: QueryLike<T>;
  loading: string;
  failed: string;
  notFound?: { title: string; message: string };
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <SkeletonRows rows={rows} label={loading} />;
  if (query.isError) {
    if (notFound && query.error instanceof ApiError && query.error.status === 404)
      return <QueryError title={notFound.title} error={query.error} message={notFound.message} />;
    return <QueryError title={failed} error={query.error} onRetry={() => query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
