import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import {
  batch,
  campaign,
  campaignParams,
  expectError,
  lineItemParams,
  sandboxSuite,
  snapshot,
  uniq,
  type Ads,
  type Params,
} from "../support/ads-helpers";

/**
 * Issue 8: rules the console's forms checked but the interface did not. An ACTIVE campaign (or one
 * being activated) needs a daily budget above 0; a NEW line item may not start in the past (5 minutes
 * of clock skew allowed), while existing ones keep their past start times.
 */
let srv: TestServer, ads: Ads, account: string, fi: string;
before(async () => {
  ({ srv, ads, account, fi } = await sandboxSuite());
});
after(() => srv?.stop());

const cpath = (id = "") => `accounts/${account}/campaigns${id ? `/${id}` : ""}`;
const lpath = (id = "") => `accounts/${account}/line_items${id ? `/${id}` : ""}`;
const zeroBudget = (r: Parameters<typeof expectError>[0]) => {
  const err = expectError(r, 400, "INVALID_PARAMETER", "daily_budget_amount_local_micro");
  assert.match(err.message, /greater than 0/);
};

describe("an active campaign needs a daily budget above 0", () => {
  test("create ACTIVE with 0: refused on daily_budget_amount_local_micro; PAUSED and DRAFT with 0 are fine", async () => {
    const before = await snapshot(ads, account, "campaigns");
    zeroBudget(
      await ads.post(
        cpath(),
        campaignParams(fi, uniq("Zero"), { daily_budget_amount_local_micro: 0 }) as Params,
      ),
    );
    assert.deepEqual(await snapshot(ads, account, "campaigns"), before, "nothing created");
    const r = await batch(ads, account, "campaigns", [
      {
        operation_type: "Create",
        params: campaignParams(fi, uniq("Zero"), { daily_budget_amount_local_micro: 0 }),
      },
    ]);
    assert.equal(r.body.operation_errors[0][0].parameter, "daily_budget_amount_local_micro");
    for (const entity_status of ["PAUSED", "DRAFT"])
      assert.equal(
        (await campaign(ads, account, fi, { daily_budget_amount_local_micro: 0, entity_status }))
          .entity_status,
        entity_status,
      );
  });

  test("activating a campaign with 0, or setting 0 on an active one: refused, nothing changed", async () => {
    const paused = await campaign(ads, account, fi, {
      daily_budget_amount_local_micro: 0,
      entity_status: "PAUSED",
    });
    zeroBudget(await ads.put(cpath(paused.id), { entity_status: "ACTIVE" }));
    assert.equal((await ads.get(cpath(paused.id))).body.data.entity_status, "PAUSED");
    const active = await campaign(ads, account, fi);
    zeroBudget(await ads.put(cpath(active.id), { daily_budget_amount_local_micro: 0 }));
    assert.equal(
      (await ads.get(cpath(active.id))).body.data.daily_budget_amount_local_micro,
      5_000_000,
    );
    // Activating with a budget in the same call is fine.
    const ok = await ads.put(cpath(paused.id), {
      entity_status: "ACTIVE",
      daily_budget_amount_local_micro: 1_000_000,
    });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
  });
});

describe("a new line item may not start in the past", () => {
  test("start_time an hour ago: 400 INVALID_PARAMETER on start_time naming the rule; nothing created", async () => {
    const camp = (await campaign(ads, account, fi)).id;
    const before = await snapshot(ads, account, "line_items");
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const err = expectError(
      await ads.post(lpath(), lineItemParams(camp, { start_time: past }) as Params),
      400,
      "INVALID_PARAMETER",
      "start_time",
    );
    assert.match(err.message, /past/);
    const inBatch = await batch(ads, account, "line_items", [
      {
        operation_type: "Create",
        params: lineItemParams(camp, { start_time: "2020-01-15T20:00:00Z" }),
      },
    ]);
    assert.equal(inBatch.body.operation_errors[0][0].parameter, "start_time");
    assert.deepEqual(await snapshot(ads, account, "line_items"), before);
  });

  test("within 5 minutes of clock skew is accepted; the line item's later updates keep its past start", async () => {
    const camp = (await campaign(ads, account, fi)).id;
    const skewed = new Date(Date.now() - 4 * 60_000).toISOString();
    const r = await ads.post(lpath(), lineItemParams(camp, { start_time: skewed }) as Params);
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const renamed = await ads.put(lpath(r.body.data.id), {
      name: "Renamed",
      entity_status: "PAUSED",
    });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    assert.equal(renamed.body.data.start_time, r.body.data.start_time);
  });
});
