import { PRESETS, presetDays, rangeProblem, type DayRange, type Preset } from "./date-range";

/**
 * The chosen range lives in the page's address (`?range=last_7_days`, or `?range=custom&from=…&to=…`
 * in days of the account's calendar), so a reload, a shared link and the way from the campaign tree
 * to a line item's page keep it.
 */
export const DEFAULT_PRESET: Exclude<Preset, "custom"> = "last_7_days";

export type Chosen = { preset: Preset } & DayRange;

/** The range an address asks for; a preset it does not know, or a broken custom range, is the default. */
export function readRange(q: URLSearchParams, today: string): Chosen {
  const preset = PRESETS.find((p) => p === q.get("range")) ?? DEFAULT_PRESET;
  if (preset !== "custom") return { preset, ...presetDays(preset, today) };
  const custom = { from: q.get("from") ?? "", to: q.get("to") ?? "" };
  if (rangeProblem(custom)) return { preset: DEFAULT_PRESET, ...presetDays(DEFAULT_PRESET, today) };
  return { preset, ...custom };
}

/** The query entries of a choice: only the preset, or the custom days too (the default: none). */
export function rangeQuery(c: Pick<Chosen, "preset"> & Partial<DayRange>): Record<string, string> {
  if (c.preset === DEFAULT_PRESET) return {};
  if (c.preset !== "custom") return { range: c.preset };
  return { range: "custom", from: c.from ?? "", to: c.to ?? "" };
}

/** The address's query with the choice in place of the old one, other entries kept. */
export function withRange(q: URLSearchParams, c: Pick<Chosen, "preset"> & Partial<DayRange>) {
  const next = new URLSearchParams(q);
  for (const k of ["range", "from", "to"]) next.delete(k);
  for (const [k, v] of Object.entries(rangeQuery(c))) next.set(k, v);
  return next;
}
