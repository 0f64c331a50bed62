"use client";

import { QueryError } from "@/components/ui/query-error";
import { DateRangeControl } from "./date-range-control";
import type { MetricsRange } from "./use-range";

/**
 * Above a metrics view: the range control, what else the view offers beside it (advance time in
 * the sandbox, a download), and the failure of the metrics if they did not load.
 */
export function MetricsBar({
  r,
  timeZone,
  stats,
  children,
}: {
  r: MetricsRange;
  timeZone: string;
  stats: { isError: boolean; error: unknown; refetch: () => unknown };
  children?: React.ReactNode;
}) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <DateRangeControl r={r} timeZone={timeZone} />
        {children && <div className="flex flex-wrap items-end gap-2">{children}</div>}
      </div>
      {stats.isError && (
        <QueryError
          title="Could not load the metrics"
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      )}
    </div>
  );
}
