import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { demoClient, expectError, type Ads } from "../support/ads-helpers";

/**
 * GET insights/keywords/search (document 2; FACTS): post volumes per DAY or HOUR and 30 related
 * keywords from the post corpus, with the 10-keyword, 7-day and one-country rules.
 */
let srv: TestServer, ads: Ads;
before(async () => {
  srv = await inProcessServer({ env: { POPULATION_SIZE: "200000" } });
  ads = demoClient(srv);
});
after(() => srv?.stop());

const HOUR = 3_600_000;
const hour = Math.floor(Date.now() / HOUR) * HOUR;
const ago = (hours: number) => new Date(hour - hours * HOUR).toISOString();
const search = (params: Record<string, string>) => ads.get("insights/keywords/search", params);

describe("keyword insights", () => {
  test("DAY: one point per day; 30 related keywords; request.params echoes the parsed question", async () => {
    const r = await search({
      granularity: "DAY",
      keywords: "music,Concert",
      start_time: ago(7 * 24),
      end_time: ago(0),
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const { related_keywords, post_volume } = r.body.data;
    assert.equal(post_volume.length, 7);
    assert.ok(post_volume.every((v: number) => Number.isInteger(v) && v > 0));
    assert.equal(related_keywords.length, 30);
    assert.equal(new Set(related_keywords).size, 30);
    assert.ok(!related_keywords.includes("music") && !related_keywords.includes("concert"));
    assert.deepEqual(r.body.request.params.keywords, ["music", "concert"]);
  });

  test("HOUR: one point per hour; end_time defaults to the current hour; same answer twice", async () => {
    // The current hour is read by the server: asked again if an hour began during the call (at
    // most once), so the default end is the hour the start was counted from.
    const now = () => Math.floor(Date.now() / HOUR) * HOUR;
    let from: number, r;
    do {
      from = now();
      const start_time = new Date(from - 24 * HOUR).toISOString();
      r = await search({ granularity: "HOUR", keywords: "football", start_time });
    } while (now() !== from);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.data.post_volume.length, 24);
    const again = await search({
      granularity: "HOUR",
      keywords: "football",
      start_time: new Date(from - 24 * HOUR).toISOString(),
      end_time: new Date(from).toISOString(),
    });
    assert.deepEqual(again.body.data, r.body.data);
  });

  test("a country has fewer posts than the world; negative keywords remove posts", async () => {
    const q = { granularity: "DAY", keywords: "music", start_time: ago(48), end_time: ago(0) };
    const world = (await search(q)).body.data.post_volume;
    const us = (await search({ ...q, location: "US" })).body.data.post_volume;
    const minus = (await search({ ...q, negative_keywords: "concert,tour" })).body.data.post_volume;
    world.forEach((v: number, k: number) => {
      assert.ok(us[k] < v && minus[k] < v, `${v} ${us[k]} ${minus[k]}`);
    });
  });

  test("the rules: 10 keywords together, 7 days, order, whole hours, no future, one country", async () => {
    const base = { granularity: "DAY", start_time: ago(24), end_time: ago(0) };
    const eleven = Array.from({ length: 6 }, (_, k) => `word${k}`);
    const five = Array.from({ length: 5 }, (_, k) => `other${k}`);
    expectError(
      await search({ ...base, keywords: eleven.join(","), negative_keywords: five.join(",") }),
      400,
      "INVALID_PARAMETER",
      "keywords",
    );
    expectError(
      await search({ ...base, keywords: Array.from({ length: 11 }, (_, k) => `w${k}`).join(",") }),
      400,
      "INVALID_PARAMETER",
      "keywords",
    );
    expectError(
      await search({ ...base, keywords: "a", start_time: ago(24 * 7 + 1) }),
      400,
      "INVALID_TIME_WINDOW",
      "start_time",
    );
    expectError(
      await search({ ...base, keywords: "a", start_time: ago(0), end_time: ago(1) }),
      400,
      "INVALID_TIME_WINDOW",
      "start_time",
    );
    expectError(
      await search({ ...base, keywords: "a", end_time: new Date(hour + 2 * HOUR).toISOString() }),
      400,
      "INVALID_TIME_WINDOW",
      "end_time",
    );
    expectError(
      await search({
        ...base,
        keywords: "a",
        start_time: new Date(hour - HOUR + 60_000).toISOString(),
      }),
      400,
      "INVALID_PARAMETER",
      "start_time",
    );
    expectError(
      await search({ ...base, keywords: "a", location: "US-CA" }),
      400,
      "INVALID_PARAMETER",
      "location",
    );
    expectError(
      await search({ ...base, keywords: "a", location: "QQ" }),
      400,
      "INVALID_PARAMETER",
      "location",
    );
    expectError(
      await search({ ...base, keywords: "a", negative_keywords: "A" }),
      400,
      "INVALID_PARAMETER",
      "negative_keywords",
    );
    expectError(
      await search({ ...base, keywords: "x".repeat(101) }),
      400,
      "INVALID_PARAMETER",
      "keywords",
    );
    expectError(
      await search({ ...base, keywords: "a", granularity: "WEEK" }),
      400,
      "INVALID_PARAMETER",
      "granularity",
    );
    expectError(
      await search({ start_time: ago(2), keywords: "a" }),
      400,
      "MISSING_PARAMETER",
      "granularity",
    );
    expectError(
      await search({ granularity: "DAY", start_time: ago(2) }),
      400,
      "MISSING_PARAMETER",
      "keywords",
    );
    expectError(
      await search({ granularity: "DAY", keywords: "a" }),
      400,
      "MISSING_PARAMETER",
      "start_time",
    );
  });
});
