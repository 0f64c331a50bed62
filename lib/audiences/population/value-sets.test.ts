import { before, test } from "node:test";
import assert from "node:assert/strict";
import { findValue, valuesOf, type TargetingType } from "@/lib/targeting/values";
import { count, type Bits } from "./bitset";
import { buildPopulation, type Population } from "./model";
import { SEED } from "./population";
import { SetCache } from "./sets";
import { populationUniverse } from "./universe-values";
import { valueSet } from "./value-sets";

/** The concrete value sets over the real targeting values: places nest, attributes hang together. */
let pop: Population;
const cache = new SetCache(256);
before(async () => {
  pop = await buildPopulation(populationUniverse(), 100_000, SEED);
});

const set = (type: TargetingType, value: string): Bits => {
  const v = findValue(type, value);
  assert.ok(v, `${type} ${value} is a value`);
  return valueSet(pop, cache, type, v);
};
const within = (inner: Bits, outer: Bits) => inner.every((w, k) => (w & ~outer[k]) === 0);

test("places nest: city in region in country; a higher subdivision holds those below it", () => {
  const us = set("LOCATION", "US");
  const ca = set("LOCATION", "US-CA");
  const sf = set("LOCATION", "city:us:san-francisco");
  assert.ok(count(sf) > 0 && within(sf, ca) && within(ca, us));
  assert.ok(count(us) / pop.size > 0.15 && count(us) / pop.size < 0.25, `${count(us)}`);
  const idf = set("LOCATION", "FR-IDF");
  assert.ok(
    within(set("LOCATION", "FR-75C"), idf) && count(idf) > count(set("LOCATION", "FR-75C")),
  );
  assert.ok(within(idf, set("LOCATION", "FR")));
});

test("every listed value of every listed type has a set (age buckets, TV shows, operators…)", () => {
  for (const type of [
    "AGE",
    "GENDER",
    "LANGUAGE",
    "PLATFORM",
    "PLATFORM_VERSION",
    "DEVICE",
    "NETWORK_OPERATOR",
    "INTEREST",
    "CONVERSATION",
    "EVENT",
    "TV_SHOW",
    "APP_STORE_CATEGORY",
    "IAB_CATEGORY",
  ] as const)
    for (const v of valuesOf(type).slice(0, 40))
      assert.ok(valueSet(pop, cache, type, v).length > 0);
  const young = set("AGE", "AGE_18_TO_24");
  assert.ok(
    within(young, set("AGE", "AGE_13_TO_24")) &&
      within(set("AGE", "AGE_OVER_55"), set("AGE", "AGE_OVER_50")),
  );
});

test("attributes hang together: operators in their country, TV shows in their market's country", () => {
  const verizon = set("NETWORK_OPERATOR", "US:verizon");
  assert.ok(count(verizon) > 0 && within(verizon, set("LOCATION", "US")));
  const desktop = set("PLATFORM", "4");
  assert.equal(count(verizon.map((w, k) => w & desktop[k])), 0, "desktop people have no operator");
  const show = valuesOf("TV_SHOW").find((v) => v.tv_market === "en-US")!;
  assert.ok(within(valueSet(pop, cache, "TV_SHOW", show), set("LOCATION", "US")));
  const ios17 = set("PLATFORM_VERSION", "0:17.0");
  assert.ok(within(ios17, set("PLATFORM", "0")));
  // Interests: about six a person on average, popular ones and a long tail.
  const sizes = valuesOf("INTEREST").map((v) => count(valueSet(pop, cache, "INTEREST", v)));
  const mean = sizes.reduce((a, b) => a + b, 0) / pop.size;
  assert.ok(mean > 5 && mean < 7, `${mean}`);
  assert.ok(Math.max(...sizes) > 5 * Math.min(...sizes));
});
