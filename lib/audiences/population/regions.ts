import { iso31662 } from "iso-3166";
import { keyOf, unit } from "./hash";

/** US states and DC by population (2020 census, hundreds of thousands): where US people live. */
const US = `CA 395 TX 291 FL 215 NY 202 PA 130 IL 128 OH 118 GA 107 NC 104 MI 101 NJ 93 VA 86 WA 77
AZ 72 MA 70 TN 69 IN 68 MD 62 MO 62 WI 59 CO 58 MN 57 SC 51 AL 50 LA 47 KY 45 OR 42 OK 40 CT 36
UT 33 IA 32 NV 31 AR 30 MS 30 KS 29 NM 21 NE 20 ID 18 WV 18 HI 15 NH 14 ME 14 RI 11 MT 11 DE 10
SD 9 ND 8 AK 7 DC 7 VT 6 WY 6`;

const US_WEIGHTS = new Map<string, number>();
const parts = US.split(/\s+/);
for (let k = 0; k < parts.length; k += 2) US_WEIGHTS.set(`US-${parts[k]}`, Number(parts[k + 1]));

/**
 * A region's share of its country's people: US states by census population; elsewhere (no table
 * here) a weight from the region code's hash, squared so that a few regions are large and most small
 * (0.04 to 1.44). Regions the US table lacks (territories) weigh as a small state.
 */
export function regionWeight(code: string): number {
  if (code.startsWith("US-")) return US_WEIGHTS.get(code) ?? 2;
  const u = unit(keyOf(`region:${code}`));
  return (0.2 + u) ** 2;
}

/** Subdivision -> the subdivisions directly below it (ISO 3166-2 parents, from iso-3166). */
const CHILDREN = new Map<string, string[]>();
for (const r of iso31662)
  if (r.parent.length > 2) CHILDREN.set(r.parent, [...(CHILDREN.get(r.parent) ?? []), r.code]);

/** Whether people live directly in the subdivision (none is listed below it). */
export const isLowestRegion = (code: string): boolean => !CHILDREN.has(code);

/** The lowest subdivisions within a subdivision (itself when it is one). */
export function regionsWithin(code: string): string[] {
  const below = CHILDREN.get(code);
  return below ? below.flatMap(regionsWithin) : [code];
}
