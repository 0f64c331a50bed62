import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { lineItemCalls, lineItemSuite } from "../support/line-item-suite";
import {
  campaign,
  createMany,
  expectError,
  fundingInstrument,
  lineItemParams,
  sandboxAccount,
  snapshot,
  type Ads,
  type Params,
} from "../support/ads-helpers";

/**
 * Line item limits (FACTS "line_item"): per campaign and per account. The other line item rules run in
 * process: e2e/app/line-item-rules.test.ts.
 */
let srv: TestServer, ads: Ads, account: string, fi: string;
let calls: ReturnType<typeof lineItemCalls>;

before(async () => ({ srv, ads, account, fi, calls } = await lineItemSuite()));
after(() => srv?.stop());

describe("line item limits", () => {
  test("100 line items per campaign: the 101st answers 400 TOO_MANY_LINE_ITEMS; a deleted one frees its place", async () => {
    const c = (await campaign(ads, account, fi)).id;
    const made = await createMany(
      ads,
      account,
      "line_items",
      Array.from({ length: 100 }, (_, i) =>
        lineItemParams(c, { name: `Draft ${i}`, entity_status: "DRAFT" }),
      ),
    );
    assert.equal(made.length, 100);
    const err = expectError(
      await calls.create({ entity_status: "DRAFT" }, c),
      400,
      "TOO_MANY_LINE_ITEMS",
      "campaign_id",
    );
    assert.match(err.message, /100/);
    assert.equal(
      (await ads.get(calls.path(), { campaign_ids: c, with_total_count: true })).body.total_count,
      100,
    );
    assert.equal((await ads.delete(calls.path(made[0].id))).status, 200);
    assert.equal((await calls.create({ entity_status: "DRAFT" }, c)).status, 201);
  });

  test("256 ACTIVE line items per account: the 257th ACTIVE is refused; PAUSED and DRAFT are fine, activating is refused", async () => {
    const acct = await sandboxAccount(ads);
    const fund = await fundingInstrument(ads, acct);
    const camps: string[] = [];
    for (let i = 0; i < 7; i++) camps.push((await campaign(ads, acct, fund)).id);
    const params = Array.from({ length: 256 }, (_, i) =>
      lineItemParams(camps[Math.floor(i / 37)], { name: `Active ${i}` }),
    );
    const made = await createMany(ads, acct, "line_items", params);
    assert.equal(made.filter((li) => li.entity_status === "ACTIVE").length, 256);
    const lpath = (id = "") => `accounts/${acct}/line_items${id ? `/${id}` : ""}`;
    const before = await snapshot(ads, acct, "line_items");
    const err = expectError(
      await ads.post(lpath(), lineItemParams(camps[6]) as Params),
      400,
      "TOO_MANY_LINE_ITEMS",
    );
    assert.match(err.message, /256/);
    assert.deepEqual(await snapshot(ads, acct, "line_items"), before, "nothing created");
    const paused = await ads.post(
      lpath(),
      lineItemParams(camps[6], { entity_status: "PAUSED" }) as Params,
    );
    assert.equal(paused.status, 201, JSON.stringify(paused.body));
    assert.equal(
      (await ads.post(lpath(), lineItemParams(camps[6], { entity_status: "DRAFT" }) as Params))
        .status,
      201,
    );
    expectError(
      await ads.put(lpath(paused.body.data.id), { entity_status: "ACTIVE" }),
      400,
      "TOO_MANY_LINE_ITEMS",
    );
    // Pausing one frees a place.
    assert.equal((await ads.put(lpath(made[0].id), { entity_status: "PAUSED" })).status, 200);
    assert.equal(
      (await ads.put(lpath(paused.body.data.id), { entity_status: "ACTIVE" })).status,
      200,
    );
  });
});
