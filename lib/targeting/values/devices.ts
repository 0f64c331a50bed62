import operators from "./data/network-operators.json";
import data from "./data/platforms.json";
import type { TargetingValue } from "./types";

/**
 * PLATFORM, PLATFORM_VERSION, DEVICE and NETWORK_OPERATOR values (hand-made, data/*.json; ids stable).
 * Platforms keep the reference platform's numbers ("0" iOS, "1" Android …). A version is
 * "<platform>:<version>" ("0:17.0", iOS 17.0 and above), a device "<platform>:<slug>"
 * ("0:iphone-15"), an operator "<country>:<slug>" ("US:verizon"); each names its parent.
 */
const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const platformName = new Map(data.platforms.map(([id, name]) => [id, name]));

export const PLATFORMS: readonly TargetingValue[] = data.platforms.map(([id, name]) => ({
  targeting_type: "PLATFORM",
  targeting_value: id,
  name,
}));

export const PLATFORM_VERSIONS: readonly TargetingValue[] = Object.entries(data.versions).flatMap(
  ([platform, versions]) =>
    versions.map((version) => ({
      targeting_type: "PLATFORM_VERSION" as const,
      targeting_value: `${platform}:${version}`,
      name: `${platformName.get(platform)} ${version} and above`,
      parent: platform,
      os_type: platformName.get(platform)?.toUpperCase(),
      version,
    })),
);

export const DEVICES: readonly TargetingValue[] = Object.entries(data.devices).flatMap(
  ([platform, devices]) =>
    devices.map((name) => ({
      targeting_type: "DEVICE" as const,
      targeting_value: `${platform}:${slug(name)}`,
      name,
      parent: platform,
      os_type: platformName.get(platform)?.toUpperCase(),
    })),
);

export const NETWORK_OPERATORS: readonly TargetingValue[] = Object.entries(operators).flatMap(
  ([country_code, names]) =>
    names.map((name) => ({
      targeting_type: "NETWORK_OPERATOR" as const,
      targeting_value: `${country_code}:${slug(name)}`,
      name,
      parent: country_code,
      country_code,
    })),
);
