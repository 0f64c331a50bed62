import assert from "node:assert/strict";
import test from "node:test";
import {
  CONTENT_CATEGORIES,
  TARGETING_TYPES,
  findValue,
  iabCategory,
  isFreeForm,
  keywordProblem,
  localizedName,
  normalizeKeyword,
  valuesOf,
} from "./index";

test("every listed type has values, unique per type, each of its own type", () => {
  for (const type of TARGETING_TYPES) {
    const values = valuesOf(type);
    if (isFreeForm(type)) {
      assert.equal(values.length, 0, type);
      continue;
    }
    assert.ok(values.length > 0, `${type} has values`);
    const ids = new Set(values.map((v) => v.targeting_value));
    assert.equal(ids.size, values.length, `${type} values are unique`);
    for (const v of values) {
      assert.equal(v.targeting_type, type);
      assert.ok(v.name.length > 0, `${type} ${v.targeting_value} has a name`);
      if (type === "LANGUAGE" || v.location_type === "COUNTRIES")
        assert.notEqual(v.name, v.targeting_value, `${v.targeting_value} is named, not its code`);
    }
  }
});

test("value formats: ISO countries and regions, ISO 639-1 languages, genders, age buckets", () => {
  assert.equal(findValue("LOCATION", "US")?.name, "United States");
  assert.equal(findValue("LOCATION", "US")?.location_type, "COUNTRIES");
  assert.equal(findValue("LOCATION", "us"), undefined, "country codes are upper case");
  const ca = findValue("LOCATION", "US-CA");
  assert.deepEqual([ca?.location_type, ca?.country_code, ca?.parent], ["REGIONS", "US", "US"]);
  const city = findValue("LOCATION", "city:us:new-york");
  assert.deepEqual(
    [city?.location_type, city?.country_code, city?.parent],
    ["CITIES", "US", "US-NY"],
  );
  assert.equal(findValue("LOCATION", "metro:us:501")?.location_type, "METROS");
  assert.equal(findValue("LOCATION", "postal:us:10001")?.location_type, "POSTAL_CODES");
  assert.equal(findValue("LANGUAGE", "en")?.name, "English");
  assert.equal(findValue("LANGUAGE", "EN"), undefined);
  assert.deepEqual(
    valuesOf("GENDER").map((v) => v.targeting_value),
    ["1", "2"],
  );
  for (const b of ["AGE_18_TO_24", "AGE_25_TO_34", "AGE_35_TO_49", "AGE_OVER_55"])
    assert.ok(findValue("AGE", b), b);
});

test("every city, postal code and operator belongs to a known country and region", () => {
  for (const v of valuesOf("LOCATION")) {
    assert.ok(findValue("LOCATION", String(v.country_code)), `${v.targeting_value} country`);
    if (v.parent) assert.ok(findValue("LOCATION", v.parent), `${v.targeting_value} parent`);
  }
  for (const v of valuesOf("NETWORK_OPERATOR"))
    assert.ok(findValue("LOCATION", String(v.country_code)), v.targeting_value);
  for (const v of [...valuesOf("PLATFORM_VERSION"), ...valuesOf("DEVICE")])
    assert.ok(findValue("PLATFORM", String(v.parent)), v.targeting_value);
});

test("interests are two-level names with stable numeric ids", () => {
  const v = valuesOf("INTEREST");
  assert.ok(v.length >= 250);
  assert.equal(findValue("INTEREST", "1004")?.name, "Automotive/Hybrid and electric vehicles");
  for (const i of v) assert.match(i.targeting_value, /^\d+$/);
  for (const i of v) assert.match(i.name, /^[^/]+\/.+$/);
});

test("IAB 1.0 tiers and content categories that map to them", () => {
  assert.equal(iabCategory("IAB2")?.name, "Automotive");
  assert.equal(iabCategory("IAB2-10")?.name, "Electric Vehicle");
  assert.equal(iabCategory("IAB2-10")?.parent, "IAB2");
  assert.equal(iabCategory("IAB27"), undefined);
  for (const c of CONTENT_CATEGORIES)
    for (const id of c.iab_categories) assert.ok(iabCategory(id), `${c.name}: ${id}`);
});

test("localized names: countries and languages in the asked language, others in English only", () => {
  assert.equal(localizedName(findValue("LOCATION", "DE")!, "fr"), "Allemagne");
  assert.equal(localizedName(findValue("LANGUAGE", "de")!, "es"), "alemán");
  assert.equal(
    localizedName(findValue("INTEREST", "1004")!, "en"),
    "Automotive/Hybrid and electric vehicles",
  );
  assert.equal(localizedName(findValue("INTEREST", "1004")!, "fr"), undefined);
});

test("keyword rules", () => {
  assert.equal(normalizeKeyword("  Running   Shoes "), "running shoes");
  assert.equal(keywordProblem("BROAD_KEYWORD", "running shoes"), undefined);
  assert.match(keywordProblem("BROAD_KEYWORD", "   ") ?? "", /must not be empty/);
  assert.match(keywordProblem("EXACT_KEYWORD", "x".repeat(81)) ?? "", /at most 80 characters/);
  assert.match(keywordProblem("PHRASE_KEYWORD", "a b c d e f g h i j k") ?? "", /at most 10 words/);
  assert.match(keywordProblem("BROAD_KEYWORD", '"quoted"') ?? "", /no quotes/);
  assert.match(keywordProblem("UNORDERED_KEYWORD", "one") ?? "", /at least two words/);
});
