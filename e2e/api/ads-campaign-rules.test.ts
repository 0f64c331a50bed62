import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import {
  analystClient,
  campaign,
  campaignParams,
  createMany,
  expectError,
  fundingInstrument,
  lineItemParams,
  sandboxAccount,
  snapshot,
  uniq,
  type Ads,
  sandboxSuite,
} from "../support/ads-helpers";

/** Campaign rules of document 2 (Campaigns, campaign states) and the active-campaign limit of document 1. */
let srv: TestServer, ads: Ads, account: string, fi: string;

before(async () => ({ srv, ads, account, fi } = await sandboxSuite()));
after(() => srv?.stop());

const path = (id = "") => `accounts/${account}/campaigns${id ? `/${id}` : ""}`;
const listedIds = async (params: Record<string, string | boolean>) =>
  ((await ads.get(path(), { count: 1000, ...params })).body.data as { id: string }[]).map(
    (c) => c.id,
  );

describe("campaign status", () => {
  test("entity_status defaults to ACTIVE; DRAFT campaigns are listed only with with_draft=true, and GET by id works", async () => {
    const active = await campaign(ads, account, fi);
    assert.equal(active.entity_status, "ACTIVE");
    assert.equal(active.effective_status, "RUNNING");
    const draft = await campaign(ads, account, fi, { entity_status: "DRAFT" });
    assert.equal(draft.entity_status, "DRAFT");
    assert.ok(!(await listedIds({})).includes(draft.id));
    assert.ok((await listedIds({})).includes(active.id));
    assert.ok((await listedIds({ with_draft: true })).includes(draft.id));
    assert.ok(!(await listedIds({ with_draft: false })).includes(draft.id));
    const got = await ads.get(path(draft.id));
    assert.equal(got.status, 200);
    assert.deepEqual(got.body.data, draft);
  });

  test("an update accepts only ACTIVE or PAUSED: DRAFT answers 400 naming entity_status and changes nothing", async () => {
    const c = await campaign(ads, account, fi);
    expectError(
      await ads.put(path(c.id), { entity_status: "DRAFT", name: "Not applied" }),
      400,
      "INVALID_PARAMETER",
      "entity_status",
    );
    assert.deepEqual((await ads.get(path(c.id))).body.data, c);
    const paused = await ads.put(path(c.id), { entity_status: "PAUSED" });
    assert.equal(paused.body.data.entity_status, "PAUSED");
    assert.deepEqual(paused.body.data.reasons_not_servable, ["PAUSED_BY_ADVERTISER"]);
  });

  test("delete, then delete again answers 404; a deleted campaign cannot be updated (404)", async () => {
    const c = await campaign(ads, account, fi);
    const del = await ads.delete(path(c.id));
    assert.equal(del.status, 200);
    assert.equal(del.body.data.deleted, true);
    expectError(await ads.delete(path(c.id)), 404, "CAMPAIGN_NOT_FOUND");
    expectError(
      await ads.put(path(c.id), { name: "Back from the dead" }),
      404,
      "CAMPAIGN_NOT_FOUND",
    );
    const still = await ads.get(path(c.id), { with_deleted: true });
    assert.deepEqual([still.body.data.deleted, still.body.data.name], [true, c.name]);
  });
});

describe("budgets and funding", () => {
  test("a daily budget above the total answers 400 naming daily_budget_amount_local_micro, on create and on update", async () => {
    const before = await snapshot(ads, account, "campaigns");
    const name = uniq("Over budget");
    expectError(
      await ads.post(
        path(),
        campaignParams(fi, name, {
          daily_budget_amount_local_micro: 2_000_000,
          total_budget_amount_local_micro: 1_000_000,
        }),
      ),
      400,
      "INVALID_PARAMETER",
      "daily_budget_amount_local_micro",
    );
    assert.deepEqual(await snapshot(ads, account, "campaigns"), before, "nothing created");

    const c = await campaign(ads, account, fi, {
      daily_budget_amount_local_micro: 5_000_000,
      total_budget_amount_local_micro: 50_000_000,
    });
    // Only the total changes: the stored daily budget is now above it.
    expectError(
      await ads.put(path(c.id), { total_budget_amount_local_micro: 4_000_000 }),
      400,
      "INVALID_PARAMETER",
      "daily_budget_amount_local_micro",
    );
    expectError(
      await ads.put(path(c.id), { daily_budget_amount_local_micro: 60_000_000 }),
      400,
      "INVALID_PARAMETER",
      "daily_budget_amount_local_micro",
    );
    assert.deepEqual((await ads.get(path(c.id))).body.data, c);
    const ok = await ads.put(path(c.id), { daily_budget_amount_local_micro: 50_000_000 });
    assert.equal(ok.status, 200, "daily equal to total is fine");
  });

  test("standard_delivery with budget_optimization LINE_ITEM answers 400 naming standard_delivery", async () => {
    const before = await snapshot(ads, account, "campaigns");
    expectError(
      await ads.post(
        path(),
        campaignParams(fi, uniq("Std"), {
          budget_optimization: "LINE_ITEM",
          standard_delivery: false,
        }),
      ),
      400,
      "INVALID_PARAMETER",
      "standard_delivery",
    );
    assert.deepEqual(await snapshot(ads, account, "campaigns"), before);
    const li = await campaign(ads, account, fi, { budget_optimization: "LINE_ITEM" });
    assert.equal(li.budget_optimization, "LINE_ITEM");
    expectError(
      await ads.put(path(li.id), { standard_delivery: true }),
      400,
      "INVALID_PARAMETER",
      "standard_delivery",
    );
    // Switching optimisation clears standard_delivery, and switching back restores its default, drafts included.
    for (const entity_status of ["ACTIVE", "DRAFT"]) {
      const c = await campaign(ads, account, fi, { entity_status });
      assert.equal(c.standard_delivery, true);
      const toLine = await ads.put(path(c.id), { budget_optimization: "LINE_ITEM" });
      assert.deepEqual(
        [toLine.status, toLine.body.data.standard_delivery],
        [200, null],
        entity_status,
      );
      const back = await ads.put(path(c.id), { budget_optimization: "CAMPAIGN" });
      assert.deepEqual(
        [back.status, back.body.data.standard_delivery, back.body.data.entity_status],
        [200, true, entity_status],
      );
    }
  });

  test("switching to budget_optimization CAMPAIGN is refused while line items have budgets (named); allowed once they are gone", async () => {
    const acct = await sandboxAccount(ads);
    const fund = await fundingInstrument(ads, acct);
    const cpath = (id: string) => `accounts/${acct}/campaigns/${id}`;
    const lpath = (id: string) => `accounts/${acct}/line_items/${id}`;
    const c = await campaign(ads, acct, fund, { budget_optimization: "LINE_ITEM" });
    const [budgeted, plain] = await createMany(ads, acct, "line_items", [
      lineItemParams(c.id, { daily_budget_amount_local_micro: 1_000_000 }),
      lineItemParams(c.id),
    ]);
    const err = expectError(
      await ads.put(cpath(c.id), { budget_optimization: "CAMPAIGN" }),
      400,
      "INVALID_PARAMETER",
      "budget_optimization",
    );
    assert.ok(err.message.includes(budgeted.id), err.message);
    assert.ok(!err.message.includes(plain.id), err.message);
    assert.deepEqual((await ads.get(cpath(c.id))).body.data, c, "campaign unchanged");
    assert.equal(
      (await ads.put(lpath(budgeted.id), { name: uniq("Still editable") })).status,
      200,
      "its line items still take updates",
    );

    assert.equal((await ads.delete(lpath(budgeted.id))).status, 200);
    const switched = await ads.put(cpath(c.id), { budget_optimization: "CAMPAIGN" });
    assert.equal(switched.status, 200, JSON.stringify(switched.body));
    assert.equal(switched.body.data.budget_optimization, "CAMPAIGN");
    const later = await ads.put(lpath(plain.id), { name: uniq("Under CAMPAIGN") });
    assert.equal(later.status, 200, JSON.stringify(later.body));
  });

  test("a funding instrument of another account, or a deleted one, answers 400 naming funding_instrument_id", async () => {
    const other = await sandboxAccount(ads);
    const foreign = await fundingInstrument(ads, other);
    const gone = await fundingInstrument(ads, account);
    assert.equal((await ads.delete(`accounts/${account}/funding_instruments/${gone}`)).status, 200);
    const before = await snapshot(ads, account, "campaigns");
    for (const id of [foreign, gone, "123456789"]) {
      expectError(
        await ads.post(path(), campaignParams(id, uniq("Unfunded"))),
        400,
        "INVALID_PARAMETER",
        "funding_instrument_id",
      );
    }
    assert.deepEqual(await snapshot(ads, account, "campaigns"), before);
  });

  test("a CREDIT_CARD funding instrument needs a daily budget (MISSING_PARAMETER); an insertion order does not", async () => {
    const card = await fundingInstrument(ads, account, { type: "CREDIT_CARD" });
    const before = await snapshot(ads, account, "campaigns");
    expectError(
      await ads.post(path(), { funding_instrument_id: card, name: uniq("Card") }),
      400,
      "MISSING_PARAMETER",
      "daily_budget_amount_local_micro",
    );
    assert.deepEqual(await snapshot(ads, account, "campaigns"), before);
    const io = await fundingInstrument(ads, account, {
      type: "INSERTION_ORDER",
      end_time: "2027-12-31T00:00:00Z",
      funded_amount_local_micro: 100_000_000,
    });
    const made = await ads.post(path(), {
      funding_instrument_id: io,
      name: uniq("IO"),
      total_budget_amount_local_micro: 90_000_000,
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(made.body.data.daily_budget_amount_local_micro, null);
  });
});

describe("active-campaign limit", () => {
  test("200 ACTIVE by default: the 201st is refused, PAUSED is fine, resuming is refused; raising the limit lets it through", async () => {
    const acct = await sandboxAccount(ads);
    const fund = await fundingInstrument(ads, acct);
    const cpath = (id = "") => `accounts/${acct}/campaigns${id ? `/${id}` : ""}`;
    const made = await createMany(
      ads,
      acct,
      "campaigns",
      Array.from({ length: 200 }, (_, i) => campaignParams(fund, `Active ${i}`)),
    );
    assert.equal(made.length, 200);
    assert.ok(made.every((c) => c.entity_status === "ACTIVE"));

    const before = await snapshot(ads, acct, "campaigns");
    const refused = await ads.post(cpath(), campaignParams(fund, "Active 201"));
    const err = expectError(refused, 400, "TOO_MANY_CAMPAIGNS");
    assert.match(err.message, /200/, "says what the limit is");
    assert.match(err.message, /PAUSED|pause/i, "says what to do instead");
    const inBatch = await ads.post(`batch/accounts/${acct}/campaigns`, {}, [
      { operation_type: "Create", params: campaignParams(fund, "Active 201 (batch)") },
    ]);
    assert.equal(inBatch.status, 400);
    assert.equal(inBatch.body.operation_errors[0][0].code, "TOO_MANY_CAMPAIGNS");
    assert.deepEqual(await snapshot(ads, acct, "campaigns"), before, "nothing created");

    const paused = await ads.post(
      cpath(),
      campaignParams(fund, "Paused 201", { entity_status: "PAUSED" }),
    );
    assert.equal(paused.status, 201, JSON.stringify(paused.body));
    const draft = await ads.post(
      cpath(),
      campaignParams(fund, "Draft 202", { entity_status: "DRAFT" }),
    );
    assert.equal(draft.status, 201);
    expectError(
      await ads.put(cpath(paused.body.data.id), { entity_status: "ACTIVE" }),
      400,
      "TOO_MANY_CAMPAIGNS",
    );
    assert.equal((await ads.get(cpath(paused.body.data.id))).body.data.entity_status, "PAUSED");
    // An active campaign may still be edited at the limit.
    assert.equal(
      (await ads.put(cpath(made[0].id), { name: "Still editable", entity_status: "ACTIVE" }))
        .status,
      200,
    );

    // The limit is an ACCOUNT_ADMIN setting (extension), 200 to 8,000.
    const analyst = await analystClient(srv);
    assert.equal(
      (
        await ads.post(`accounts/${acct}/account_users`, {
          user_id: analyst.userId,
          permissions: "AD_MANAGER",
        })
      ).status,
      201,
    );
    expectError(
      await analyst.ads.put(`accounts/${acct}`, { active_campaign_limit: 300 }),
      403,
      "PERMISSION_DENIED",
    );
    expectError(
      await ads.put(`accounts/${acct}`, { active_campaign_limit: 8001 }),
      400,
      "INVALID_PARAMETER",
      "active_campaign_limit",
    );
    expectError(
      await ads.put(`accounts/${acct}`, { active_campaign_limit: 199 }),
      400,
      "INVALID_PARAMETER",
      "active_campaign_limit",
    );
    assert.equal((await ads.get(`accounts/${acct}`)).body.data.active_campaign_limit, 200);
    const raised = await ads.put(`accounts/${acct}`, { active_campaign_limit: 300 });
    assert.equal(raised.status, 200, JSON.stringify(raised.body));
    assert.equal(raised.body.data.active_campaign_limit, 300);

    const now = await ads.post(cpath(), campaignParams(fund, "Active 201"));
    assert.equal(now.status, 201, JSON.stringify(now.body));
    assert.equal(now.body.data.entity_status, "ACTIVE");
    assert.equal(
      (await ads.put(cpath(paused.body.data.id), { entity_status: "ACTIVE" })).status,
      200,
    );
  });
});
