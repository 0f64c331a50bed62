import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import {
  campaign,
  expectError,
  forgedCursor,
  sandboxSuite,
  type Ads,
  type AnyRecord,
} from "../support/ads-helpers";
import { targetingCalls } from "../support/targeting";

/**
 * GET targeting_criteria/<kind> (FACTS): the twelve option lists with q, count, cursor and their
 * filters, and every listed value accepted by POST targeting_criteria (one source for both). In process.
 */
let srv: TestServer, ads: Ads, account: string, camp: string;
let t: ReturnType<typeof targetingCalls>;

before(async () => {
  const s = await sandboxSuite(inProcessServer);
  ({ srv, ads, account } = s);
  camp = (await campaign(ads, account, s.fi)).id;
  t = targetingCalls(ads, account);
});
after(() => srv?.stop());

const list = (kind: string, params: Record<string, string | number> = {}) =>
  ads.get(`targeting_criteria/${kind}`, params);
const values = (r: { body: { data: AnyRecord[] } }) => r.body.data.map((x) => x.targeting_value);

describe("locations", () => {
  test("countries are ISO 3166-1 alpha-2, regions ISO 3166-2, each with its type and country", async () => {
    const us = await list("locations", { q: "united states", location_type: "COUNTRIES" });
    assert.deepEqual(us.body.data[0], {
      name: "United States",
      targeting_type: "LOCATION",
      targeting_value: "US",
      location_type: "COUNTRIES",
      country_code: "US",
    });
    const regions = await list("locations", {
      country_code: "us",
      location_type: "REGIONS",
      count: 1000,
    });
    assert.ok(values(regions).includes("US-CA"));
    assert.ok(
      regions.body.data.every(
        (r: AnyRecord) => r.country_code === "US" && r.location_type === "REGIONS",
      ),
    );
    assert.ok(regions.body.data.length >= 50);
    const cities = await list("locations", { country_code: "US", location_type: "CITIES" });
    assert.deepEqual(
      cities.body.data.find((c: AnyRecord) => c.targeting_value === "city:us:new-york"),
      {
        name: "New York, New York, US",
        targeting_type: "LOCATION",
        targeting_value: "city:us:new-york",
        location_type: "CITIES",
        country_code: "US",
        parent: "US-NY",
      },
    );
    for (const type of ["METROS", "POSTAL_CODES"])
      assert.ok((await list("locations", { location_type: type })).body.data.length > 0, type);
  });

  test("q matches the start of any word of the name, or the code; bad filters are refused naming them", async () => {
    assert.ok(values(await list("locations", { q: "calif" })).includes("US-CA"));
    assert.ok(
      values(await list("locations", { q: "DE", location_type: "COUNTRIES" })).includes("DE"),
    );
    expectError(
      await list("locations", { location_type: "PLANETS" }),
      400,
      "INVALID_PARAMETER",
      "location_type",
    );
    expectError(
      await list("locations", { country_code: "USA" }),
      400,
      "INVALID_PARAMETER",
      "country_code",
    );
    expectError(await list("locations", { q: "x".repeat(256) }), 400, "INVALID_PARAMETER", "q");
  });

  test("count and cursor page through the list without repeats; a forged cursor is refused", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const r: { status: number; body: { data: AnyRecord[]; next_cursor: string | null } } =
        await list("locations", {
          country_code: "FR",
          location_type: "REGIONS",
          count: 40,
          ...(cursor ? { cursor } : {}),
        });
      assert.equal(r.status, 200);
      seen.push(...values(r));
      cursor = r.body.next_cursor;
    } while (cursor);
    const all = await list("locations", {
      country_code: "FR",
      location_type: "REGIONS",
      count: 1000,
    });
    assert.deepEqual(seen, values(all));
    assert.equal(new Set(seen).size, seen.length);
    expectError(
      await list("locations", { cursor: forgedCursor(["x", 1]) }),
      400,
      "INVALID_PARAMETER",
      "cursor",
    );
    expectError(await list("locations", { count: 1001 }), 400, "INVALID_PARAMETER", "count");
  });
});

describe("the other lists", () => {
  test("languages are ISO 639-1 lower case", async () => {
    const r = await list("languages", { count: 1000 });
    assert.ok(r.body.data.length >= 180);
    assert.ok(r.body.data.every((l: AnyRecord) => /^[a-z]{2}$/.test(l.targeting_value)));
    assert.deepEqual(
      r.body.data.find((l: AnyRecord) => l.targeting_value === "en"),
      {
        name: "English",
        targeting_type: "LANGUAGE",
        targeting_value: "en",
      },
    );
  });

  test("type filters: os_type, country_code, conversation_type, tv_market_locale", async () => {
    const every = async (
      kind: string,
      params: Record<string, string>,
      field: string,
      want: string,
    ) => {
      const r = await list(kind, { ...params, count: 1000 });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.ok(r.body.data.length > 0, `${kind} has values for ${want}`);
      for (const x of r.body.data)
        assert.equal(x[field], want, `${kind} ${x.targeting_value ?? x.locale}`);
    };
    await every("platform_versions", { os_type: "IOS" }, "os_type", "IOS");
    await every("devices", { os_type: "ANDROID" }, "os_type", "ANDROID");
    await every("app_store_categories", { os_type: "IOS" }, "os_type", "IOS");
    await every("network_operators", { country_code: "gb" }, "country_code", "GB");
    await every("conversations", { conversation_type: "sports" }, "conversation_type", "SPORTS");
    await every("events", { country_code: "US" }, "country_code", "US");
    await every("tv_markets", { country_code: "CA" }, "country_code", "CA");
    await every("tv_shows", { tv_market_locale: "en-GB" }, "tv_market_locale", "en-GB");
    expectError(await list("devices", { os_type: "WINDOWS" }), 400, "INVALID_PARAMETER", "os_type");
    const interests = await list("interests", { q: "hybrid" });
    assert.deepEqual(interests.body.data[0], {
      name: "Automotive/Hybrid and electric vehicles",
      targeting_type: "INTEREST",
      targeting_value: "1004",
      category: "Automotive",
    });
    assert.deepEqual(values(await list("platforms")), ["0", "1", "2", "3", "4"]);
  });

  test("the first value of every list is accepted by POST targeting_criteria, with the same name", async () => {
    const li = await t.lineItem(camp);
    for (const kind of [
      "locations",
      "languages",
      "interests",
      "platforms",
      "platform_versions",
      "devices",
      "network_operators",
      "conversations",
      "events",
      "tv_shows",
      "app_store_categories",
    ]) {
      const [first] = (await list(kind, { count: 1 })).body.data as AnyRecord[];
      const c = await t.made(li, first.targeting_type, first.targeting_value);
      assert.equal(c.name, first.name, kind);
    }
  });
});
