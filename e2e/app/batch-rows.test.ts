import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import {
  batch,
  campaign,
  expectError,
  hourWindow,
  lineItemParams,
  sandboxSuite,
  snapshot,
  type Ads,
  type AnyRecord,
} from "../support/ads-helpers";
import { createOp, targetingCalls } from "../support/targeting";

/**
 * The kernel's batch rows (kernel/batch-rows.ts, insert-rows.ts): a batch's Create rows are inserted
 * together after the last item, so what an item answers, what a later item sees and what history says
 * must be what one-by-one writes gave: records as GET reads them, history in item order, limits and
 * duplicate checks counting the batch's own earlier items, deletes and creates mixed. In process.
 */
let srv: TestServer, ads: Ads, account: string, fi: string, camp: string;
let t: ReturnType<typeof targetingCalls>;

before(async () => {
  const s = await sandboxSuite(inProcessServer);
  ({ srv, ads, account, fi } = s);
  camp = (await campaign(ads, account, fi)).id;
  t = targetingCalls(ads, account);
});
after(() => srv?.stop());

const history = async (entityType: string, entityId: string) =>
  (
    await ads.get(`accounts/${account}/account_history`, {
      entity_type: entityType,
      entity_id: entityId,
      ...hourWindow(),
    })
  ).body.data as AnyRecord[];

describe("a batch's created rows", () => {
  test("each record is the row as GET reads it, and has its CREATE history with the row's values", async () => {
    const li = await t.lineItem(camp);
    const r = await t.batch([
      createOp(li, "LOCATION", "US-CA"),
      createOp(li, "BROAD_KEYWORD", "Running  Shoes"),
      createOp(li, "AGE", "AGE_18_TO_24"),
    ]);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    for (const made of r.body.data as AnyRecord[]) {
      const got = await ads.get(`${t.path}/${made.id}`);
      assert.deepEqual(made, got.body.data);
      const h = await history("TARGETING_CRITERIA", String(made.id));
      assert.deepEqual(
        h.map((x) => x.change_type),
        ["CREATE"],
      );
      const changes = h[0].changes as Record<string, { new: unknown }>;
      assert.equal(changes.targeting_value.new, made.targeting_value);
      assert.equal(changes.line_item_id.new, li);
    }
    assert.equal(r.body.data[1].targeting_value, "running shoes");
  });

  test("a later item sees an earlier one: a duplicate or a second AGE bucket in one batch is that item's error", async () => {
    const li = await t.lineItem(camp);
    const r = await t.batch([
      createOp(li, "LOCATION", "US"),
      createOp(li, "AGE", "AGE_18_TO_24"),
      createOp(li, "LOCATION", "US"),
      createOp(li, "AGE", "AGE_25_TO_34"),
    ]);
    assert.equal(r.status, 400);
    const errs = r.body.operation_errors as AnyRecord[][];
    assert.deepEqual(errs[0], []);
    assert.deepEqual(errs[1], []);
    assert.match(String(errs[2][0].message), /already has LOCATION "US" \(criterion \d+\)/);
    assert.match(String(errs[3][0].message), /already has the age bucket AGE_18_TO_24/);
    assert.deepEqual(await t.held(li), [], "nothing written");
  });

  test("creates, a delete between them, and creates after it: the delete frees the value for the later item", async () => {
    const li = await t.lineItem(camp);
    const age = await t.made(li, "AGE", "AGE_18_TO_24");
    const r = await t.batch([
      createOp(li, "LANGUAGE", "fr"),
      { operation_type: "Delete", params: { targeting_criterion_id: age.id } },
      createOp(li, "AGE", "AGE_25_TO_34"),
      createOp(li, "LANGUAGE", "de"),
    ]);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(await t.held(li), ["AGE AGE_25_TO_34 EQ", "LANGUAGE de EQ", "LANGUAGE fr EQ"]);
    assert.equal(r.body.data[1].deleted, true);
  });
});

describe("limits count the batch's own rows", () => {
  test("a campaign's 100th line item in a batch passes, the 101st is that item's TOO_MANY_LINE_ITEMS", async () => {
    const c = (await campaign(ads, account, fi)).id;
    const create = () => ({ operation_type: "Create", params: lineItemParams(c) });
    for (const n of [40, 40, 18]) {
      const r = await batch(ads, account, "line_items", Array.from({ length: n }, create));
      assert.equal(r.status, 200, JSON.stringify(r.body).slice(0, 500));
    }
    const before = await snapshot(ads, account, "line_items", { campaign_ids: c });
    const r = await batch(ads, account, "line_items", [create(), create(), create()]);
    expectError(r, 400, "INVALID_PARAMETER");
    const errs = r.body.operation_errors as AnyRecord[][];
    assert.deepEqual([errs[0], errs[1]], [[], []]);
    assert.equal(errs[2][0].code, "TOO_MANY_LINE_ITEMS");
    assert.deepEqual(await snapshot(ads, account, "line_items", { campaign_ids: c }), before);
  });
});
