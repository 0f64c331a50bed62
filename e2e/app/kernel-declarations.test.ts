import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { Hono } from "hono";
import { z } from "zod";
import { lineItems, trackingTags } from "../../lib/db/schema";
import type { AdsEnv } from "../../lib/ads-kernel/call";
import { defineResource } from "../../lib/ads-kernel/define-resource";
import { oneOf, str } from "../../lib/ads-kernel/fields";
import { mountOperations } from "../../lib/ads-kernel/mount-operations";
import { resourceOperations } from "../../lib/ads-kernel/resource-operations";
import { campaignsResource } from "../../lib/ads/campaigns/resource";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { DEFAULT_RETRY } from "../support/ads";
import {
  Ads,
  campaign,
  expectError,
  lineItemParams,
  sandboxSuite,
  type AnyRecord,
  type Params,
} from "../support/ads-helpers";

/**
 * Declaration capabilities no served resource uses yet (the next issues' resources will), proven on
 * test declarations over real tables, mounted by the kernel as the router mounts the registry:
 * a nested path (line items under accounts/:account_id/campaigns/:campaign_id), one POST creating a
 * record per id (a tag per line item), and children kept but hidden when their parent is deleted.
 */
const nestedLineItems = defineResource({
  name: "line_items",
  table: lineItems,
  exampleId: "11",
  actions: { read: "campaigns.read", write: "campaigns.write" },
  references: { campaign_id: { parent: campaignsResource, inPath: true } },
  list: { sortable: ["created_at"], idFilters: { line_item_ids: "id" } },
  remove: {},
  // Update is not declared, so the batch offers Delete alone.
  batch: { max: 2, ops: ["Update", "Delete"] },
});
const tagsPerLineItem = defineResource({
  name: "tracking_tags",
  table: trackingTags,
  exampleId: "12",
  actions: { read: "campaigns.read", write: "campaigns.write" },
  references: { line_item_id: { parent: nestedLineItems, onParentDelete: "hide" } },
  list: { sortable: ["created_at"], idFilters: { line_item_ids: "line_item_id" } },
  create: {
    schema: z.object({
      tracking_tag_type: oneOf(["IMPRESSION_TAG", "CLICK_TRACKER"]),
      tracking_tag_url: str(1000),
    }),
    example: {
      line_item_ids: "11",
      tracking_tag_type: "IMPRESSION_TAG",
      tracking_tag_url: "https://tracker.example/p",
    },
    refused: [{ param: "tracking_tag_type", value: "VIEW_TAG" }],
    many: { param: "line_item_ids", column: "line_item_id", max: 3 },
  },
});

/** The same tags with a JSON body (cards' nested components come this way). */
const jsonTags = defineResource({
  name: "tracking_tags",
  table: trackingTags,
  exampleId: "12",
  actions: { read: "campaigns.read", write: "campaigns.write" },
  references: { line_item_id: { parent: nestedLineItems } },
  list: { sortable: ["created_at"], idFilters: { line_item_ids: "line_item_id" } },
  create: {
    json: true,
    refused: [{ param: "tracking_tag_type", value: "VIEW_TAG" }],
    schema: z.object({
      line_item_id: z.string(),
      tracking_tag_type: oneOf(["IMPRESSION_TAG", "CLICK_TRACKER"]),
      tracking_tag_url: str(1000),
    }),
    example: {
      line_item_id: "11",
      tracking_tag_type: "IMPRESSION_TAG",
      tracking_tag_url: "https://tracker.example/p",
    },
  },
});

let srv: TestServer, ads: Ads, kernel: Ads, jsonKernel: Ads, account: string, fi: string;

/** A client of the test declarations, mounted as the router mounts the registry (sandbox base). */
function clientOf(operations: ReturnType<typeof resourceOperations>): Ads {
  const sandbox = new Hono<AdsEnv>();
  sandbox.use("*", async (c, next) => {
    c.set("sandbox", true);
    await next();
  });
  mountOperations(sandbox, operations);
  const app = new Hono().route("/ads-sandbox/12", sandbox);
  return new Ads(
    ads.baseUrl,
    ads.consumer,
    ads.token,
    "/ads-sandbox",
    DEFAULT_RETRY,
    (input, init) => Promise.resolve(app.request(input instanceof URL ? input.href : input, init)),
  );
}

before(async () => {
  ({ srv, ads, account, fi } = await sandboxSuite(inProcessServer));
  kernel = clientOf([
    ...resourceOperations(nestedLineItems),
    ...resourceOperations(tagsPerLineItem),
  ]);
  jsonKernel = clientOf(resourceOperations(jsonTags));
});
after(() => srv?.stop());

async function lineItemIn(campaignId: string): Promise<AnyRecord> {
  const r = await ads.post(`accounts/${account}/line_items`, lineItemParams(campaignId) as Params);
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data;
}
const under = (campaignId: string, id = "") =>
  `accounts/${account}/campaigns/${campaignId}/line_items${id ? `/${id}` : ""}`;
const tag = { tracking_tag_type: "IMPRESSION_TAG", tracking_tag_url: "https://t.example/p" };

describe("a nested path", () => {
  test("lists and finds only the rows of the parent in the path; an unknown parent is its own 404", async () => {
    const [a, b] = [await campaign(ads, account, fi), await campaign(ads, account, fi)];
    const [inA, inB] = [await lineItemIn(a.id), await lineItemIn(b.id)];
    const listed = await kernel.get(under(a.id));
    assert.equal(listed.status, 200, JSON.stringify(listed.body));
    assert.deepEqual(
      listed.body.data.map((li: AnyRecord) => li.id),
      [inA.id],
    );
    assert.equal(listed.body.request.params.campaign_id, a.id);
    assert.equal((await kernel.get(under(a.id, inA.id))).body.data.id, inA.id);
    expectError(await kernel.get(under(a.id, inB.id)), 404, "LINE_ITEM_NOT_FOUND");
    expectError(await kernel.delete(under(a.id, inB.id)), 404, "LINE_ITEM_NOT_FOUND");
    expectError(await kernel.get(under("nosuchcampaign")), 404, "CAMPAIGN_NOT_FOUND");
    assert.equal((await kernel.put(under(a.id, inA.id), { name: "x" })).status, 404, "no PUT");
  });
});

describe("one POST, several records", () => {
  test("a record per id, all or none, at most the declared number", async () => {
    const c = await campaign(ads, account, fi);
    const [x, y] = [await lineItemIn(c.id), await lineItemIn(c.id)];
    const made = await kernel.post(`accounts/${account}/tracking_tags`, {
      ...tag,
      line_item_ids: `${x.id},${y.id},${x.id}`,
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.deepEqual(
      made.body.data.map((t: AnyRecord) => t.line_item_id),
      [x.id, y.id],
    );
    const listed = async () =>
      (await kernel.get(`accounts/${account}/tracking_tags`, { line_item_ids: `${x.id},${y.id}` }))
        .body.data.length;
    expectError(
      await kernel.post(`accounts/${account}/tracking_tags`, {
        ...tag,
        line_item_ids: `${x.id},nosuch`,
      }),
      400,
      "INVALID_PARAMETER",
      "line_item_id",
    );
    assert.equal(await listed(), 2, "the refused POST created none");
    expectError(
      await kernel.post(`accounts/${account}/tracking_tags`, { ...tag, line_item_ids: "a,b,c,d" }),
      400,
      "INVALID_PARAMETER",
      "line_item_ids",
    );
  });
});

describe("children hidden with their parent", () => {
  test("kept (deleted=false) and listed only with with_deleted", async () => {
    const c = await campaign(ads, account, fi);
    const li = await lineItemIn(c.id);
    const [made] = (
      await kernel.post(`accounts/${account}/tracking_tags`, { ...tag, line_item_ids: li.id })
    ).body.data;
    assert.equal((await kernel.delete(under(c.id, li.id))).status, 200);
    const list = (extra: Params) =>
      kernel.get(`accounts/${account}/tracking_tags`, { line_item_ids: li.id, ...extra });
    assert.deepEqual((await list({})).body.data, []);
    const all = (await list({ with_deleted: true })).body.data;
    assert.deepEqual(
      all.map((t: AnyRecord) => [t.id, t.deleted]),
      [[made.id, false]],
    );
    assert.equal(
      (await kernel.get(`accounts/${account}/tracking_tags/${made.id}`)).body.data.deleted,
      false,
    );
  });
});

describe("operations as declared", () => {
  test("a JSON body is the create's input; the query string is not", async () => {
    const li = await lineItemIn((await campaign(ads, account, fi)).id);
    const path = `accounts/${account}/tracking_tags`;
    const made = await jsonKernel.post(path, {}, { ...tag, line_item_id: li.id });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(made.body.data.line_item_id, li.id);
    const inQuery = await jsonKernel.post(path, { ...tag, line_item_id: li.id }, {});
    expectError(inQuery, 400, "MISSING_PARAMETER");
  });

  test("the batch takes only the declared operation types that exist, up to its size", async () => {
    const c = await campaign(ads, account, fi);
    const [x, y] = [await lineItemIn(c.id), await lineItemIn(c.id)];
    const batch = (ops: unknown[]) => kernel.post(`batch/accounts/${account}/line_items`, {}, ops);
    const update = await batch([{ operation_type: "Update", params: { line_item_id: x.id } }]);
    assert.equal(update.status, 400);
    assert.match(update.body.operation_errors[0][0].message, /takes operation_type Delete;/);
    const three = [x, y, x].map((li) => ({
      operation_type: "Delete",
      params: { line_item_id: li.id },
    }));
    expectError(await batch(three), 400, "INVALID_PARAMETER", "body");
    const deleted = await batch(three.slice(0, 2));
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    assert.deepEqual(
      deleted.body.data.map((li: AnyRecord) => li.deleted),
      [true, true],
    );
  });
});
