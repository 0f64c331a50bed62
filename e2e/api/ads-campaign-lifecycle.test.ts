import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import {
  campaign,
  createMany,
  hourWindow,
  lineItemParams,
  type Ads,
  sandboxSuite,
} from "../support/ads-helpers";

/** Deleting a campaign, clearing budgets, naming funding, and user access changes in the history. */
let srv: TestServer, ads: Ads, account: string, fi: string;

before(async () => ({ srv, ads, account, fi } = await sandboxSuite()));
after(() => srv?.stop());

test("deleting a campaign deletes its line items in the same transaction, and the history shows both", async () => {
  const c = await campaign(ads, account, fi);
  const items = await createMany(ads, account, "line_items", [
    lineItemParams(c.id),
    lineItemParams(c.id),
  ]);
  assert.equal((await ads.delete(`accounts/${account}/campaigns/${c.id}`)).status, 200);
  const listed = await ads.get(`accounts/${account}/line_items`, {
    campaign_ids: c.id,
    with_deleted: true,
  });
  assert.deepEqual(
    listed.body.data.map((li: { deleted: boolean }) => li.deleted),
    [true, true],
  );
  assert.equal(
    (await ads.get(`accounts/${account}/line_items`, { campaign_ids: c.id })).body.data.length,
    0,
  );
  const { start_time, end_time } = hourWindow();
  const history = await ads.get(`accounts/${account}/account_history`, {
    entity_type: "LINE_ITEM",
    entity_id: items[0].id,
    start_time,
    end_time,
  });
  assert.deepEqual(
    history.body.data.map((h: { change_type: string }) => h.change_type),
    ["DELETE", "CREATE"],
  );
});

test("an empty total budget on update clears it; a named sandbox funding instrument keeps its description", async () => {
  const c = await campaign(ads, account, fi, { total_budget_amount_local_micro: 50_000_000 });
  const cleared = await ads.put(`accounts/${account}/campaigns/${c.id}`, {
    total_budget_amount_local_micro: "",
  });
  assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
  assert.equal(cleared.body.data.total_budget_amount_local_micro, null);
  const named = await ads.post(`accounts/${account}/funding_instruments`, {
    type: "CREDIT_LINE",
    currency: "USD",
    start_time: "2026-01-01T00:00:00Z",
    description: "Q1 credit line",
  });
  assert.equal(named.status, 201);
  assert.equal(named.body.data.description, "Q1 credit line");
});

test("granting and revoking a user's access is in the account history under ACCOUNT_USER", async () => {
  const analystId = srv.credentials.users.find((u) => u.screen_name === "analyst")!.user_id;
  assert.equal(
    (
      await ads.post(`accounts/${account}/account_users`, {
        user_id: analystId,
        permissions: "CAMPAIGN_ANALYST",
      })
    ).status,
    201,
  );
  assert.equal((await ads.delete(`accounts/${account}/account_users/${analystId}`)).status, 200);
  const { start_time, end_time } = hourWindow();
  const history = await ads.get(`accounts/${account}/account_history`, {
    entity_type: "ACCOUNT_USER",
    entity_id: analystId,
    start_time,
    end_time,
  });
  assert.equal(history.status, 200, JSON.stringify(history.body));
  assert.deepEqual(
    history.body.data.map((h: { change_type: string }) => h.change_type),
    ["DELETE", "CREATE"],
  );
  assert.deepEqual(history.body.data[1].changes.permissions.new, ["CAMPAIGN_ANALYST"]);
});
