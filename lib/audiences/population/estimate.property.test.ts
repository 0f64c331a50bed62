import { before, test } from "node:test";
import assert from "node:assert/strict";
import {
  TARGETING_TYPES,
  valuesOf,
  type TargetingType,
  type TargetingValue,
} from "@/lib/targeting/values";
import { mix } from "./hash";
import { buildPopulation, type Population } from "./model";
import { populationUniverse } from "./universe-values";
import { SetCache } from "./sets";
import { valueSet } from "./value-sets";
import { combine, countOf, audienceRange, type Resolved } from "./combine";
import { count } from "./bitset";
import { groupOf, kindOf } from "./kinds";
import { SEED } from "./population";

/**
 * Property tests of the estimate's invariants over random criteria sets (a small seeded generator:
 * every run checks the same 300 cases, and a failure prints the case). Criteria are drawn from every
 * targeting type with listed values, plus keywords of every match type.
 */
let pop: Population;
const cache = new SetCache(512);
before(async () => {
  pop = await buildPopulation(populationUniverse(), 100_000, SEED);
});

type Pick = { type: TargetingType; value: TargetingValue; operator: "EQ" | "NE" };
const KEYWORDS = ["music", "football", "ai", "coffee", "election", "zyxwv"];
const pool: { type: TargetingType; values: readonly TargetingValue[] }[] = TARGETING_TYPES.flatMap(
  (type) => {
    const k = kindOf(type).kind;
    if (k === "audience" || k === "followers") return [];
    const values =
      k === "keyword"
        ? KEYWORDS.map((w) => ({ targeting_type: type, targeting_value: w, name: w }))
        : valuesOf(type);
    return values.length ? [{ type, values }] : [];
  },
);

function generator(seed: number) {
  let state = seed;
  const next = () => (state = mix(state, 0x9e3779b9));
  const below = (n: number) => next() % n;
  const criterion = (operator: "EQ" | "NE" = "EQ", type?: TargetingType): Pick => {
    const group = type ? pool.find((p) => p.type === type)! : pool[below(pool.length)];
    return { type: group.type, value: group.values[below(group.values.length)], operator };
  };
  const set = (): Pick[] =>
    Array.from({ length: 1 + below(4) }, () => criterion(below(5) ? "EQ" : "NE"));
  return { below, criterion, set };
}

const resolve = (picks: readonly Pick[]): Resolved[] =>
  picks.map((p) => ({
    group: groupOf(p.type),
    operator: p.operator,
    bits: valueSet(pop, cache, p.type, p.value),
  }));
const size = (picks: readonly Pick[]) => countOf(pop.size, resolve(picks));
const show = (picks: readonly Pick[]) =>
  picks.map((p) => `${p.type}=${p.value.targeting_value} ${p.operator}`).join("; ");
const CASES = 300;

test("the same question gives the same answer (also from a fresh cache and a rebuilt population)", async () => {
  const g = generator(1);
  const again = await buildPopulation(populationUniverse(), 100_000, SEED);
  for (let k = 0; k < 50; k++) {
    const picks = g.set();
    const fresh = picks.map((p) => ({
      group: groupOf(p.type),
      operator: p.operator,
      bits: valueSet(again, new SetCache(0), p.type, p.value),
    }));
    assert.equal(size(picks), countOf(again.size, fresh), show(picks));
    // The fused count is the count of the combined set.
    assert.equal(size(picks), count(combine(pop.size, resolve(picks))), show(picks));
  }
});

test("adding an EQ criterion of a type not yet used never grows the count", () => {
  const g = generator(2);
  for (let k = 0; k < CASES; k++) {
    const picks = g.set();
    const extra = g.criterion("EQ");
    if (picks.some((p) => groupOf(p.type) === groupOf(extra.type))) continue;
    assert.ok(size([...picks, extra]) <= size(picks), `${show(picks)} + ${show([extra])}`);
  }
});

test("adding an NE criterion never grows the count", () => {
  const g = generator(3);
  for (let k = 0; k < CASES; k++) {
    const picks = g.set();
    const extra = g.criterion("NE");
    assert.ok(size([...picks, extra]) <= size(picks), `${show(picks)} + ${show([extra])}`);
  }
});

test("another value of a type already used (OR) never shrinks the count", () => {
  const g = generator(4);
  for (let k = 0; k < CASES; k++) {
    const picks = g.set();
    const eq = picks.find((p) => p.operator === "EQ");
    if (!eq) continue;
    const extra = g.criterion("EQ", eq.type);
    assert.ok(size([...picks, extra]) >= size(picks), `${show(picks)} + ${show([extra])}`);
  }
});

test("the answered range keeps every order of the counts", () => {
  const g = generator(5);
  for (let k = 0; k < CASES; k++) {
    const a = size(g.set());
    const b = size(g.set());
    const [ra, rb] = [audienceRange(a), audienceRange(b)];
    if (a <= b) assert.ok(ra.min <= rb.min && ra.max <= rb.max, `${a} ${b}`);
  }
});

test("keyword match types nest: EXACT <= PHRASE <= UNORDERED <= BROAD", () => {
  for (const w of KEYWORDS) {
    const n = (type: TargetingType) =>
      size([
        { type, value: { targeting_type: type, targeting_value: w, name: w }, operator: "EQ" },
      ]);
    const counts = (
      ["EXACT_KEYWORD", "PHRASE_KEYWORD", "UNORDERED_KEYWORD", "BROAD_KEYWORD"] as const
    ).map(n);
    assert.deepEqual(
      [...counts].sort((x, y) => x - y),
      counts,
      `${w}: ${counts.join(" ")}`,
    );
  }
});
