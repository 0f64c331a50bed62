import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import {
  campaign,
  expectError,
  fundingInstrument,
  lineItemParams,
  sandboxAccount,
  sandboxSuite,
  snapshot,
  type Ads,
  type AnyRecord,
  type Params,
} from "../support/ads-helpers";
import { postOf } from "../support/attach-helpers";
import { routeFetch, userClient } from "../support/in-process-tokens";
import { FIXTURE_MEDIA, seedLibraryMedia } from "../support/seeded-media";
import { targetingCalls } from "../support/targeting";

/**
 * Duplicating (lib/ads/copy, our extension of the interface): what a copy carries, PAUSED, the flight
 * moved forward, into another campaign; a campaign with its line items; one transaction (a refusal in
 * the second line item leaves nothing); a read-only member refused. The revoke rule with a real grant
 * and revoke is in copy-audiences.test.ts.
 */
let srv: TestServer, ads: Ads, account: string, fi: string, me: string;

before(async () => {
  ({ srv, ads, account, fi } = await sandboxSuite(inProcessServer));
  me = srv.credentials.user_id;
});
after(() => srv?.stop());

const A = () => `accounts/${account}`;
const copyLine = (id: string, params: Params = {}) =>
  ads.post(`${A()}/line_items/${id}/copy`, params);
const copyCampaign = (id: string) => ads.post(`${A()}/campaigns/${id}/copy`);

async function lineItem(campaignId: string, extra: Record<string, unknown> = {}) {
  const r = await ads.post(`${A()}/line_items`, lineItemParams(campaignId, extra) as Params);
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data as AnyRecord;
}
async function made(path: string, params: Params) {
  const r = await ads.post(`${A()}/${path}`, params);
  assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
  return Array.isArray(r.body.data) ? r.body.data[0] : r.body.data;
}
/** What a line item carries, comparable between original and copy. */
async function carried(li: string) {
  // A list the line item's kind refuses (promoted accounts of a MEDIA line item) reads as its code.
  const list = async (path: string, pick: (r: AnyRecord) => string) => {
    const r = await ads.get(`${A()}/${path}`, { line_item_ids: li, count: 1000 });
    return r.status === 200
      ? (r.body.data as AnyRecord[]).map(pick).sort()
      : [r.body.errors[0].code];
  };
  return {
    criteria: await targetingCalls(ads, account).held(li),
    tags: await list("tracking_tags", (t) => `${t.tracking_tag_type} ${t.tracking_tag_url}`),
    posts: await list("promoted_posts", (p) => p.post_id),
    accounts: await list("promoted_accounts", (p) => p.user_id),
    creatives: await list("media_creatives", (m) => `${m.account_media_id} ${m.landing_url}`),
    curated: await list("line_item_curated_categories", (c) => c.curated_category_id),
  };
}
/** A display account media (no creating call exists: a row, as media-creatives.test.ts makes). */
async function displayMedia(): Promise<string> {
  const image = await seedLibraryMedia(ads, account, FIXTURE_MEDIA["image-800x419.png"]);
  const { db } = await import("../../lib/db/client");
  const { accountMedia } = await import("../../lib/db/schema");
  const now = new Date();
  const id = `9${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await db().insert(accountMedia).values({
    id,
    account_id: account,
    media_key: image,
    creative_type: "BANNER",
    created_at: now,
    updated_at: now,
  });
  return id;
}
const display = {
  objective: "WEBSITE_CLICKS",
  product_type: "MEDIA",
  placements: "PUBLISHER_NETWORK",
};
const followers = {
  objective: "FOLLOWERS",
  product_type: "PROMOTED_ACCOUNT",
  placements: "ALL_ON_SVC",
};

describe("a line item", () => {
  test("carries its fields, criteria, tags, posts and curated category; named (copy), PAUSED", async () => {
    const camp = (await campaign(ads, account, fi)).id;
    const li = await lineItem(camp, {
      objective: "ENGAGEMENTS",
      bid_strategy: "MAX",
      bid_amount_local_micro: 1_500_000,
      frequency_cap: 3,
      end_time: "2027-02-01T00:00:00Z",
      advertiser_domain: "shop.example",
    });
    for (const [type, value, op] of [
      ["LOCATION", "US", "EQ"],
      ["LOCATION", "US-TX", "NE"],
      ["LANGUAGE", "fr", "EQ"],
      ["AGE", "AGE_18_TO_24", "EQ"],
      ["BROAD_KEYWORD", "cheap flights", "EQ"],
    ])
      await made("targeting_criteria", {
        line_item_id: li.id,
        targeting_type: type,
        targeting_value: value,
        operator_type: op,
      });
    await made("tracking_tags", {
      line_item_id: li.id,
      tracking_tag_type: "CLICK_TRACKER",
      tracking_tag_url: "https://tracker.example/c?x=1",
    });
    await made("promoted_posts", {
      line_item_id: li.id,
      post_ids: (await postOf(ads, account, me)).id,
    });
    await made("line_item_curated_categories", {
      line_item_id: li.id,
      curated_category_id: "cc1010",
    });
    const before = await carried(li.id);

    const r = await copyLine(li.id);
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const { campaign: noCampaign, line_items, copied } = r.body.data;
    assert.equal(noCampaign, null);
    const copy = line_items[0];
    assert.notEqual(copy.id, li.id);
    assert.equal(copy.name, `${li.name} (copy)`);
    assert.equal(copy.entity_status, "PAUSED");
    for (const k of [
      "campaign_id",
      "objective",
      "product_type",
      "placements",
      "bid_strategy",
      "bid_amount_local_micro",
      "frequency_cap",
      "start_time",
      "end_time",
      "advertiser_domain",
      "goal",
      "pay_by",
    ])
      assert.deepEqual(copy[k], li[k], k);
    assert.deepEqual(copied, {
      targeting_criteria: 5,
      tracking_tags: 1,
      promoted_accounts: 0,
      promoted_posts: 1,
      media_creatives: 0,
      line_item_curated_categories: 1,
    });
    assert.deepEqual(await carried(copy.id), before);
    assert.deepEqual(await carried(li.id), before, "the original is untouched");
    const got = await ads.get(`${A()}/line_items/${copy.id}`);
    assert.equal(got.body.data.entity_status, "PAUSED");
  });

  test("into another campaign of the account; a started flight moves forward, keeping its length", async () => {
    const [from, to] = [
      (await campaign(ads, account, fi)).id,
      (await campaign(ads, account, fi)).id,
    ];
    const li = await lineItem(from, { end_time: "2027-01-08T00:00:00Z" });
    // Started a day ago (no call creates that: a new line item may not start in the past).
    const { db } = await import("../../lib/db/client");
    const { lineItems } = await import("../../lib/db/schema");
    const { eq } = await import("drizzle-orm");
    const start = Date.now() - 86_400_000;
    await db()
      .update(lineItems)
      .set({ start_time: new Date(start), end_time: new Date(start + 7 * 86_400_000) })
      .where(eq(lineItems.id, li.id));
    const r = await copyLine(li.id, { campaign_id: to });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const copy = r.body.data.line_items[0];
    assert.equal(copy.campaign_id, to);
    const [s, e] = [Date.parse(copy.start_time), Date.parse(copy.end_time)];
    assert.ok(s >= Date.now() - 60_000 && s <= Date.now() + 60_000, copy.start_time);
    assert.equal(e - s, 7 * 86_400_000, "the flight keeps its length");
    const other = await sandboxAccount(ads);
    const foreign = (await campaign(ads, other, await fundingInstrument(ads, other))).id;
    const refused = expectError(
      await copyLine(li.id, { campaign_id: foreign }),
      400,
      "INVALID_PARAMETER",
      "campaign_id",
    );
    assert.match(refused.message, new RegExp(`copy of line item ${li.id}`));
    expectError(await copyLine("123456789"), 404, "LINE_ITEM_NOT_FOUND");
  });
});

describe("a campaign", () => {
  test("with its live line items and what they carry; PAUSED; deleted line items stay behind", async () => {
    const c = await campaign(ads, account, fi, { frequency_cap: 4, purchase_order_number: "PO-7" });
    const a = await lineItem(c.id, followers);
    await made("promoted_accounts", { line_item_id: a.id, user_id: me });
    const b = await lineItem(c.id, display);
    const media = await displayMedia();
    await made("media_creatives", {
      line_item_id: b.id,
      account_media_id: media,
      landing_url: "https://shop.example/a",
    });
    const gone = await lineItem(c.id);
    assert.equal((await ads.delete(`${A()}/line_items/${gone.id}`)).status, 200);

    const r = await copyCampaign(c.id);
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const { campaign: copy, line_items, copied } = r.body.data;
    assert.equal(copy.name, `${c.name} (copy)`);
    assert.equal(copy.entity_status, "PAUSED");
    for (const k of [
      "funding_instrument_id",
      "budget_optimization",
      "daily_budget_amount_local_micro",
      "frequency_cap",
      "purchase_order_number",
      "standard_delivery",
    ])
      assert.deepEqual(copy[k], c[k], k);
    assert.deepEqual(
      line_items.map((l: AnyRecord) => l.name),
      [`${a.name} (copy)`, `${b.name} (copy)`],
    );
    assert.ok(
      line_items.every((l: AnyRecord) => l.campaign_id === copy.id && l.entity_status === "PAUSED"),
    );
    assert.equal(copied.promoted_accounts, 1);
    assert.equal(copied.media_creatives, 1);
    assert.deepEqual(await carried(line_items[0].id), await carried(a.id));
    assert.deepEqual(await carried(line_items[1].id), await carried(b.id));
    const listed = await ads.get(`${A()}/line_items`, { campaign_ids: copy.id });
    assert.equal(listed.body.data.length, 2);
  });

  test("one transaction: a refusal in the second line item leaves nothing created", async () => {
    const c = await campaign(ads, account, fi);
    await lineItem(c.id);
    const b = await lineItem(c.id, display);
    const media = await displayMedia();
    const mc = await made("media_creatives", {
      line_item_id: b.id,
      account_media_id: media,
      landing_url: "https://shop.example/b",
    });
    // The creative's media was deleted since: its copy fails the media creative's own create rule.
    const { db } = await import("../../lib/db/client");
    const { accountMedia } = await import("../../lib/db/schema");
    const { eq } = await import("drizzle-orm");
    await db().update(accountMedia).set({ deleted: true }).where(eq(accountMedia.id, media));
    const before = [
      await snapshot(ads, account, "campaigns"),
      await snapshot(ads, account, "line_items"),
    ];
    const r = expectError(await copyCampaign(c.id), 400, "INVALID_PARAMETER", "account_media_id");
    assert.match(
      r.message,
      new RegExp(`Copying media creative ${mc.id} of line item ${b.id}: No account media ${media}`),
    );
    const after = [
      await snapshot(ads, account, "campaigns"),
      await snapshot(ads, account, "line_items"),
    ];
    assert.deepEqual(after, before);
  });

  test("a member without campaigns.write is refused, and nothing is created", async () => {
    routeFetch(srv);
    const analyst = await userClient(srv, "analyst");
    const analystId = srv.credentials.users.find((u) => u.screen_name === "analyst")!.user_id;
    const g = await ads.post(`${A()}/account_users`, {
      user_id: analystId,
      permissions: "CAMPAIGN_ANALYST",
    });
    assert.equal(g.status, 201, JSON.stringify(g.body));
    const c = await campaign(ads, account, fi);
    const li = await lineItem(c.id);
    const before = await snapshot(ads, account, "campaigns");
    const e = expectError(
      await analyst.post(`${A()}/campaigns/${c.id}/copy`),
      403,
      "PERMISSION_DENIED",
    );
    assert.match(e.message, /campaigns\.write/);
    expectError(await analyst.post(`${A()}/line_items/${li.id}/copy`), 403, "PERMISSION_DENIED");
    assert.deepEqual(await snapshot(ads, account, "campaigns"), before);
  });
});
