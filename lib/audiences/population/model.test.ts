import { test } from "node:test";
import assert from "node:assert/strict";
import { buildPopulation, NONE } from "./model";
import type { Universe } from "./universe";
import { columnSet, rateSet, SetCache } from "./sets";
import { count, emptyBits } from "./bitset";
import { keywordPosters } from "./corpus/posters";

const w = (value: string, weight = 1) => ({ value, weight });
const universe: Universe = {
  countries: [w("US", 3), w("FR", 1)],
  regions: new Map([["US", [w("US-CA", 2), w("US-NY", 1)]]]),
  languages: new Map([
    ["US", [w("en", 9), w("es", 1)]],
    ["FR", [w("fr")]],
  ]),
  platforms: [w("0", 4), w("1", 4), w("2", 2)],
  platformVersions: new Map([["0", [w("ios-17"), w("ios-18", 3)]]]),
  devices: new Map([["1", [w("pixel"), w("galaxy")]]]),
  operators: new Map([["FR", [w("orange")]]]),
  desktopPlatforms: new Set(["2"]),
};

test("a population is a pure function of the seed: two builds are equal", async () => {
  const a = await buildPopulation(universe, 20_000, 11);
  const b = await buildPopulation(universe, 20_000, 11);
  assert.deepEqual(a.columns, b.columns);
  const c = await buildPopulation(universe, 20_000, 12);
  assert.notDeepEqual(a.columns.country, c.columns.country);
});

test("shares follow the weights; attributes depend on where people live and what they use", async () => {
  const n = 100_000;
  const p = await buildPopulation(universe, n, 1);
  const { country, region, language, operator, platform, version, age } = p.columns;
  const us = p.codes.country.get("US")!;
  const share = count(columnSet(p, country, (c) => c === us)) / n;
  assert.ok(Math.abs(share - 0.75) < 0.01, `${share}`);
  for (let i = 0; i < n; i++) {
    if (country[i] !== us) assert.equal(region[i], NONE);
    else assert.notEqual(region[i], NONE);
    if (country[i] === us) assert.notEqual(language[i], p.codes.language.get("fr"));
    const desktop = platform[i] === p.codes.platform.get("2");
    if (desktop || country[i] === us) assert.equal(operator[i], NONE);
    if (platform[i] !== p.codes.platform.get("0")) assert.equal(version[i], NONE);
    assert.ok(age[i] >= 13 && age[i] <= 80);
  }
});

test("membership sets: a larger rate is a superset; within restricts", async () => {
  const p = await buildPopulation(universe, 50_000, 1);
  const small = rateSet(p, 99, 0.1);
  const large = rateSet(p, 99, 0.3);
  assert.equal(count(small) + count(large) - count(orAll(small, large)), count(small));
  const none = rateSet(p, 99, 0.5, emptyBits(p.size));
  assert.equal(count(none), 0);
});

test("keyword posters: EXACT within PHRASE within UNORDERED within BROAD; readers never post", async () => {
  const p = await buildPopulation(universe, 50_000, 1);
  const exact = keywordPosters(p, "music", "EXACT_KEYWORD");
  const broad = keywordPosters(p, "music", "BROAD_KEYWORD");
  assert.ok(count(exact) > 0 && count(broad) > count(exact));
  for (let w = 0; w < exact.length; w++) assert.equal(exact[w] & ~broad[w], 0);
  for (let i = 0; i < p.size; i++)
    if (p.columns.activity[i] === 0) assert.equal((broad[i >>> 5] >>> (i & 31)) & 1, 0);
});

test("the set cache keeps at most its bound and answers hits without building", () => {
  const cache = new SetCache(2);
  let builds = 0;
  const make = () => (builds++, emptyBits(32));
  cache.get("a", make);
  cache.get("b", make);
  cache.get("a", make);
  cache.get("c", make);
  assert.equal(cache.size, 2);
  cache.get("a", make);
  assert.equal(builds, 3);
});

function orAll(a: Uint32Array, b: Uint32Array): Uint32Array {
  return a.map((x, k) => x | b[k]);
}
