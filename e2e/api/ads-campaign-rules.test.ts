import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import {
  analystClient,
  campaignParams,
  createMany,
  expectError,
  fundingInstrument,
  sandboxAccount,
  snapshot,
  type Ads,
  sandboxSuite,
} from "../support/ads-helpers";

/**
 * The active-campaign limit of document 1 (it needs a second user's OAuth flow, so it runs against the
 * server); the other campaign rules run in process: e2e/app/campaign-rules.test.ts.
 */
let srv: TestServer, ads: Ads;

before(async () => ({ srv, ads } = await sandboxSuite()));
after(() => srv?.stop());

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
