import { z } from "zod";
import type { TargetingValue } from "@/lib/targeting/values";

/**
 * Targeting option records (FACTS: `{name, targeting_type, targeting_value, …}`): the value list's
 * entries (lib/targeting/values) with their type-specific fields; `parent` stays internal, its meaning
 * is carried by a named field (country_code, os_type, tv_market_locale …).
 */
const base = { name: z.string(), targeting_type: z.string(), targeting_value: z.string() };

export const locationRecord = z.object({
  ...base,
  location_type: z.enum(["COUNTRIES", "REGIONS", "METROS", "CITIES", "POSTAL_CODES"]),
  country_code: z.string(),
  /** The ISO 3166-2 region a city or postal code lies in; a region's or metro's country. */
  parent: z.string().optional(),
});
export const plainRecord = z.object(base);
export const interestRecord = z.object({ ...base, category: z.string() });
export const osRecord = z.object({ ...base, os_type: z.string(), version: z.string().optional() });
export const operatorRecord = z.object({ ...base, country_code: z.string() });
export const conversationRecord = z.object({ ...base, conversation_type: z.string() });
export const eventRecord = z.object({
  ...base,
  event_type: z.string(),
  country_code: z.string().nullable(),
});
export const tvMarketRecord = z.object({
  name: z.string(),
  locale: z.string(),
  country_code: z.string(),
});
export const tvShowRecord = z.object({ ...base, tv_market_locale: z.string() });

/** The record of a value: every field but `parent`, unless `keepParent`. */
export function optionOf(v: TargetingValue, keepParent = false): Record<string, unknown> {
  const { parent, ...rest } = v;
  return keepParent && parent ? { ...rest, parent } : rest;
}
