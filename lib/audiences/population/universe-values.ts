import { valuesOf, type TargetingValue } from "@/lib/targeting/values";
import { factsOf, OTHER_COUNTRIES_WEIGHT, OTHER_COUNTRY_LANGUAGES } from "./countries";
import { isLowestRegion, regionWeight } from "./regions";
import { countryOfLocation, isCountryValue, isRegionValue } from "./location";
import { zipf } from "./pick";
import type { Universe, Weighted } from "./universe";

/**
 * The universe of the population from the targeting values (lib/targeting/values): every country of
 * the locations list (weights from countries.ts), its regions, its languages, platforms with their
 * versions and devices, and mobile operators per country. Built once per process.
 */
let built: Universe | undefined;
export function populationUniverse(): Universe {
  built ??= fromValues();
  return built;
}

/** The platforms' shares of people (by the platform's name): most use a phone. */
function platformWeight(name: string): number {
  if (/blackberry/i.test(name)) return 0.3;
  if (/mobile web/i.test(name)) return 3;
  if (/android/i.test(name)) return 44;
  if (/ios|iphone|ipad/i.test(name)) return 36;
  if (/desktop|web|mac|windows|linux/i.test(name)) return 16;
  return 4;
}
const isDesktop = (name: string) =>
  /desktop|web|mac|windows|linux/i.test(name) && !/mobile/i.test(name);

function groupBy(
  list: readonly TargetingValue[],
  keyOf: (v: TargetingValue) => string | undefined,
  weigh: (v: TargetingValue, rank: number, n: number) => number,
): Map<string, Weighted[]> {
  const groups = new Map<string, TargetingValue[]>();
  for (const v of list) {
    const key = keyOf(v);
    if (key !== undefined) groups.set(key, [...(groups.get(key) ?? []), v]);
  }
  return new Map(
    [...groups].map(([key, vs]) => [
      key,
      vs.map((v, rank) => ({ value: v.targeting_value, weight: weigh(v, rank, vs.length) })),
    ]),
  );
}

function fromValues(): Universe {
  const locations = valuesOf("LOCATION");
  const countryCodes = locations.map((v) => v.targeting_value).filter(isCountryValue);
  const others = countryCodes.filter((c) => !factsOf(c));
  const countries: Weighted[] = countryCodes.map((c) => ({
    value: c,
    weight: factsOf(c)?.users ?? OTHER_COUNTRIES_WEIGHT / Math.max(1, others.length),
  }));
  const knownLanguages = new Set(valuesOf("LANGUAGE").map((v) => v.targeting_value));
  const languages = new Map(
    countryCodes.map((c) => {
      const spoken = (factsOf(c)?.languages ?? OTHER_COUNTRY_LANGUAGES).filter(([l]) =>
        knownLanguages.has(l),
      );
      return [c, spoken.map(([value, weight]) => ({ value, weight }))] as const;
    }),
  );
  const regions = groupBy(
    locations.filter((v) => isRegionValue(v.targeting_value) && isLowestRegion(v.targeting_value)),
    (v) => v.targeting_value.slice(0, 2),
    (v) => regionWeight(v.targeting_value),
  );
  const platformValues = valuesOf("PLATFORM");
  const platforms = platformValues.map((p) => ({
    value: p.targeting_value,
    weight: platformWeight(p.name),
  }));
  const parentOf = (v: TargetingValue) => (typeof v.parent === "string" ? v.parent : undefined);
  // Later versions are listed last and used most: geometric weights growing towards the end.
  const platformVersions = groupBy(valuesOf("PLATFORM_VERSION"), parentOf, (_, rank, n) =>
    Math.pow(1.6, rank - n),
  );
  const devices = groupBy(valuesOf("DEVICE"), parentOf, (_, rank, n) => zipf(n)[rank]);
  const operators = groupBy(
    valuesOf("NETWORK_OPERATOR"),
    countryOfLocation,
    (_, rank, n) => zipf(n, 0.8)[rank],
  );
  return {
    countries,
    regions,
    languages,
    platforms,
    platformVersions,
    devices,
    operators,
    desktopPlatforms: new Set(
      platformValues.filter((p) => isDesktop(p.name)).map((p) => p.targeting_value),
    ),
  };
}
