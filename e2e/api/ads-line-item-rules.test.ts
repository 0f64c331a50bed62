import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import {
  batch,
  campaign,
  createMany,
  expectError,
  fundingInstrument,
  lineItemParams,
  sandboxAccount,
  snapshot,
  type Ads,
  type Params,
  sandboxSuite,
} from "../support/ads-helpers";

/** Line item rules (FACTS "line_item"): required parameters, placements, bidding, goals, budgets, times, limits. */
let srv: TestServer, ads: Ads, account: string, fi: string, camp: string;

before(async () => {
  ({ srv, ads, account, fi } = await sandboxSuite());
  camp = (await campaign(ads, account, fi)).id;
});
after(() => srv?.stop());

const path = (id = "") => `accounts/${account}/line_items${id ? `/${id}` : ""}`;
const create = (extra: Record<string, unknown> = {}, campaignId = camp) =>
  ads.post(path(), lineItemParams(campaignId, extra) as Params);
async function created(extra: Record<string, unknown> = {}, campaignId = camp) {
  const r = await create(extra, campaignId);
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data;
}
/** A refused create: the status, code and parameter, and no line item was made. */
async function refused(extra: Record<string, unknown>, code: string, parameter: string) {
  const before = await snapshot(ads, account, "line_items");
  const r = await ads.post(path(), lineItemParams(camp, extra) as Params);
  const err = expectError(r, 400, code, parameter);
  assert.deepEqual(await snapshot(ads, account, "line_items"), before, "nothing created");
  return err;
}

describe("line item parameters", () => {
  test("campaign_id, objective, product_type and placements are each required (MISSING_PARAMETER)", async () => {
    for (const name of ["campaign_id", "objective", "product_type", "placements"]) {
      const { [name]: _omit, ...rest } = lineItemParams(camp);
      const before = await snapshot(ads, account, "line_items");
      expectError(await ads.post(path(), rest as Params), 400, "MISSING_PARAMETER", name);
      assert.deepEqual(await snapshot(ads, account, "line_items"), before);
    }
  });

  test("start_time is required unless the line item is a DRAFT, also when a draft is activated", async () => {
    await refused({ start_time: undefined }, "MISSING_PARAMETER", "start_time");
    await refused(
      { start_time: undefined, entity_status: "PAUSED" },
      "MISSING_PARAMETER",
      "start_time",
    );
    const draft = await created({ start_time: undefined, entity_status: "DRAFT" });
    assert.equal(draft.start_time, null);
    expectError(
      await ads.put(path(draft.id), { entity_status: "ACTIVE" }),
      400,
      "MISSING_PARAMETER",
      "start_time",
    );
    const active = await ads.put(path(draft.id), {
      entity_status: "ACTIVE",
      start_time: "2027-02-01T00:00:00Z",
    });
    assert.equal(active.status, 200, JSON.stringify(active.body));
    assert.equal(active.body.data.start_time, "2027-02-01T00:00:00.000Z");
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
    const err = await refused(
      { product_type: "MEDIA", placements: "SVC_TIMELINE" },
      "INVALID_PARAMETER",
      "placements",
    );
    assert.match(err.message, /line_items\/placements/);
    await refused(
      { product_type: "PROMOTED_ACCOUNT", placements: "TAP_BANNER" },
      "INVALID_PARAMETER",
      "placements",
    );
    await refused({ placements: "SVC_TIMELINE,TAP_FULL" }, "INVALID_PARAMETER", "placements");
  });

  test("bid_strategy: MAX not with REACH or FOLLOWERS; TARGET only with REACH, FOLLOWERS, WEBSITE_CLICKS; both need a bid above 0", async () => {
    for (const objective of ["REACH", "FOLLOWERS"])
      await refused(
        { objective, bid_strategy: "MAX", bid_amount_local_micro: 1_000_000 },
        "INVALID_PARAMETER",
        "bid_strategy",
      );
    for (const objective of ["ENGAGEMENTS", "APP_INSTALLS", "VIDEO_VIEWS"])
      await refused(
        { objective, bid_strategy: "TARGET", bid_amount_local_micro: 1_000_000 },
        "INVALID_PARAMETER",
        "bid_strategy",
      );
    for (const objective of ["REACH", "FOLLOWERS", "WEBSITE_CLICKS"])
      assert.equal(
        (await created({ objective, bid_strategy: "TARGET", bid_amount_local_micro: 1_000_000 }))
          .bid_strategy,
        "TARGET",
      );
    assert.equal(
      (
        await created({
          objective: "ENGAGEMENTS",
          bid_strategy: "MAX",
          bid_amount_local_micro: 2_000_000,
        })
      ).bid_amount_local_micro,
      2_000_000,
    );
    for (const bid_strategy of ["MAX", "TARGET"]) {
      await refused({ bid_strategy }, "INVALID_PARAMETER", "bid_amount_local_micro");
      await refused(
        { bid_strategy, bid_amount_local_micro: 0 },
        "INVALID_PARAMETER",
        "bid_amount_local_micro",
      );
    }
    assert.equal((await created({ bid_strategy: "AUTO" })).bid_strategy, "AUTO");
    // An update is checked on the merged record: it cannot reach what a create could not.
    const reach = await created({ objective: "REACH" });
    expectError(
      await ads.put(path(reach.id), { bid_strategy: "MAX", bid_amount_local_micro: 1_000_000 }),
      400,
      "INVALID_PARAMETER",
      "bid_strategy",
    );
    assert.deepEqual((await ads.get(path(reach.id))).body.data, reach);
  });

  test("goal must fit the objective; it defaults to the objective's first goal", async () => {
    await refused({ objective: "FOLLOWERS", goal: "LINK_CLICKS" }, "INVALID_PARAMETER", "goal");
    await refused(
      { objective: "WEBSITE_CLICKS", goal: "APP_INSTALLS" },
      "INVALID_PARAMETER",
      "goal",
    );
    assert.equal(
      (await created({ objective: "WEBSITE_CLICKS", goal: "SITE_VISITS" })).goal,
      "SITE_VISITS",
    );
    assert.equal((await created({ objective: "FOLLOWERS" })).goal, "FOLLOWERS");
  });

  test("line item budgets: refused under a CAMPAIGN-optimised campaign, accepted under LINE_ITEM with daily at most total", async () => {
    await refused(
      { daily_budget_amount_local_micro: 1_000_000 },
      "INVALID_PARAMETER",
      "daily_budget_amount_local_micro",
    );
    await refused(
      { total_budget_amount_local_micro: 1_000_000 },
      "INVALID_PARAMETER",
      "daily_budget_amount_local_micro",
    );
    const liCamp = (await campaign(ads, account, fi, { budget_optimization: "LINE_ITEM" })).id;
    const ok = await created(
      { daily_budget_amount_local_micro: 1_000_000, total_budget_amount_local_micro: 10_000_000 },
      liCamp,
    );
    assert.deepEqual(
      [ok.daily_budget_amount_local_micro, ok.total_budget_amount_local_micro],
      [1_000_000, 10_000_000],
    );
    expectError(
      await create(
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
      await ads.put(path(ok.id), { daily_budget_amount_local_micro: 11_000_000 }),
      400,
      "INVALID_PARAMETER",
      "daily_budget_amount_local_micro",
    );
  });

  test("end_time must be after start_time", async () => {
    await refused(
      { start_time: "2027-03-01T00:00:00Z", end_time: "2027-03-01T00:00:00Z" },
      "INVALID_PARAMETER",
      "end_time",
    );
    await refused(
      { start_time: "2027-03-01T00:00:00Z", end_time: "2027-02-01T00:00:00Z" },
      "INVALID_PARAMETER",
      "end_time",
    );
    const ok = await created({
      start_time: "2027-03-01T00:00:00Z",
      end_time: "2027-03-08T00:00:00Z",
    });
    assert.equal(ok.end_time, "2027-03-08T00:00:00.000Z");
    expectError(
      await ads.put(path(ok.id), { end_time: "2027-01-01T00:00:00Z" }),
      400,
      "INVALID_PARAMETER",
      "end_time",
    );
  });

  test("times must exist as written, with a year from 1970 to 9999: 400 naming the parameter, never a 500 or a rolled-over date", async () => {
    assert.match(
      (await refused({ start_time: "2026-02-31" }, "INVALID_PARAMETER", "start_time")).message,
      /not a real date/,
    );
    await refused({ start_time: "2027-04-31T00:00:00Z" }, "INVALID_PARAMETER", "start_time");
    await refused({ start_time: "2027-01-01T24:00:00Z" }, "INVALID_PARAMETER", "start_time");
    await refused({ start_time: "2027-01-01T10:60:00Z" }, "INVALID_PARAMETER", "start_time");
    await refused({ end_time: "2027-02-29T00:00:00Z" }, "INVALID_PARAMETER", "end_time");
    assert.match(
      (await refused({ start_time: "0000-01-01T00:00:00Z" }, "INVALID_PARAMETER", "start_time"))
        .message,
      /1970 to 9999/,
    );
    await refused({ start_time: "1969-12-31T00:00:00Z" }, "INVALID_PARAMETER", "start_time");
    const fi0 = await ads.post(`accounts/${account}/funding_instruments`, {
      type: "CREDIT_LINE",
      currency: "USD",
      start_time: "0000-01-01T00:00:00Z",
      credit_limit_local_micro: 1_000_000,
    });
    expectError(fi0, 400, "INVALID_PARAMETER", "start_time");
    // Real dates still pass, a leap day and an offset included.
    assert.equal(
      (await created({ start_time: "2028-02-29" })).start_time,
      "2028-02-29T00:00:00.000Z",
    );
    assert.equal(
      (await created({ start_time: "2027-03-01T10:00:00+05:30" })).start_time,
      "2027-03-01T04:30:00.000Z",
    );
    assert.equal(
      (await created({ start_time: "2027-03-01T10:00" })).start_time,
      "2027-03-01T10:00:00.000Z",
      "no offset means UTC",
    );
  });

  test("PREROLL_VIEWS needs one or two categories", async () => {
    const preroll = {
      objective: "PREROLL_VIEWS",
      product_type: "MEDIA",
      placements: "PUBLISHER_NETWORK",
    };
    await refused(preroll, "INVALID_PARAMETER", "categories");
    await refused({ ...preroll, categories: "A,B,C" }, "INVALID_PARAMETER", "categories");
    assert.deepEqual((await created({ ...preroll, categories: "A" })).categories, ["A"]);
    assert.deepEqual((await created({ ...preroll, categories: "A,B" })).categories, ["A", "B"]);
  });

  test("funding_instrument_id and currency come from the campaign and cannot be set", async () => {
    const eur = await fundingInstrument(ads, account, { currency: "EUR" });
    const eurCamp = (await campaign(ads, account, eur)).id;
    const li = await created({ funding_instrument_id: fi, currency: "USD" }, eurCamp);
    assert.deepEqual([li.funding_instrument_id, li.currency], [eur, "EUR"]);
    const upd = await ads.put(path(li.id), {
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
    const a = await created({}, c1);
    const b = await created({ entity_status: "PAUSED" }, c2);
    const ids = async (campaign_ids: string) =>
      ((await ads.get(path(), { campaign_ids, count: 1000 })).body.data as { id: string }[])
        .map((x) => x.id)
        .sort();
    assert.deepEqual(await ids(c1), [a.id]);
    assert.deepEqual(await ids(c2), [b.id]);
    assert.deepEqual(await ids(`${c1},${c2}`), [a.id, b.id].sort());
  });
});

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
      await create({ entity_status: "DRAFT" }, c),
      400,
      "TOO_MANY_LINE_ITEMS",
      "campaign_id",
    );
    assert.match(err.message, /100/);
    assert.equal(
      (await ads.get(path(), { campaign_ids: c, with_total_count: true })).body.total_count,
      100,
    );
    assert.equal((await ads.delete(path(made[0].id))).status, 200);
    assert.equal((await create({ entity_status: "DRAFT" }, c)).status, 201);
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
