import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import {
  campaign,
  expectError,
  hourWindow,
  lineItemParams,
  sandboxSuite,
  snapshot,
  type Ads,
  type AnyRecord,
  type Params,
} from "../support/ads-helpers";

/**
 * Declared references and children (kernel/references.ts, cascade.ts), through tracking tags (a line
 * item's child) and line items (a campaign's child). Limits: ads-line-item-rules, ads-campaign-rules.
 */
let srv: TestServer, ads: Ads, account: string, fi: string;

before(async () => {
  ({ srv, ads, account, fi } = await sandboxSuite());
});
after(() => srv?.stop());

const tags = (id = "") => `accounts/${account}/tracking_tags${id ? `/${id}` : ""}`;
const tagParams = (lineItemId: string) => ({
  line_item_id: lineItemId,
  tracking_tag_type: "CLICK_TRACKER",
  tracking_tag_url: "https://tracker.example/click?c=1",
});

async function lineItemUnder(campaignId: string): Promise<AnyRecord> {
  const r = await ads.post(`accounts/${account}/line_items`, lineItemParams(campaignId) as Params);
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data;
}

async function tagOn(lineItemId: string): Promise<AnyRecord> {
  const r = await ads.post(tags(), tagParams(lineItemId));
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data;
}

describe("references to a parent", () => {
  test("an unknown or deleted parent is refused on its parameter, and nothing is created", async () => {
    const li = await lineItemUnder((await campaign(ads, account, fi)).id);
    const before = await snapshot(ads, account, "tracking_tags");
    const unknown = expectError(
      await ads.post(tags(), tagParams("nosuchlineitem")),
      400,
      "INVALID_PARAMETER",
      "line_item_id",
    );
    assert.match(unknown.message, /No line item nosuchlineitem in this account/);
    assert.equal((await ads.delete(`accounts/${account}/line_items/${li.id}`)).status, 200);
    expectError(await ads.post(tags(), tagParams(li.id)), 400, "INVALID_PARAMETER", "line_item_id");
    assert.deepEqual(await snapshot(ads, account, "tracking_tags"), before);
  });

  test("a line item inherits its campaign's funding instrument and currency", async () => {
    const c = await campaign(ads, account, fi);
    const li = await lineItemUnder(c.id);
    assert.equal(li.funding_instrument_id, fi);
    assert.equal(li.currency, c.currency);
  });

  test("an update changes only what its schema allows: the tag's URL, required", async () => {
    const tag = await tagOn((await lineItemUnder((await campaign(ads, account, fi)).id)).id);
    expectError(await ads.put(tags(tag.id), {}), 400, "MISSING_PARAMETER", "tracking_tag_url");
    const r = await ads.put(tags(tag.id), { tracking_tag_url: "https://tracker.example/v2" });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.data.tracking_tag_url, "https://tracker.example/v2");
    assert.equal(r.body.data.tracking_tag_type, "CLICK_TRACKER");
  });
});

describe("children deleted with their parent", () => {
  test("deleting a campaign deletes its line items and their tracking tags, each with history", async () => {
    const c = await campaign(ads, account, fi);
    const li = await lineItemUnder(c.id);
    const tag = await tagOn(li.id);
    const other = await tagOn((await lineItemUnder((await campaign(ads, account, fi)).id)).id);
    assert.equal((await ads.delete(`accounts/${account}/campaigns/${c.id}`)).status, 200);
    for (const path of [`accounts/${account}/line_items/${li.id}`, tags(tag.id)]) {
      expectError(
        await ads.get(path),
        404,
        path.includes("line_items") ? "LINE_ITEM_NOT_FOUND" : "TRACKING_TAG_NOT_FOUND",
      );
      const kept = await ads.get(path, { with_deleted: true });
      assert.equal(kept.body.data.deleted, true, path);
    }
    assert.equal(
      (await ads.get(tags(other.id))).body.data.deleted,
      false,
      "another line item's tag stays",
    );
    const history = await ads.get(`accounts/${account}/account_history`, {
      entity_type: "LINE_ITEM",
      entity_id: li.id,
      ...hourWindow(),
    });
    assert.equal(history.status, 200, JSON.stringify(history.body));
    const deletion = history.body.data.find((h: AnyRecord) => h.change_type === "DELETE");
    assert.ok(deletion, JSON.stringify(history.body.data));
    assert.deepEqual(deletion.changes.deleted, { old: false, new: true });
  });

  test("deleting a line item alone deletes its tags, not its campaign's other line items", async () => {
    const c = await campaign(ads, account, fi);
    const [a, b] = [await lineItemUnder(c.id), await lineItemUnder(c.id)];
    const [ta, tb] = [await tagOn(a.id), await tagOn(b.id)];
    assert.equal((await ads.delete(`accounts/${account}/line_items/${a.id}`)).status, 200);
    assert.equal((await ads.get(tags(ta.id), { with_deleted: true })).body.data.deleted, true);
    assert.equal((await ads.get(tags(tb.id))).body.data.deleted, false);
    const listed = await ads.get(tags(), { line_item_ids: `${a.id},${b.id}` });
    assert.deepEqual(
      listed.body.data.map((t: AnyRecord) => t.id),
      [tb.id],
    );
  });
});
