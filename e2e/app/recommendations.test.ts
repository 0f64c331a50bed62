import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import {
  campaign,
  expectError,
  fundingInstrument,
  lineItemParams,
  sandboxAccount,
  sandboxSuite,
  type Ads,
  type AnyRecord,
  type Params,
} from "../support/ads-helpers";

/**
 * Recommendations (5/): at most one per funding instrument, from the account's state, stable ids, and
 * a change tree whose nodes go to the batch endpoints as they are and take effect.
 */
let srv: TestServer, ads: Ads;

before(async () => {
  ({ srv, ads } = await sandboxSuite(inProcessServer));
});
after(() => srv?.stop());

/** The client speaks 12; a 5/ path climbs out of it (the URL is normalised before signing). */
const v5 = (p: string) => `../5/${p}`;
const list = async (account: string) => {
  const r = await ads.get(v5(`accounts/${account}/recommendations`));
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data as AnyRecord[];
};
const BATCH: Record<string, string> = { CAMPAIGN: "campaigns", LINE_ITEM: "line_items" };

/** Sends every node with an operation to its entity's batch endpoint, parents first. */
async function apply(account: string, nodes: AnyRecord[]): Promise<void> {
  for (const n of nodes) {
    if (n.operation_type) {
      const items = [{ operation_type: n.operation_type, params: n.params }];
      const r = await ads.post(`batch/accounts/${account}/${BATCH[n.entity_type]}`, {}, items);
      assert.equal(r.status, 200, JSON.stringify(r.body));
    }
    await apply(account, n.dependent_entities);
  }
}

async function lineItem(account: string, camp: string, extra: Params) {
  const r = await ads.post(`accounts/${account}/line_items`, lineItemParams(camp, extra) as Params);
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data;
}

test("an active campaign without line items: ADD_LINE_ITEM; applied through the batch endpoint, it is gone", async () => {
  const account = await sandboxAccount(ads);
  const fi = await fundingInstrument(ads, account);
  assert.deepEqual(await list(account), [], "no campaign: nothing to say");
  const camp = await campaign(ads, account, fi);
  const [rec] = await list(account);
  assert.deepEqual(
    [rec.funding_instrument_id, rec.account_id, rec.status, rec.rule],
    [fi, account, "PENDING", "ADD_LINE_ITEM"],
  );
  assert.match(rec.message, /no line item/);
  assert.equal((await list(account))[0].id, rec.id, "same state, same id");
  assert.deepEqual(
    (await ads.get(v5(`accounts/${account}/recommendations/${rec.id}`))).body.data,
    rec,
  );
  await apply(account, rec.changes);
  const items = await ads.get(`accounts/${account}/line_items`, {
    campaign_ids: camp.id,
    with_draft: true,
  });
  assert.equal(items.body.data.length, 1, JSON.stringify(items.body));
  assert.deepEqual(await list(account), []);
  expectError(
    await ads.get(v5(`accounts/${account}/recommendations/${rec.id}`)),
    404,
    "RECOMMENDATION_NOT_FOUND",
  );
});

test("one per funding instrument: a paused line item in flight first, then the daily budget", async () => {
  const account = await sandboxAccount(ads);
  const [fi1, fi2] = [await fundingInstrument(ads, account), await fundingInstrument(ads, account)];
  const c1 = await campaign(ads, account, fi1, {
    budget_optimization: "LINE_ITEM",
    daily_budget_amount_local_micro: 5_000_000,
  });
  const budget = { daily_budget_amount_local_micro: 4_000_000 };
  await lineItem(account, c1.id, budget);
  await lineItem(account, c1.id, budget);
  const paused = await lineItem(account, c1.id, { ...budget, entity_status: "PAUSED" });
  const c2 = await campaign(ads, account, fi2);
  const recs = await list(account);
  assert.deepEqual(
    recs.map((r) => [r.funding_instrument_id, r.rule]).sort(),
    [
      [fi1, "RESUME_PAUSED_LINE_ITEM"],
      [fi2, "ADD_LINE_ITEM"],
    ].sort(),
  );
  const resume = recs.find((r) => r.funding_instrument_id === fi1)!;
  await apply(account, resume.changes);
  const li = (await ads.get(`accounts/${account}/line_items/${paused.id}`)).body.data;
  assert.equal(li.entity_status, "ACTIVE");
  const [raise] = (await list(account)).filter((r) => r.funding_instrument_id === fi1);
  assert.equal(raise.rule, "RAISE_CAMPAIGN_DAILY_BUDGET");
  await apply(account, raise.changes);
  const after = (await ads.get(`accounts/${account}/campaigns/${c1.id}`)).body.data;
  assert.equal(after.daily_budget_amount_local_micro, 12_000_000);
  assert.deepEqual(
    (await list(account)).map((r) => r.funding_instrument_id),
    [fi2],
    `only campaign ${c2.id}'s instrument still has one`,
  );
});
