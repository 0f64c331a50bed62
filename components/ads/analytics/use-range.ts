"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { dayOf, toRange, type DayRange, type Range } from "./date-range";
import { readRange, withRange, type Chosen } from "./range-query";

export type MetricsRange = {
  chosen: Chosen;
  range: Range;
  /** Today on the account's calendar. */
  today: string;
  choose: (c: Pick<Chosen, "preset"> & Partial<DayRange>) => void;
};

/**
 * The range of the metrics on this page, from its address (range-query.ts), on the calendar of
 * `timeZone` (the account's); `now` is the account's present (a sandbox account moved ahead in time
 * is later than the wall clock).
 */
export function useMetricsRange(timeZone: string, now: number): MetricsRange {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const query = new URLSearchParams(params?.toString() ?? "");
  const today = dayOf(now, timeZone);
  const chosen = readRange(query, today);
  return {
    chosen,
    range: toRange(chosen, timeZone),
    today,
    choose: (c) => {
      const next = withRange(query, c);
      router.replace(next.size ? `${pathname}?${next}` : pathname, { scroll: false });
    },
  };
}
