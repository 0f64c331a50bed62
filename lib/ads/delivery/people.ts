import { has, type Bits } from "@/lib/audiences/population/bitset";
import { NONE, type Population } from "@/lib/audiences/population/model";
import { TOPICS } from "@/lib/audiences/population/corpus/topics";
import { OTHER_SEGMENT as OTHER, UNKNOWN_SEGMENT as UNKNOWN } from "../analytics/segment-names";
import { keyed, uniform } from "./model/random";
import type { SegmentType, SegmentWeights } from "./model/segments";

/** People drawn from an audience to describe who it reaches (AGE, GENDER … KEYWORDS). */
const SAMPLE = 400;
/** Values kept per segment type; the rest are counted under OTHER. */
const MAX_VALUES = 10;

/** The interest a topic's posters hold when the line item targets none (lib/targeting interests). */
const TOPIC_INTEREST: Record<string, string> = {
  news: "27002",
  sports: "22013",
  entertainment: "16010",
  music: "17011",
  technology: "24006",
  gaming: "10001",
  business: "4005",
  food: "9004",
  travel: "25001",
  fashion: "23002",
  health: "11005",
  science: "20008",
  politics: "14005",
  family: "8006",
  cars: "1002",
  crypto: "18003",
  books: "3005",
  weather: "27005",
};
export const topicInterests = (): readonly string[] => Object.values(TOPIC_INTEREST);

/** Members of `bits` (of `count` people), up to SAMPLE of them, spread evenly and the same every time. */
export function samplePeople(pop: Population, bits: Bits, count: number, salt: string): number[] {
  const out: number[] = [];
  if (count <= 0) return out;
  if (count / pop.size >= 0.02) {
    // A large audience: random people, kept when they belong (about 50 draws per member at 2 %).
    const key = keyed(pop.seed, salt);
    for (let t = 0; out.length < SAMPLE && t < SAMPLE * 60; t++) {
      const i = Math.floor(uniform(key, t) * pop.size);
      if (has(bits, i)) out.push(i);
    }
    return out;
  }
  // A small one: every k-th member in index order (people's attributes are independent of index).
  const step = Math.max(1, count / SAMPLE);
  let next = 0;
  let rank = 0;
  for (let w = 0; w < bits.length && out.length < SAMPLE; w++) {
    let word = bits[w];
    while (word) {
      const bit = 31 - Math.clz32(word & -word);
      word &= word - 1;
      if (rank++ >= next) {
        out.push(w * 32 + bit);
        next += step;
      }
    }
  }
  return out;
}

export type Targeted = { type: "INTEREST" | "KEYWORD"; value: string; bits: Bits };

function ageBucket(age: number): string {
  if (age < 25) return "AGE_13_TO_24";
  if (age < 35) return "AGE_25_TO_34";
  if (age < 45) return "AGE_35_TO_44";
  if (age < 55) return "AGE_45_TO_54";
  return "AGE_OVER_55";
}

const names = new WeakMap<Population, Record<string, string[]>>();
/** Column code -> value, per coded column. */
function valueNames(pop: Population): Record<string, string[]> {
  let n = names.get(pop);
  if (!n) {
    n = {};
    for (const [column, map] of Object.entries(pop.codes)) {
      const list: string[] = [];
      for (const [value, code] of map) list[code] = value;
      n[column] = list;
    }
    names.set(pop, n);
  }
  return n;
}

/**
 * Each segment type's values among the sampled people, as weights: a person's age bucket, gender
 * (1, 2 or UNKNOWN), country, region, device, platform; the first of the line item's interests
 * (keywords) they hold, or else the interest (the first word) of the first topic they post about.
 */
export function segmentWeights(
  pop: Population,
  people: number[],
  targeted: Targeted[],
): SegmentWeights {
  const c = pop.columns;
  const n = valueNames(pop);
  const code = (column: string, x: number) => (x === NONE ? UNKNOWN : (n[column][x] ?? UNKNOWN));
  const counts = new Map<SegmentType, Map<string, number>>();
  const add = (type: SegmentType, value: string) => {
    const m = counts.get(type) ?? counts.set(type, new Map()).get(type)!;
    m.set(value, (m.get(value) ?? 0) + 1);
  };
  const interests = targeted.filter((t) => t.type === "INTEREST");
  const keywords = targeted.filter((t) => t.type === "KEYWORD");
  for (const i of people) {
    const topic = TOPICS[31 - Math.clz32(c.topics[i] & -c.topics[i])] ?? TOPICS[0];
    add("AGE", ageBucket(c.age[i]));
    add("GENDER", c.gender[i] === 1 || c.gender[i] === 2 ? String(c.gender[i]) : UNKNOWN);
    add("LOCATIONS", code("country", c.country[i]));
    add("REGIONS", code("region", c.region[i]));
    add("DEVICES", code("device", c.device[i]));
    add("PLATFORMS", code("platform", c.platform[i]));
    add("INTERESTS", interests.find((t) => has(t.bits, i))?.value ?? TOPIC_INTEREST[topic.name]);
    add("KEYWORDS", keywords.find((t) => has(t.bits, i))?.value ?? topic.words[0]);
  }
  const out = new Map<SegmentType, Map<string, number>>();
  for (const [type, m] of counts) {
    const ranked = [...m].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const kept = new Map(ranked.slice(0, MAX_VALUES));
    const rest = ranked.slice(MAX_VALUES).reduce((s, [, k]) => s + k, 0);
    if (rest) kept.set(OTHER, (kept.get(OTHER) ?? 0) + rest);
    out.set(type, kept);
  }
  return out;
}
