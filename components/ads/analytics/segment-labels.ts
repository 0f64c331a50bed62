/**
 * A segment's values in words: the analytics interface answers them as the targeting values they
 * are (AGE_25_TO_34, gender 1 or 2, country and region codes, platform, device and interest ids).
 * Countries and regions are named here; platforms, devices and interests by their targeting
 * catalogs (GET targeting_criteria/<catalog>), which `names` holds.
 */
export const SEGMENT_CATALOGS = {
  PLATFORMS: "GET /12/targeting_criteria/platforms",
  DEVICES: "GET /12/targeting_criteria/devices",
  INTERESTS: "GET /12/targeting_criteria/interests",
} as const;

const AGES: Record<string, string> = {
  AGE_13_TO_24: "13 to 24",
  AGE_25_TO_34: "25 to 34",
  AGE_35_TO_44: "35 to 44",
  AGE_45_TO_54: "45 to 54",
  AGE_OVER_55: "55 and over",
};
const GENDERS: Record<string, string> = { "1": "Male", "2": "Female" };

function country(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function segmentValueName(
  type: string,
  value: string,
  names?: ReadonlyMap<string, string>,
): string {
  if (value === "UNKNOWN") return "Unknown";
  if (value === "OTHER") return "Others";
  if (type === "AGE") return AGES[value] ?? value;
  if (type === "GENDER") return GENDERS[value] ?? value;
  if (type === "LOCATIONS") return country(value);
  if (type === "REGIONS") {
    const [land, part] = value.split("-");
    return part ? `${part}, ${country(land)}` : country(value);
  }
  return names?.get(value) ?? value;
}
