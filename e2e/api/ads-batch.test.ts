import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { sharedServer, type TestServer } from "../support/server";
import {
  batch,
  campaign,
  campaignParams,
  demoClient,
  expectError,
  fundingInstrument,
  hourWindow,
  lineItemParams,
  sandboxAccount,
  snapshot,
  uniq,
  type Ads,
  type Op,
} from "../support/ads-helpers";

/**
 * Batch endpoints (document 1, conventions 10; FACTS "Batch"): all or nothing, results in request
 * order, request echoed as an array, request-level errors under errors, item errors under
 * operation_errors aligned with the input. Atomicity under a database-level failure runs in process:
 * e2e/app/batch-atomicity.test.ts.
 */
let srv: TestServer;
let ads: Ads;
let account: string;
let fi: string;

before(async () => {
  srv = await sharedServer();
  ads = demoClient(srv);
  account = await sandboxAccount(ads);
  fi = await fundingInstrument(ads, account);
});
after(() => srv?.stop());

const names = (s: { rows: { name: string }[] }) => s.rows.map((r) => r.name);

describe("campaign batch", () => {
  test("Create, Update and Delete succeed together; results keep request order; request is echoed as an array", async () => {
    const a = await campaign(ads, account, fi);
    const b = await campaign(ads, account, fi);
    const [n1, n2] = [uniq("Batch create"), uniq("Batch create")];
    const ops: Op[] = [
      { operation_type: "Create", params: campaignParams(fi, n1) },
      {
        operation_type: "Update",
        params: { campaign_id: a.id, name: "Renamed in batch", entity_status: "PAUSED" },
      },
      { operation_type: "Delete", params: { campaign_id: b.id } },
      { operation_type: "Create", params: campaignParams(fi, n2, { entity_status: "DRAFT" }) },
    ];
    const r = await batch(ads, account, "campaigns", ops);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.ok(Array.isArray(r.body.request), "request is an array");
    assert.deepEqual(r.body.request, ops, "request echoes the operations in request order");
    assert.equal(r.body.data.length, 4);
    const [c1, up, del, c2] = r.body.data;
    assert.equal(c1.name, n1);
    assert.equal(c1.entity_status, "ACTIVE");
    assert.deepEqual([up.id, up.name, up.entity_status], [a.id, "Renamed in batch", "PAUSED"]);
    assert.deepEqual([del.id, del.deleted], [b.id, true]);
    assert.deepEqual([c2.name, c2.entity_status], [n2, "DRAFT"]);
    // Written, as answered.
    assert.deepEqual((await ads.get(`accounts/${account}/campaigns/${c1.id}`)).body.data, c1);
    assert.equal(
      (await ads.get(`accounts/${account}/campaigns/${a.id}`)).body.data.name,
      "Renamed in batch",
    );
    assert.equal((await ads.get(`accounts/${account}/campaigns/${b.id}`)).status, 404);
  });

  test("one bad item: 400, operation_errors aligned with the input, and nothing changed", async () => {
    const a = await campaign(ads, account, fi);
    const b = await campaign(ads, account, fi);
    const before = await snapshot(ads, account, "campaigns");
    const good = [uniq("Never created"), uniq("Never created")];
    const ops: Op[] = [
      { operation_type: "Create", params: campaignParams(fi, good[0]) },
      {
        operation_type: "Create",
        params: campaignParams(fi, uniq("Bad budget"), { daily_budget_amount_local_micro: "ten" }),
      },
      { operation_type: "Delete", params: { campaign_id: b.id } },
      { operation_type: "Update", params: { campaign_id: a.id, entity_status: "DRAFT" } },
      { operation_type: "Update", params: { campaign_id: a.id, name: "Should not stick" } },
      { operation_type: "Create", params: { name: good[1] } },
      { operation_type: "Update", params: { campaign_id: "999999999", name: "x" } },
      { operation_type: "Upsert", params: {} },
    ];
    const r = await batch(ads, account, "campaigns", ops);
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.ok(r.body.errors.length >= 1, "a request-level summary error");
    const oe = r.body.operation_errors;
    assert.equal(oe.length, ops.length, "operation_errors is aligned with the input");
    for (const i of [0, 2, 4]) assert.deepEqual(oe[i], [], `item ${i} was good`);
    const one = (i: number) =>
      oe[i].map((e: { code: string; parameter?: string }) => [e.code, e.parameter]);
    assert.deepEqual(one(1), [["INVALID_PARAMETER", "daily_budget_amount_local_micro"]]);
    assert.deepEqual(one(3), [["INVALID_PARAMETER", "entity_status"]]);
    assert.deepEqual(one(5), [["MISSING_PARAMETER", "funding_instrument_id"]]);
    assert.equal(oe[6][0].code, "CAMPAIGN_NOT_FOUND");
    assert.deepEqual(one(7), [["INVALID_PARAMETER", "operation_type"]]);
    for (const e of oe.flat()) assert.ok(e.message.length > 10);

    const afterSnap = await snapshot(ads, account, "campaigns");
    assert.deepEqual(afterSnap, before, "nothing changed: same records, same updated_at");
    for (const n of good) assert.ok(!names(afterSnap).includes(n), `${n} was not created`);
    assert.equal((await ads.get(`accounts/${account}/campaigns/${b.id}`)).body.data.deleted, false);
    assert.equal((await ads.get(`accounts/${account}/campaigns/${a.id}`)).body.data.name, a.name);
    const hist = await ads.get(`accounts/${account}/account_history`, {
      entity_type: "CAMPAIGN",
      entity_id: a.id,
      ...hourWindow(),
    });
    assert.deepEqual(
      hist.body.data.map((h: { change_type: string }) => h.change_type),
      ["CREATE"],
      "no history for the rolled-back update",
    );
  });

  test("more than 40 items: 400 with a request-level error, nothing changed", async () => {
    const before = await snapshot(ads, account, "campaigns");
    const ops = Array.from({ length: 41 }, (_, i) => ({
      operation_type: "Create",
      params: campaignParams(fi, uniq(`Too many ${i}`)),
    }));
    const r = await batch(ads, account, "campaigns", ops);
    const err = expectError(r, 400, "INVALID_PARAMETER", "body");
    assert.match(err.message, /40/);
    assert.equal(r.body.operation_errors, undefined, "a request-level error, not item errors");
    assert.deepEqual(await snapshot(ads, account, "campaigns"), before);
    // Exactly 40 is fine.
    const ok = await batch(ads, account, "campaigns", ops.slice(0, 40));
    assert.equal(ok.status, 200, JSON.stringify(ok.body).slice(0, 500));
    assert.equal(ok.body.data.length, 40);
  });

  test("a form body answers 415; a body that is not an array, empty or not JSON answers 400; nothing changed", async () => {
    const before = await snapshot(ads, account, "campaigns");
    const form = await ads.rawBody(
      "POST",
      `batch/accounts/${account}/campaigns`,
      "operation_type=Create&name=Form",
      "application/x-www-form-urlencoded",
    );
    expectError(form, 415, "UNSUPPORTED_MEDIA_TYPE");
    const obj = await ads.post(
      `batch/accounts/${account}/campaigns`,
      {},
      { operation_type: "Create", params: campaignParams(fi, uniq("Object body")) },
    );
    expectError(obj, 400, "INVALID_PARAMETER", "body");
    expectError(
      await ads.post(`batch/accounts/${account}/campaigns`, {}, []),
      400,
      "INVALID_PARAMETER",
      "body",
    );
    expectError(
      await ads.rawBody("POST", `batch/accounts/${account}/campaigns`, "[{", "application/json"),
      400,
      "INVALID_PARAMETER",
      "body",
    );
    assert.deepEqual(await snapshot(ads, account, "campaigns"), before);
  });

  test("account history records batch changes (entity CAMPAIGN, change_type CREATE, by the caller)", async () => {
    const r = await batch(ads, account, "campaigns", [
      { operation_type: "Create", params: campaignParams(fi, uniq("History 1")) },
      { operation_type: "Create", params: campaignParams(fi, uniq("History 2")) },
    ]);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    for (const made of r.body.data) {
      const h = await ads.get(`accounts/${account}/account_history`, {
        entity_type: "CAMPAIGN",
        entity_id: made.id,
        ...hourWindow(),
      });
      assert.equal(h.status, 200, JSON.stringify(h.body));
      assert.equal(h.body.data.length, 1);
      const [entry] = h.body.data;
      assert.deepEqual(
        [entry.entity_type, entry.entity_id, entry.change_type, entry.user_id],
        ["CAMPAIGN", made.id, "CREATE", srv.credentials.user_id],
      );
      assert.deepEqual(entry.changes.name, { old: null, new: made.name });
    }
  });
});

describe("line item batch", () => {
  test("Create, Update and Delete succeed in request order; one bad item changes nothing", async () => {
    const camp = await campaign(ads, account, fi);
    const first = await batch(ads, account, "line_items", [
      { operation_type: "Create", params: lineItemParams(camp.id, { name: "L1" }) },
      {
        operation_type: "Create",
        params: lineItemParams(camp.id, { name: "L2", entity_status: "PAUSED" }),
      },
    ]);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const [l1, l2] = first.body.data;
    assert.deepEqual([l1.name, l2.name, l2.entity_status], ["L1", "L2", "PAUSED"]);
    const ops: Op[] = [
      { operation_type: "Delete", params: { line_item_id: l1.id } },
      { operation_type: "Create", params: lineItemParams(camp.id, { name: "L3" }) },
      {
        operation_type: "Update",
        params: { line_item_id: l2.id, name: "L2 renamed", entity_status: "ACTIVE" },
      },
    ];
    const r = await batch(ads, account, "line_items", ops);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body.request, ops);
    assert.deepEqual(
      r.body.data.map((x: { id: string; name: string; deleted: boolean }) => [x.name, x.deleted]),
      [
        ["L1", true],
        ["L3", false],
        ["L2 renamed", false],
      ],
    );
    assert.equal(r.body.data[0].id, l1.id);
    assert.equal(r.body.data[2].entity_status, "ACTIVE");

    const before = await snapshot(ads, account, "line_items", { campaign_ids: camp.id });
    const bad = await batch(ads, account, "line_items", [
      { operation_type: "Create", params: lineItemParams(camp.id, { name: "Never L4" }) },
      { operation_type: "Update", params: { line_item_id: l2.id, name: "Never renamed" } },
      {
        operation_type: "Create",
        params: lineItemParams(camp.id, {
          name: "Bad L5",
          objective: "REACH",
          bid_strategy: "MAX",
          bid_amount_local_micro: 1_000_000,
        }),
      },
    ]);
    assert.equal(bad.status, 400, JSON.stringify(bad.body));
    assert.deepEqual(
      bad.body.operation_errors.map((e: { parameter?: string }[]) => e.map((x) => x.parameter)),
      [[], [], ["bid_strategy"]],
    );
    assert.deepEqual(await snapshot(ads, account, "line_items", { campaign_ids: camp.id }), before);
  });
});

describe("item errors for values the database would refuse", () => {
  test("an impossible or out-of-range time is an item error (400, operation_errors naming start_time), not a 500; nothing changed", async () => {
    const camp = await campaign(ads, account, fi);
    const before = await snapshot(ads, account, "line_items", { campaign_ids: camp.id });
    const r = await batch(ads, account, "line_items", [
      { operation_type: "Create", params: lineItemParams(camp.id) },
      {
        operation_type: "Create",
        params: lineItemParams(camp.id, { start_time: "0000-01-01T00:00:00Z" }),
      },
      {
        operation_type: "Create",
        params: lineItemParams(camp.id, { start_time: "2026-02-31T00:00:00Z" }),
      },
    ]);
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.deepEqual(
      r.body.operation_errors.map((e: { code: string; parameter?: string }[]) =>
        e.map((x) => [x.code, x.parameter]),
      ),
      [[], [["INVALID_PARAMETER", "start_time"]], [["INVALID_PARAMETER", "start_time"]]],
    );
    assert.match(r.body.operation_errors[1][0].message, /1970 to 9999/);
    assert.deepEqual(await snapshot(ads, account, "line_items", { campaign_ids: camp.id }), before);
  });

  test("JSON null for an optional parameter is refused naming it (omit it instead); for a required one it is missing; null still clears total_budget_amount_local_micro", async () => {
    const c = await campaign(ads, account, fi, { total_budget_amount_local_micro: 50_000_000 });
    const r = await batch(ads, account, "campaigns", [
      { operation_type: "Update", params: { campaign_id: c.id, name: null } },
      { operation_type: "Create", params: campaignParams(fi, "x", { name: null }) },
    ]);
    assert.equal(r.status, 400, JSON.stringify(r.body));
    const [update, create] = r.body.operation_errors;
    assert.deepEqual(
      update.map((e: { code: string; parameter?: string }) => [e.code, e.parameter]),
      [["INVALID_PARAMETER", "name"]],
    );
    assert.match(update[0].message, /null is not allowed here; omit the parameter instead/);
    assert.deepEqual(
      create.map((e: { code: string; parameter?: string }) => [e.code, e.parameter]),
      [["MISSING_PARAMETER", "name"]],
    );
    assert.equal((await ads.get(`accounts/${account}/campaigns/${c.id}`)).body.data.name, c.name);

    const cleared = await batch(ads, account, "campaigns", [
      {
        operation_type: "Update",
        params: { campaign_id: c.id, total_budget_amount_local_micro: null },
      },
    ]);
    assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
    assert.equal(cleared.body.data[0].total_budget_amount_local_micro, null);
  });
});
