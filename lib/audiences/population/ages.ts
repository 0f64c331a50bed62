import type { TargetingValue } from "@/lib/targeting/values";

/**
 * The years an AGE bucket covers: its min_age and max_age (lib/targeting/values/demographics.ts);
 * open buckets (AGE_OVER_x) have no max_age and reach the oldest people (80).
 */
export function ageRange(v: TargetingValue): [number, number] {
  const min = typeof v.min_age === "number" ? v.min_age : 13;
  const max = typeof v.max_age === "number" ? v.max_age : 200;
  return [min, max];
}
