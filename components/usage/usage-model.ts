/**
 * The Usage tab's numbers, pure: one chart point per day with a value per endpoint family, the
 * totals per family, and how full a cap is, in words.
 */
export type UsageRow = { day: string; family: string; units: number; cost_micros: number };
export type Point = { day: string } & Record<string, number | string>;

export function chartPoints(days: string[], families: string[], rows: UsageRow[]): Point[] {
  const blank = (day: string): Point => {
    const p: Point = { day };
    for (const f of families) p[f] = 0;
    return p;
  };
  const byDay = new Map(days.map((day) => [day, blank(day)]));
  for (const r of rows) {
    const point = byDay.get(r.day);
    const was = point?.[r.family];
    if (point && typeof was === "number") point[r.family] = was + r.units;
  }
  return days.flatMap((d) => byDay.get(d) ?? []);
}

export function familyTotals(families: string[], rows: UsageRow[]) {
  return families.map((family) => {
    const mine = rows.filter((r) => r.family === family);
    return {
      family,
      units: mine.reduce((n, r) => n + r.units, 0),
      cost_micros: mine.reduce((n, r) => n + r.cost_micros, 0),
    };
  });
}

/** "1,234 of 15,000 (8%)" */
export function capText(used: number, cap: number, locale?: string): string {
  const n = new Intl.NumberFormat(locale);
  const pct = cap > 0 ? Math.floor((used / cap) * 100) : 0;
  return `${n.format(used)} of ${n.format(cap)} (${pct}%)`;
}

const usdFormat = new Intl.NumberFormat(undefined, {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});

/**
 * Micros as US dollars to a tenth of a cent: a read costs 0.001, so cents alone would show reads
 * as free ("$0.00"). 16000 -> "$0.016", 25000000 -> "$25.00".
 */
export const usd = (micros: number): string => usdFormat.format(micros / 1_000_000);
