import type { PostingArea } from "./corpus/insights";
import { factsOf } from "./countries";
import type { Universe } from "./universe";

/**
 * Where posts come from for insights: each country's people (its share of the population) on its
 * clock; one country when `location` names it, every country otherwise.
 */
export function postingAreas(u: Universe, size: number, country?: string): PostingArea[] {
  const total = u.countries.reduce((s, c) => s + c.weight, 0);
  return u.countries
    .filter((c) => country === undefined || c.value === country)
    .map((c) => ({
      people: (size * c.weight) / total,
      utcOffset: factsOf(c.value)?.utcOffset ?? 0,
    }));
}
