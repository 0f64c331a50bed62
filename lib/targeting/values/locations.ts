import countries from "i18n-iso-countries";
import { iso31662 } from "iso-3166";
import cities from "./data/cities.json";
import metros from "./data/metros.json";
import postalCodes from "./data/postal-codes.json";
import type { TargetingValue } from "./types";

/**
 * LOCATION values. Countries (ISO 3166-1 alpha-2, "US") come from i18n-iso-countries, regions
 * (ISO 3166-2, "US-CA", every subdivision level) from iso-3166. Cities, metros (US DMA) and postal
 * codes are a small curated set (data/*.json) of the largest markets, each tied to its ISO region:
 * values "city:us:new-york", "metro:us:501", "postal:us:10001" (stable, never renumbered).
 */
export const LOCATION_TYPES = ["COUNTRIES", "REGIONS", "METROS", "CITIES", "POSTAL_CODES"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

const location = (
  targeting_value: string,
  name: string,
  location_type: LocationType,
  country_code: string,
  parent?: string,
): TargetingValue => ({
  targeting_type: "LOCATION",
  targeting_value,
  name,
  location_type,
  country_code,
  ...(parent ? { parent } : {}),
});

/**
 * English country names as people say them ("United States"), from the runtime's CLDR data (every code
 * of the package's list has one, values.test.ts checks it). The package's own name files are JSON
 * modules, which the bundled server could only load with import attributes.
 */
const english = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
const countryName = (code: string): string => english.of(code) ?? code;

const countryList = Object.keys(countries.getAlpha2Codes())
  .sort()
  .map((code) => location(code, countryName(code), "COUNTRIES", code));

/** A region's name carries its country, as the reference platform's do ("California, US"). */
const regionList = iso31662.map((r) => {
  const cc = r.code.slice(0, 2);
  return location(r.code, `${r.name}, ${cc}`, "REGIONS", cc, cc);
});

const regionName = new Map(iso31662.map((r) => [r.code, r.name]));

const cityList = cities.map(([slug, name, region]) => {
  const cc = region.slice(0, 2);
  return location(
    `city:${slug}`,
    `${name}, ${regionName.get(region)}, ${cc}`,
    "CITIES",
    cc,
    region,
  );
});

const metroList = metros.map(([dma, name]) =>
  location(`metro:us:${dma}`, name, "METROS", "US", "US"),
);

const postalList = postalCodes.map(([cc, code, region]) =>
  location(`postal:${cc.toLowerCase()}:${code}`, `${code}, ${cc}`, "POSTAL_CODES", cc, region),
);

export const LOCATIONS: readonly TargetingValue[] = [
  ...countryList,
  ...regionList,
  ...metroList,
  ...cityList,
  ...postalList,
];

/** Country names follow the request's language (CLDR through the runtime's Intl data). */
export function localizedCountryName(code: string, lang: string): string | undefined {
  if (Intl.DisplayNames.supportedLocalesOf([lang]).length === 0) return undefined;
  return new Intl.DisplayNames([lang], { type: "region", fallback: "none" }).of(code);
}
