import { formatMoney } from "@/components/format/money";
import { toZonedInput } from "@/components/format/time";
import { microsDecimal, toCsv, type Cell } from "./csv";
import { METRIC_LABELS, SHOWN, type Shown } from "./derive";
import type { EntityMetrics, Granularity, Point } from "./series";

/**
 * The numbers of a line item's chart as a table and as a file: one row per interval, one column per
 * metric the answer has. The table shows money in the account's currency; the file writes the exact
 * decimal amount under a header naming the currency, and the interval on the account's wall clock
 * beside its UTC instant.
 */
export const SPEND: Shown = "billed_charge_local_micro";

/** The metrics of SHOWN that the answer carries, in SHOWN's order. */
export const columnsOf = (metrics: EntityMetrics): Shown[] => SHOWN.filter((m) => m in metrics);

export const countText = (n: number | null | undefined) =>
  n == null ? "—" : n.toLocaleString("en-US");

/** A metric's value as people read it: money in the currency, counts with separators. */
export const metricText = (m: string, v: number | null | undefined, currency: string) =>
  m === SPEND ? formatMoney(v, currency) : countText(v);

/** The interval's start on the account's wall clock: "2026-11-21 09:00", or the day alone. */
export const wallTime = (at: string, g: Granularity, timeZone: string) => {
  const wall = toZonedInput(at, timeZone).replace("T", " ");
  return g === "DAY" ? wall.slice(0, 10) : wall;
};

export function intervalCsv(
  points: Point[],
  columns: Shown[],
  g: Granularity,
  timeZone: string,
  currency: string,
): string {
  const header = [
    `${g === "DAY" ? "Day" : "Hour starting"} (${timeZone})`,
    "Start (UTC)",
    ...columns.map((m) => (m === SPEND ? `${METRIC_LABELS[m]} (${currency})` : METRIC_LABELS[m])),
  ];
  const rows = points.map((p): Cell[] => [
    wallTime(p.at, g, timeZone),
    p.at,
    ...columns.map((m) => (m === SPEND ? microsDecimal(p.values[m] ?? 0) : (p.values[m] ?? 0))),
  ]);
  return toCsv(header, rows);
}

/** Hands a text file to the browser as a download (nothing leaves the page). */
export function download(name: string, text: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
