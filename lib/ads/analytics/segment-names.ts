import { findValue } from "@/lib/targeting/values";
import type { TargetingType } from "@/lib/targeting/values/types";
import type { SEGMENTATION_TYPES } from "./schema";

type Segmentation = (typeof SEGMENTATION_TYPES)[number];

/** A segment's value for people whose value is not known (no gender given, no region listed). */
export const UNKNOWN_SEGMENT = "UNKNOWN";
/** A segment's value for everyone past the largest values of its type, counted together. */
export const OTHER_SEGMENT = "OTHER";

/** The targeting type whose values a segment's values are, for their names (keywords are their own). */
const VALUES_OF: Record<Segmentation, TargetingType | null> = {
  AGE: "AGE",
  GENDER: "GENDER",
  LOCATIONS: "LOCATION",
  REGIONS: "LOCATION",
  DEVICES: "DEVICE",
  PLATFORMS: "PLATFORM",
  INTERESTS: "INTEREST",
  KEYWORDS: null,
};

/**
 * A segment's name as people read it (a job's `segment_name`, which the console shows as it is): its
 * targeting value's name ("25 to 34", "Female", "California, US"), "Unknown" and "Others" for the two
 * values that are no targeting value, else the value itself (a keyword is its own name).
 */
export function segmentName(type: Segmentation, value: string): string {
  if (value === UNKNOWN_SEGMENT) return "Unknown";
  if (value === OTHER_SEGMENT) return "Others";
  const of = VALUES_OF[type];
  return (of && findValue(of, value)?.name) || value;
}
