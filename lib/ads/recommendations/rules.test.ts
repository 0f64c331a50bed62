import { test } from "node:test";
import assert from "node:assert/strict";
import { recommend, type StateCampaign } from "./rules";

const now = new Date("2026-06-01T00:00:00Z");
const camp = (c: Partial<StateCampaign>): StateCampaign => ({
  id: "c1",
  name: "C",
  entity_status: "ACTIVE",
  daily_budget_amount_local_micro: 5_000_000,
  total_budget_amount_local_micro: null,
  line_items: [],
  ...c,
});
const li = (
  id: string,
  entity_status: string,
  budget: number | null = null,
  end: string | null = null,
) => ({
  id,
  entity_status,
  end_time: end ? new Date(end) : null,
  daily_budget_amount_local_micro: budget,
});

test("at most one per funding instrument, in rule order; none for paused campaigns", () => {
  const state = [
    { id: "f1", campaigns: [camp({}), camp({ id: "c2", line_items: [li("l1", "PAUSED")] })] },
    { id: "f2", campaigns: [camp({ entity_status: "PAUSED" })] },
  ];
  const recs = recommend("a", state, now);
  assert.equal(recs.length, 1);
  assert.equal(recs[0].rule, "RESUME_PAUSED_LINE_ITEM");
  assert.equal(recs[0].changes[0].dependent_entities[0].params.line_item_id, "l1");
});

test("a paused line item whose flight ended is not resumed; budgets raised up to the total", () => {
  const ended = camp({ line_items: [li("l1", "PAUSED", null, "2026-05-01T00:00:00Z")] });
  assert.deepEqual(recommend("a", [{ id: "f", campaigns: [ended] }], now), []);
  const under = camp({
    total_budget_amount_local_micro: 7_000_000,
    line_items: [li("l1", "ACTIVE", 4_000_000), li("l2", "ACTIVE", 4_000_000)],
  });
  const [r] = recommend("a", [{ id: "f", campaigns: [under] }], now);
  assert.equal(r.rule, "RAISE_CAMPAIGN_DAILY_BUDGET");
  assert.equal(r.changes[0].params.daily_budget_amount_local_micro, 7_000_000);
});

test("deterministic: the same state gives the same id; another state another", () => {
  const s = [{ id: "f", campaigns: [camp({})] }];
  assert.equal(recommend("a", s, now)[0].id, recommend("a", s, now)[0].id);
  assert.match(recommend("a", s, now)[0].id, /^\d+$/);
  const other = [{ id: "f", campaigns: [camp({ id: "c9" })] }];
  assert.notEqual(recommend("a", other, now)[0].id, recommend("a", s, now)[0].id);
});
