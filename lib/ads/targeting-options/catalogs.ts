import { z } from "zod";
import {
  LOCATION_TYPES,
  TV_MARKETS,
  valuesOf,
  type TargetingType,
  type TargetingValue,
} from "@/lib/targeting/values";
import { defineCatalog, NO_FILTERS, type CatalogExample } from "../../ads-kernel/catalog";
import { oneOf } from "../../ads-kernel/fields";
import * as rec from "./record";

/**
 * GET targeting_criteria/<kind>: the twelve targeting option lists (FACTS), each with q, count and
 * cursor and its own filters, answered from lib/targeting/values (the same lists the criteria accept).
 */
const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, "Expected a two-letter ISO 3166-1 country code such as US")
  .transform((s) => s.toUpperCase())
  .optional();
const OS_TYPES = ["IOS", "ANDROID"] as const;
const osType = oneOf(OS_TYPES).optional();

type Filter<F extends z.ZodRawShape = z.ZodRawShape> = {
  shape: F;
  match: (row: Record<string, unknown>, p: Record<string, unknown>) => boolean;
};
/** Keeps rows whose field equals each given parameter (an absent parameter keeps all). */
function equals<F extends z.ZodRawShape>(shape: F, fields: Record<string, string>): Filter<F> {
  return {
    shape,
    match: (row, p) =>
      Object.entries(fields).every(
        ([param, field]) => p[param] === undefined || row[field] === p[param],
      ),
  };
}

function options<
  K extends string,
  R extends z.ZodType<Record<string, unknown>>,
  F extends z.ZodRawShape,
>(
  kind: K,
  type: TargetingType,
  record: R,
  opts: {
    filters: Filter<F>;
    example: CatalogExample<F>;
    map?: (v: TargetingValue) => Record<string, unknown>;
    byValue?: boolean;
  },
) {
  return defineCatalog({
    family: "targeting options",
    path: `/targeting_criteria/${kind}` as const,
    summary: `Targeting options: ${kind.replace(/_/g, " ")}`,
    record,
    rows: () => valuesOf(type).map((v) => (opts.map ? opts.map(v) : rec.optionOf(v))),
    key: "targeting_value",
    // Codes are searched too (q=US, q=en), for lists whose values are codes.
    search: (r) => (opts.byValue ? [String(r.name), String(r.targeting_value)] : [String(r.name)]),
    filters: opts.filters,
    example: opts.example,
  });
}

export const targetingOptionOperations = [
  options("locations", "LOCATION", rec.locationRecord, {
    map: (v) => rec.optionOf(v, true),
    byValue: true,
    example: { params: { country_code: "US", location_type: "REGIONS" } },
    filters: equals(
      { country_code: countryCode, location_type: oneOf(LOCATION_TYPES).optional() },
      { country_code: "country_code", location_type: "location_type" },
    ),
  }),
  options("languages", "LANGUAGE", rec.plainRecord, {
    byValue: true,
    example: { params: { q: "fr" } },
    filters: NO_FILTERS,
  }),
  options("interests", "INTEREST", rec.interestRecord, {
    map: (v) => ({ ...rec.optionOf(v), category: v.parent }),
    example: { params: { q: "auto" } },
    filters: NO_FILTERS,
  }),
  options("platforms", "PLATFORM", rec.plainRecord, { example: {}, filters: NO_FILTERS }),
  options("platform_versions", "PLATFORM_VERSION", rec.osRecord, {
    example: { params: { os_type: "IOS" } },
    filters: equals({ os_type: osType }, { os_type: "os_type" }),
  }),
  options("devices", "DEVICE", rec.osRecord, {
    example: { params: { os_type: "ANDROID" } },
    filters: equals({ os_type: osType }, { os_type: "os_type" }),
  }),
  options("network_operators", "NETWORK_OPERATOR", rec.operatorRecord, {
    example: { params: { country_code: "US" } },
    filters: equals({ country_code: countryCode }, { country_code: "country_code" }),
  }),
  options("conversations", "CONVERSATION", rec.conversationRecord, {
    example: { params: { conversation_type: "SPORTS" } },
    filters: equals(
      { conversation_type: z.string().trim().max(64).toUpperCase().optional() },
      { conversation_type: "conversation_type" },
    ),
  }),
  options("events", "EVENT", rec.eventRecord, {
    example: { params: { country_code: "US" } },
    filters: equals(
      { country_code: countryCode, event_type: z.string().trim().max(64).toUpperCase().optional() },
      { country_code: "country_code", event_type: "event_type" },
    ),
  }),
  defineCatalog({
    family: "targeting options",
    path: "/targeting_criteria/tv_markets",
    summary: "Targeting options: TV markets (scope of tv_shows)",
    record: rec.tvMarketRecord,
    rows: () => TV_MARKETS,
    key: "locale",
    search: (m) => [m.name, m.locale],
    example: {},
    filters: equals({ country_code: countryCode }, { country_code: "country_code" }),
  }),
  options("tv_shows", "TV_SHOW", rec.tvShowRecord, {
    map: (v) => {
      const { tv_market, ...r } = rec.optionOf(v);
      return { ...r, tv_market_locale: tv_market };
    },
    example: { params: { tv_market_locale: "en-US" } },
    filters: equals(
      { tv_market_locale: z.string().trim().max(16).optional() },
      { tv_market_locale: "tv_market_locale" },
    ),
  }),
  options("app_store_categories", "APP_STORE_CATEGORY", rec.osRecord, {
    example: { params: { os_type: "IOS" } },
    filters: equals({ os_type: osType }, { os_type: "os_type" }),
  }),
];
