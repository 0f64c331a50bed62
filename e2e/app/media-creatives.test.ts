import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { expectError, idsOf, sandboxSuite, snapshot, type Ads } from "../support/ads-helpers";
import { lineItemOf } from "../support/attach-helpers";
import { FIXTURE_MEDIA, seedLibraryMedia } from "../support/seeded-media";

/**
 * Media creatives (document 2): pre-roll on PREROLL_VIEWS line items (landing_url ignored), display
 * media on the audience network (landing_url required for WEBSITE_CLICKS), the list's filters.
 */
let srv: TestServer, ads: Ads, account: string, fi: string, preroll: string, banner: string;

before(async () => {
  ({ srv, ads, account, fi } = await sandboxSuite(inProcessServer));
  const key = await seedLibraryMedia(ads, account, {
    ...FIXTURE_MEDIA["video-1x1.mp4"],
    category: "AMPLIFY_VIDEO",
  });
  const am = await ads.get(`accounts/${account}/account_media`, { creative_types: "PREROLL" });
  preroll = am.body.data.find((m: { media_key: string }) => m.media_key === key).id;
  // Display account media have no creating call yet: one row for an uploaded image, as the platform keeps them.
  const image = await seedLibraryMedia(ads, account, FIXTURE_MEDIA["image-800x419.png"]);
  const { db } = await import("../../lib/db/client");
  const { accountMedia } = await import("../../lib/db/schema");
  const now = new Date();
  banner = "9" + Date.now();
  await db().insert(accountMedia).values({
    id: banner,
    account_id: account,
    media_key: image,
    creative_type: "BANNER",
    created_at: now,
    updated_at: now,
  });
});
after(() => srv?.stop());

const path = (id = "") => `accounts/${account}/media_creatives${id ? `/${id}` : ""}`;
const prerollItem = {
  objective: "PREROLL_VIEWS",
  product_type: "MEDIA",
  placements: "PUBLISHER_NETWORK",
  categories: "abc-1",
};
const displayItem = {
  objective: "WEBSITE_CLICKS",
  product_type: "MEDIA",
  placements: "PUBLISHER_NETWORK",
};

test("pre-roll on a PREROLL_VIEWS line item: landing_url ignored; creative_type from the account media", async () => {
  const li = await lineItemOf(ads, account, fi, prerollItem);
  const r = await ads.post(path(), {
    account_media_id: preroll,
    line_item_id: li.id,
    landing_url: "https://ignored.example",
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  const mc = r.body.data;
  assert.deepEqual(
    [
      mc.account_media_id,
      mc.line_item_id,
      mc.creative_type,
      mc.landing_url,
      mc.entity_status,
      mc.approval_status,
    ],
    [preroll, li.id, "PREROLL", null, "ACTIVE", "ACCEPTED"],
  );
  assert.deepEqual((await ads.get(path(mc.id))).body.data, mc);
  expectError(
    await ads.put(path(mc.id), { landing_url: "https://a.example" }),
    405,
    "METHOD_NOT_ALLOWED",
  );
  assert.equal((await ads.delete(path(mc.id))).body.data.deleted, true);
  expectError(await ads.get(path(mc.id)), 404, "MEDIA_CREATIVE_NOT_FOUND");
});

test("display media on WEBSITE_CLICKS: landing_url required; mismatches are INCOMPATIBLE_LINE_ITEM", async () => {
  const li = await lineItemOf(ads, account, fi, displayItem);
  const before = await snapshot(ads, account, "media_creatives");
  expectError(
    await ads.post(path(), { account_media_id: banner, line_item_id: li.id }),
    400,
    "MISSING_PARAMETER",
    "landing_url",
  );
  expectError(
    await ads.post(path(), {
      account_media_id: banner,
      line_item_id: li.id,
      landing_url: "ftp://x",
    }),
    400,
    "INVALID_PARAMETER",
    "landing_url",
  );
  expectError(
    await ads.post(path(), { account_media_id: preroll, line_item_id: li.id }),
    400,
    "INCOMPATIBLE_LINE_ITEM",
    "line_item_id",
  );
  const pre = await lineItemOf(ads, account, fi, prerollItem);
  expectError(
    await ads.post(path(), { account_media_id: banner, line_item_id: pre.id }),
    400,
    "INCOMPATIBLE_LINE_ITEM",
    "line_item_id",
  );
  const posts = await lineItemOf(ads, account, fi, { objective: "ENGAGEMENTS" });
  expectError(
    await ads.post(path(), { account_media_id: banner, line_item_id: posts.id }),
    400,
    "INCOMPATIBLE_LINE_ITEM",
    "line_item_id",
  );
  expectError(
    await ads.post(path(), { account_media_id: "404", line_item_id: li.id }),
    400,
    "INVALID_PARAMETER",
    "account_media_id",
  );
  assert.deepEqual(await snapshot(ads, account, "media_creatives"), before, "nothing created");
  const ok = await ads.post(path(), {
    account_media_id: banner,
    line_item_id: li.id,
    landing_url: "https://shop.example/a",
  });
  assert.equal(ok.status, 201, JSON.stringify(ok.body));
  assert.deepEqual(
    [ok.body.data.creative_type, ok.body.data.landing_url],
    ["BANNER", "https://shop.example/a"],
  );
});

test("list filters: campaign_id, line_item_ids, media_creative_ids", async () => {
  const [a, b] = [
    await lineItemOf(ads, account, fi, prerollItem),
    await lineItemOf(ads, account, fi, prerollItem),
  ];
  const ma = (await ads.post(path(), { account_media_id: preroll, line_item_id: a.id })).body.data;
  const mb = (await ads.post(path(), { account_media_id: preroll, line_item_id: b.id })).body.data;
  assert.deepEqual(idsOf(await ads.get(path(), { campaign_id: a.campaign_id })), [ma.id]);
  assert.deepEqual(
    idsOf(await ads.get(path(), { line_item_ids: `${a.id},${b.id}` })).sort(),
    [ma.id, mb.id].sort(),
  );
  assert.deepEqual(idsOf(await ads.get(path(), { media_creative_ids: mb.id })), [mb.id]);
  // Deleting the line item deletes its media creatives.
  assert.equal((await ads.delete(`accounts/${account}/line_items/${a.id}`)).status, 200);
  expectError(await ads.get(path(ma.id)), 404, "MEDIA_CREATIVE_NOT_FOUND");
});
