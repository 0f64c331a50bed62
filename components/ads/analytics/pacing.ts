import { dayOf, type Range } from "./date-range";

/**
 * Budget pacing of a campaign or line item over the chosen range: what it spent against what it
 * could spend there (its daily budget times the days of the range its flight runs on, at most its
 * total budget), and against what spending the daily budget evenly over each day would have spent
 * by now. Money in integer micros.
 */
export type Budgeted = {
  daily_budget_amount_local_micro: number | null;
  total_budget_amount_local_micro: number | null;
};

export type PaceState = "on_pace" | "behind" | "ahead" | "spent" | "not_started";

export const PACE_LABELS: Record<PaceState, string> = {
  on_pace: "On pace",
  behind: "Behind pace",
  ahead: "Ahead of pace",
  spent: "Budget spent",
  not_started: "Not started",
};

export type Pacing = {
  /** What the range allows. */
  budget: number;
  spent: number;
  /** Spend of an even spread by now; null when the budget is the whole flight's (no spread known). */
  expected: number | null;
  /** spent ÷ budget, 0 to 1 (more than 1 shows full). */
  share: number;
  /** expected ÷ budget: where the marker is drawn. */
  expectedShare: number | null;
  state: PaceState;
  /** The budget the range is measured against. */
  basis: "daily" | "total";
};

/** Behind below 80 % of the even spread, ahead above 120 %: a simulated hour is lumpy. */
const BEHIND = 0.8;
const AHEAD = 1.2;

/** When it may deliver: its flight (a line item's, its line items' for a campaign); null is open. */
export type Flight = { start: string | null; end: string | null };

/** The part of the range the flight covers, and how many of the account's days it touches. */
export type Window = { start: number; end: number; days: number };

export function flightWindow(
  range: Pick<Range, "start" | "end">,
  flight: Flight,
  timeZone: string,
): Window | null {
  const start = Math.max(
    Date.parse(range.start),
    flight.start ? Date.parse(flight.start) : -Infinity,
  );
  const end = Math.min(Date.parse(range.end), flight.end ? Date.parse(flight.end) : Infinity);
  if (!(end > start)) return null;
  const first = Date.parse(`${dayOf(start, timeZone)}T00:00:00Z`);
  const last = Date.parse(`${dayOf(end - 1, timeZone)}T00:00:00Z`);
  return { start, end, days: Math.round((last - first) / DAY) + 1 };
}

const DAY = 86_400_000;

export function pacing(
  b: Budgeted,
  spent: number | null,
  w: Window | null,
  now: number,
): Pacing | null {
  if (!w) return null;
  const daily = b.daily_budget_amount_local_micro;
  const total = b.total_budget_amount_local_micro;
  const byDaily = daily != null && daily > 0 ? daily * w.days : null;
  const budget = byDaily != null && total != null ? Math.min(byDaily, total) : (byDaily ?? total);
  if (budget == null || budget <= 0) return null;
  const basis = byDaily != null && (total == null || byDaily <= total) ? "daily" : "total";
  const s = spent ?? 0;
  const elapsed = Math.max(0, Math.min(now, w.end) - w.start);
  const expected =
    basis === "daily" && daily != null
      ? Math.min(budget, Math.round((daily * elapsed) / DAY))
      : null;
  let state: PaceState = "on_pace";
  if (s >= budget) state = "spent";
  else if (elapsed === 0) state = "not_started";
  else if (expected != null && s < expected * BEHIND) state = "behind";
  else if (expected != null && s > expected * AHEAD) state = "ahead";
  return {
    budget,
    spent: s,
    expected,
    share: Math.min(1, s / budget),
    expectedShare: expected == null ? null : expected / budget,
    state,
    basis,
  };
}
