import type { TargetingValue } from "@/lib/targeting/values";

/** Location value formats (fixed): countries ISO 3166-1 alpha-2, regions ISO 3166-2. */
export const isCountryValue = (v: string): boolean => /^[A-Z]{2}$/.test(v);
export const isRegionValue = (v: string): boolean => /^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(v);

/** The country a value belongs to, when it names one (country_code, or a country parent). */
export function countryOfLocation(v: TargetingValue): string | undefined {
  const code = v.country_code;
  if (typeof code === "string" && isCountryValue(code.toUpperCase())) return code.toUpperCase();
  if (typeof v.parent === "string" && isCountryValue(v.parent)) return v.parent;
  if (typeof v.parent === "string" && isRegionValue(v.parent)) return v.parent.slice(0, 2);
  return undefined;
}
