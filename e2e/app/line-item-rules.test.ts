import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { lineItemCalls, lineItemSuite } from "../support/line-item-suite";
import {
  batch,
  campaign,
  expectError,
  fundingInstrument,
  lineItemParams,
  snapshot,
  type Ads,
  type Params,
} from "../support/ads-helpers";

/**
 * Line item rules (FACTS "line_item"): required parameters, placements, bidding, goals, budgets,
 * in process (e2e/support/in-process.ts). Times: line-item-times.test.ts; limits: e2e/api/ads-line-item-rules.test.ts.
 */
let srv: TestServer, ads: Ads, account: string, fi: string, camp: string;
let calls: ReturnType<typeof lineItemCalls>;

before(async () => ({ srv, ads, account, fi, camp, calls } = await lineItemSuite(inProcessServer)));
after(() => srv?.stop());

describe("line item parameters", () => {
  test("campaign_id, objective, product_type and placements are each required (MISSING_PARAMETER)", async () => {
    for (const name of ["campaign_id", "objective", "product_type", "placements"]) {
      const { [name]: _omit, ...rest } = lineItemParams(camp);
      const before = await snapshot(ads, account, "line_items");
      expectError(await ads.post(calls.path(), rest as Params), 400, "MISSING_PARAMETER", name);
      assert.deepEqual(await snapshot(ads, account, "line_items"), before);
    }
  });

  test("placements must be one of the sets GET line_items/placements lists for the product type", async () => {
    const all = await ads.get("line_items/placements");
    assert.equal(all.status, 200);
    assert.deepEqual(all.body.data.map((x: { product_type: string }) => x.product_type).sort(), [
      "MEDIA",
      "PROMOTED_ACCOUNT",
      "PROMOTED_POSTS",
    ]);
    const ops = all.body.data.flatMap((x: { product_type: string; placements: string[][] }) =>
      x.placements.map((set) => ({
        operation_type: "Create",
        params: lineItemParams(camp, {
          product_type: x.product_type,
          placements: set,
          entity_status: "DRAFT",
        }),
      })),
    );
    const r = await batch(ads, account, "line_items", ops);
    assert.equal(
      r.status,
      200,
      `every listed set is accepted: ${JSON.stringify(r.body.operation_errors)}`,
    );
    const media = await ads.get("line_items/placements", { product_type: "MEDIA" });
    assert.ok(!media.body.data[0].placements.flat().includes("SVC_TIMELINE"));
    const err = await calls.refused(
      { product_type: "MEDIA", placements: "SVC_TIMELINE" },
      "INVALID_PARAMETER",
      "placements",
    );
    assert.match(err.message, /line_items\/placements/);
    await calls.refused(
      { product_type: "PROMOTED_ACCOUNT", placements: "TAP_BANNER" },
      "INVALID_PARAMETER",
      "placements",
    );
    await calls.refused({ placements: "SVC_TIMELINE,TAP_FULL" }, "INVALID_PARAMETER", "placements");
  });

  test("bid_strategy: MAX not with REACH or FOLLOWERS; TARGET only with REACH, FOLLOWERS, WEBSITE_CLICKS; both need a bid above 0", async () => {
    for (const objective of ["REACH", "FOLLOWERS"])
      await calls.refused(
        { objective, bid_strategy: "MAX", bid_amount_local_micro: 1_000_000 },
        "INVALID_PARAMETER",
        "bid_strategy",
      );
    for (const objective of ["ENGAGEMENTS", "APP_INSTALLS", "VIDEO_VIEWS"])
      await calls.refused(
        { objective, bid_strategy: "TARGET", bid_amount_local_micro: 1_000_000 },
        "INVALID_PARAMETER",
        "bid_strategy",
      );
    for (const objective of ["REACH", "FOLLOWERS", "WEBSITE_CLICKS"])
      assert.equal(
        (
          await calls.created({
            objective,
            bid_strategy: "TARGET",
            bid_amount_local_micro: 1_000_000,
          })
        ).bid_strategy,
        "TARGET",
      );
    assert.equal(
      (
        await calls.created({
          objective: "ENGAGEMENTS",
          bid_strategy: "MAX",
          bid_amount_local_micro: 2_000_000,
        })
      ).bid_amount_local_micro,
      2_000_000,
    );
    for (const bid_strategy of ["MAX", "TARGET"]) {
      await calls.refused({ bid_strategy }, "INVALID_PARAMETER", "bid_amount_local_micro");
      await calls.refused(
        { bid_strategy, bid_amount_local_micro: 0 },
        "INVALID_PARAMETER",
        "bid_amount_local_micro",
      );
    }
    assert.equal((await calls.created({ bid_strategy: "AUTO" })).bid_strategy, "AUTO");
    // An update is checked on the merged record: it cannot reach what a create could not.
    const reach = await calls.created({ objective: "REACH" });
    expectError(
      await ads.put(calls.path(reach.id), {
        bid_strategy: "MAX",
        bid_amount_local_micro: 1_000_000,
      }),
      400,
      "INVALID_PARAMETER",
      "bid_strategy",
    );
    assert.deepEqual((await ads.get(calls.path(reach.id))).body.data, reach);
  });

  test("goal must fit the objective; it defaults to the objective's first goal", async () => {
    await calls.refused(
      { objective: "FOLLOWERS", goal: "LINK_CLICKS" },
      "INVALID_PARAMETER",
      "goal",
    );
    await calls.refused(
      { objective: "WEBSITE_CLICKS", goal: "APP_INSTALLS" },
      "INVALID_PARAMETER",
      "goal",
    );
    assert.equal(
      (await calls.created({ objective: "WEBSITE_CLICKS", goal: "SITE_VISITS" })).goal,
      "SITE_VISITS",
    );
    assert.equal((await calls.created({ objective: "FOLLOWERS" })).goal, "FOLLOWERS");
  });

  test("line item budgets: refused under a CAMPAIGN-optimised campaign, accepted under LINE_ITEM with daily at most total", async () => {
    await calls.refused(
      { daily_budget_amount_local_micro: 1_000_000 },
      "INVALID_PARAMETER",
      "daily_budget_amount_local_micro",
    );
    await calls.refused(
      { total_budget_amount_local_micro: 1_000_000 },
      "INVALID_PARAMETER",
      "daily_budget_amount_local_micro",
    );
    const liCamp = (await campaign(ads, account, fi, { budget_optimization: "LINE_ITEM" })).id;
    const ok = await calls.created(
      { daily_budget_amount_local_micro: 1_000_000, total_budget_amount_local_micro: 10_000_000 },
      liCamp,
    );
    assert.deepEqual(
      [ok.daily_budget_amount_local_micro, ok.total_budget_amount_local_micro],
      [1_000_000, 10_000_000],
    );
    expectError(
      await calls.create(
        {
          daily_budget_amount_local_micro: 20_000_000,
          total_budget_amount_local_micro: 10_000_000,
        },
        liCamp,
      ),
      400,
      "INVALID_PARAMETER",
      "daily_budget_amount_local_micro",
    );
    expectError(
      await ads.put(calls.path(ok.id), { daily_budget_amount_local_micro: 11_000_000 }),
      400,
      "INVALID_PARAMETER",
      "daily_budget_amount_local_micro",
    );
  });

  test("PREROLL_VIEWS needs one or two advertiser business categories; no other objective takes any", async () => {
    const preroll = {
      objective: "PREROLL_VIEWS",
      product_type: "MEDIA",
      placements: "PUBLISHER_NETWORK",
    };
    await calls.refused(preroll, "INVALID_PARAMETER", "categories");
    const three = "abc-1,abc-2,abc-3";
    await calls.refused({ ...preroll, categories: three }, "INVALID_PARAMETER", "categories");
    await calls.refused({ ...preroll, categories: "A" }, "INVALID_PARAMETER", "categories");
    await calls.refused({ categories: "abc-1" }, "INVALID_PARAMETER", "categories");
    const one = await calls.created({ ...preroll, categories: "abc-1" });
    assert.deepEqual(one.categories, ["abc-1"]);
    const two = await calls.created({ ...preroll, categories: "abc-1,abc-16" });
    assert.deepEqual(two.categories, ["abc-1", "abc-16"]);
  });

  test("funding_instrument_id and currency come from the campaign and cannot be set", async () => {
    const eur = await fundingInstrument(ads, account, { currency: "EUR" });
    const eurCamp = (await campaign(ads, account, eur)).id;
    const li = await calls.created({ funding_instrument_id: fi, currency: "USD" }, eurCamp);
    assert.deepEqual([li.funding_instrument_id, li.currency], [eur, "EUR"]);
    const upd = await ads.put(calls.path(li.id), {
      funding_instrument_id: fi,
      currency: "USD",
      name: "Renamed",
    });
    assert.equal(upd.status, 200);
    assert.deepEqual(
      [upd.body.data.funding_instrument_id, upd.body.data.currency, upd.body.data.name],
      [eur, "EUR", "Renamed"],
    );
  });

  test("campaign_ids scopes the list to those campaigns", async () => {
    const c1 = (await campaign(ads, account, fi)).id;
    const c2 = (await campaign(ads, account, fi)).id;
    const a = await calls.created({}, c1);
    const b = await calls.created({ entity_status: "PAUSED" }, c2);
    const ids = async (campaign_ids: string) =>
      ((await ads.get(calls.path(), { campaign_ids, count: 1000 })).body.data as { id: string }[])
        .map((x) => x.id)
        .sort();
    assert.deepEqual(await ids(c1), [a.id]);
    assert.deepEqual(await ids(c2), [b.id]);
    assert.deepEqual(await ids(`${c1},${c2}`), [a.id, b.id].sort());
  });
});
