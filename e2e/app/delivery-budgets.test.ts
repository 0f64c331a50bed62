import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { fundingInstrument, sandboxAccount, sandboxSuite, type Ads } from "../support/ads-helpers";
import { advance, deliveryRows, historyOf, servingTree, sum, sumBy } from "../support/delivery";
import { localOf } from "../../lib/ads/delivery/model/time";

/**
 * Money and what may serve, through the sandbox's advance call on the real database: a total
 * budget, a day's budget or the credit that runs out stops delivery (never passed), says so on the
 * record and in the account history, and a raised budget lets it run again; paused, draft, unfunded,
 * out-of-flight and creative-less line items get nothing; a frequency cap holds.
 */
let srv: TestServer, ads: Ads, me: string;
const reach = { objective: "REACH", entity_status: "ACTIVE" };

before(async () => {
  ({ srv, ads } = await sandboxSuite(inProcessServer));
  me = srv.credentials.user_id;
});
after(() => srv?.stop());

async function account(fiParams: Record<string, string | number> = {}) {
  const id = await sandboxAccount(ads);
  return { id, fi: await fundingInstrument(ads, id, fiParams) };
}
const get = async (a: string, path: string) => (await ads.get(`accounts/${a}/${path}`)).body.data;

test("a total budget that runs out stops the campaign, never passed; a raised one lets it run", async () => {
  const a = await account();
  const { campaign } = await servingTree(ads, a.id, a.fi, me, {
    campaign: {
      daily_budget_amount_local_micro: 20_000_000,
      total_budget_amount_local_micro: 20_000_000,
      standard_delivery: false,
    },
    lineItem: reach,
  });
  await advance(ads, a.id, 30);
  let { facts } = await deliveryRows(a.id);
  const spent = sum(facts, "billed_charge_local_micro");
  assert.ok(spent <= 20_000_000 && spent > 19_900_000, `spent ${spent}`);
  const stopped = await get(a.id, `campaigns/${campaign.id}`);
  assert.deepEqual(
    [stopped.effective_status, stopped.servable, stopped.reasons_not_servable],
    ["BUDGET_EXHAUSTED", false, ["BUDGET_EXHAUSTED"]],
  );
  const entries = await historyOf(ads, a.id, "CAMPAIGN", campaign.id);
  const change = entries.find((e) => e.changes.effective_status?.new === "BUDGET_EXHAUSTED");
  assert.ok(change, JSON.stringify(entries));
  assert.equal(change.user_id, null, "written by delivery, not a user");
  // More budget: running at once, and spending again up to the new total.
  const raised = await ads.put(`accounts/${a.id}/campaigns/${campaign.id}`, {
    total_budget_amount_local_micro: 30_000_000,
  });
  assert.equal(raised.body.data.effective_status, "RUNNING");
  await advance(ads, a.id, 30);
  ({ facts } = await deliveryRows(a.id));
  const again = sum(facts, "billed_charge_local_micro");
  assert.ok(again > spent && again <= 30_000_000, `spent ${again}`);
});

test("credit that runs out stops every campaign on it; the instrument says it cannot fund", async () => {
  const a = await account({ credit_limit_local_micro: 25_000_000 });
  const one = await servingTree(ads, a.id, a.fi, me, { lineItem: reach });
  const two = await servingTree(ads, a.id, a.fi, me, {
    lineItem: reach,
    criteria: [["LOCATION", "GB"]],
  });
  await advance(ads, a.id, 48);
  const { facts, fundings } = await deliveryRows(a.id);
  const spent = sum(facts, "billed_charge_local_micro");
  assert.ok(spent <= 25_000_000 && spent > 24_900_000, `spent ${spent}`);
  assert.equal(fundings[0].spent_local_micro, spent);
  const fi = await get(a.id, `funding_instruments/${a.fi}`);
  assert.equal(fi.credit_remaining_local_micro, 25_000_000 - spent);
  assert.deepEqual([fi.able_to_fund, fi.reasons_not_able_to_fund], [false, ["CREDIT_EXHAUSTED"]]);
  for (const c of [one.campaign, two.campaign]) {
    const r = await get(a.id, `campaigns/${c.id}`);
    assert.deepEqual(r.reasons_not_servable, ["FUNDING_PROBLEM"]);
  }
  const entries = await historyOf(ads, a.id, "FUNDING_INSTRUMENT", a.fi);
  assert.ok(
    entries.some((e) => e.changes.able_to_fund?.new === false),
    JSON.stringify(entries),
  );
});

test("a line item's own day's budget: spent early, stopped for the day, running again the next", async () => {
  const a = await account();
  const { lineItem } = await servingTree(ads, a.id, a.fi, me, {
    campaign: { budget_optimization: "LINE_ITEM", daily_budget_amount_local_micro: 50_000_000 },
    lineItem: { ...reach, daily_budget_amount_local_micro: 3_000_000, standard_delivery: false },
  });
  await advance(ads, a.id, 50);
  const { facts } = await deliveryRows(a.id);
  const perDay = sumBy(
    facts,
    (f) => localOf("America/Los_Angeles", f.hour.getTime()).date,
    "billed_charge_local_micro",
  );
  for (const [day, s] of perDay) assert.ok(s <= 3_000_000, `${day}: ${s}`);
  const statuses = (await historyOf(ads, a.id, "LINE_ITEM", lineItem.id)).map(
    (e) => e.changes.effective_status?.new,
  );
  assert.ok(
    statuses.includes("DAILY_BUDGET_REACHED") && statuses.includes("RUNNING"),
    statuses.join(),
  );
});

test("paused, draft, unfunded, creative-less and ended line items get nothing", async () => {
  const a = await account();
  const later = await fundingInstrument(ads, a.id, { start_time: "2031-01-01T00:00:00Z" });
  const good = await servingTree(ads, a.id, a.fi, me, { lineItem: reach });
  const none = [
    await servingTree(ads, a.id, a.fi, me, {
      lineItem: reach,
      campaign: { entity_status: "PAUSED" },
    }),
    await servingTree(ads, a.id, a.fi, me, { lineItem: { ...reach, entity_status: "PAUSED" } }),
    await servingTree(ads, a.id, a.fi, me, { lineItem: { ...reach, entity_status: "DRAFT" } }),
    await servingTree(ads, a.id, later, me, { lineItem: reach }),
    await servingTree(ads, a.id, a.fi, me, { lineItem: reach, promote: false }),
  ];
  const endMs = Date.now() + 3_600_000;
  const ended = await servingTree(ads, a.id, a.fi, me, {
    lineItem: { ...reach, end_time: new Date(endMs).toISOString() },
  });
  await advance(ads, a.id, 24);
  const { facts } = await deliveryRows(a.id);
  const served = new Set(facts.map((f) => f.line_item_id));
  assert.ok(served.has(good.lineItem.id) && served.has(ended.lineItem.id));
  for (const n of none) assert.ok(!served.has(n.lineItem.id), JSON.stringify(n.lineItem));
  for (const f of facts.filter((x) => x.line_item_id === ended.lineItem.id))
    assert.ok(f.hour.getTime() < endMs, "not after its end");
});

test("a frequency cap holds: no more impressions than the cap times the people reached", async () => {
  const a = await account();
  const rich = { daily_budget_amount_local_micro: 5_000_000_000, standard_delivery: false };
  const where: [string, string][] = [["LOCATION", "NZ"]];
  const capped = await servingTree(ads, a.id, a.fi, me, {
    campaign: rich,
    lineItem: { ...reach, frequency_cap: 1, duration_in_days: 7 },
    criteria: where,
  });
  const free = await servingTree(ads, a.id, a.fi, me, {
    campaign: rich,
    lineItem: reach,
    criteria: where,
  });
  await advance(ads, a.id, 96);
  const { facts } = await deliveryRows(a.id);
  const of = (id: string) => facts.filter((f) => f.line_item_id === id);
  const people = Math.max(...of(capped.lineItem.id).map((f) => f.audience_size));
  const shown = sum(of(capped.lineItem.id), "impressions");
  assert.ok(shown <= people, `${shown} impressions for ${people} people, cap 1`);
  assert.ok(sum(of(free.lineItem.id), "impressions") > people, "without the cap it shows more");
});
