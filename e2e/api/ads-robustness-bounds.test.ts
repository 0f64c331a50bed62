import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { type TestServer } from "../support/server";
import {
  campaign,
  expectError,
  lineItemParams,
  sandboxSuite,
  snapshot,
  type Ads,
} from "../support/ads-helpers";

/**
 * Every list parameter has a bound on its items and their length, every string a maximum length, and a
 * JSON body a nesting depth; each refusal says the limit. (A line item with 600,000 categories used to be
 * accepted.)
 */
let srv: TestServer;
let ads: Ads;
let account: string;
let fi: string;
let campaignId: string;

before(async () => {
  ({ srv, ads, account, fi } = await sandboxSuite());
  campaignId = (await campaign(ads, account, fi, { budget_optimization: "LINE_ITEM" })).id;
});
after(() => srv?.stop());

const postJson = (path: string, value: unknown) =>
  ads.rawBody("POST", path, JSON.stringify(value), "application/json");
const nested = (levels: number): unknown => (levels === 0 ? 1 : { n: nested(levels - 1) });

describe("list parameters are bounded", () => {
  test("line item categories: at most 10 (1,000 refused, saying the limit; two accepted on PREROLL_VIEWS)", async () => {
    const before = await snapshot(ads, account, "line_items");
    const many = Array.from({ length: 1000 }, (_, i) => `IAB${i}`);
    const r = await postJson(
      `accounts/${account}/line_items`,
      lineItemParams(campaignId, { categories: many }),
    );
    const err = expectError(r, 400, "INVALID_PARAMETER", "categories");
    assert.match(err.message, /At most 10 categories, got 1000/);
    assert.deepEqual(await snapshot(ads, account, "line_items"), before, "nothing created");
    // Advertiser business categories are for PREROLL_VIEWS line items only, one or two of them.
    const preroll = {
      objective: "PREROLL_VIEWS",
      product_type: "MEDIA",
      placements: "PUBLISHER_NETWORK",
    };
    const two = await postJson(
      `accounts/${account}/line_items`,
      lineItemParams(campaignId, { ...preroll, categories: ["abc-1", "abc-2"] }),
    );
    assert.equal(two.status, 201, JSON.stringify(two.body));
    assert.equal(two.body.data.categories.length, 2);
  });

  test("a category longer than 64 characters is refused", async () => {
    const r = await postJson(
      `accounts/${account}/line_items`,
      lineItemParams(campaignId, { categories: ["x".repeat(65)] }),
    );
    assert.match(expectError(r, 400, "INVALID_PARAMETER", "categories").message, /at most 64/);
  });

  test("enumerated lists (placements): no more items than there are values", async () => {
    const r = await postJson(
      `accounts/${account}/line_items`,
      lineItemParams(campaignId, { placements: Array(500).fill("ALL_ON_SVC") }),
    );
    assert.match(
      expectError(r, 400, "INVALID_PARAMETER", "placements").message,
      /At most \d+ values, got 500/,
    );
  });

  test("*_ids: an identifier longer than 64 characters is refused, not looked up", async () => {
    const r = await ads.get(`accounts/${account}/campaigns`, {
      campaign_ids: `1,${"9".repeat(65)}`,
    });
    assert.match(
      expectError(r, 400, "INVALID_PARAMETER", "campaign_ids").message,
      /at most 64 characters/,
    );
  });

  test("user settings: subscribe_email_types at most 20", async () => {
    const me = `accounts/${account}/user_settings/${srv.credentials.user_id}`;
    const r = await ads.put(me, {
      subscribe_email_types: Array.from({ length: 21 }, (_, i) => `T${i}`).join(","),
    });
    assert.match(
      expectError(r, 400, "INVALID_PARAMETER", "subscribe_email_types").message,
      /At most 20 email types, got 21/,
    );
  });
});

describe("strings are bounded", () => {
  test("an identifier parameter longer than 64 characters is refused saying so", async () => {
    const r = await ads.post(`accounts/${account}/campaigns`, {
      funding_instrument_id: "7".repeat(65),
      name: "Long id",
      daily_budget_amount_local_micro: 1_000_000,
    });
    assert.match(
      expectError(r, 400, "INVALID_PARAMETER", "funding_instrument_id").message,
      /at most 64 characters/,
    );
  });

  test("a refused value is not quoted back whole in the message", async () => {
    const huge = "9".repeat(5000);
    const r = await ads.post(`accounts/${account}/campaigns`, {
      funding_instrument_id: fi,
      name: "Huge budget",
      daily_budget_amount_local_micro: huge,
    });
    const err = expectError(r, 400, "INVALID_PARAMETER", "daily_budget_amount_local_micro");
    assert.ok(err.message.length < 300, `message of ${err.message.length} characters`);
  });
});

describe("JSON nesting is bounded", () => {
  test("a JSON object body nested deeper than 32 levels is refused as bad input, nothing created", async () => {
    const before = await snapshot(ads, account, "campaigns");
    const r = await postJson(`accounts/${account}/campaigns`, {
      funding_instrument_id: fi,
      name: "Deep",
      daily_budget_amount_local_micro: 1_000_000,
      extra: nested(40),
    });
    assert.match(
      expectError(r, 400, "INVALID_PARAMETER", "body").message,
      /nested more than 32 levels/,
    );
    assert.deepEqual(await snapshot(ads, account, "campaigns"), before);
  });

  test("nesting within the bound is fine", async () => {
    const r = await postJson(`accounts/${account}/campaigns`, {
      funding_instrument_id: fi,
      name: "Not so deep",
      daily_budget_amount_local_micro: 1_000_000,
      extra: nested(20),
    });
    assert.equal(r.status, 201, JSON.stringify(r.body));
  });
});
