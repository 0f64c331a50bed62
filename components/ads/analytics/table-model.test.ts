import assert from "node:assert/strict";
import { test } from "node:test";
import { columnsOf, intervalCsv, metricText, wallTime } from "./table-model";

const LA = "America/Los_Angeles";

test("the file has one row per interval: the account's wall clock, UTC, and exact amounts", () => {
  const points = [
    {
      at: "2026-11-21T08:00:00Z",
      values: { impressions: 1200, billed_charge_local_micro: 1_234_567 },
    },
    { at: "2026-11-22T08:00:00Z", values: { impressions: 0, billed_charge_local_micro: 0 } },
  ];
  const csv = intervalCsv(points, ["impressions", "billed_charge_local_micro"], "DAY", LA, "USD");
  assert.equal(
    csv,
    "Day (America/Los_Angeles),Start (UTC),Impressions,Spend (USD)\r\n" +
      "2026-11-21,2026-11-21T08:00:00Z,1200,1.234567\r\n" +
      "2026-11-22,2026-11-22T08:00:00Z,0,0.00\r\n",
  );
  assert.equal(wallTime("2026-11-21T17:00:00Z", "HOUR", LA), "2026-11-21 09:00");
});

test("columns follow the answer's metrics in the console's order; values read as people read them", () => {
  assert.deepEqual(columnsOf({ likes: null, impressions: [1], billed_charge_local_micro: [2] }), [
    "impressions",
    "billed_charge_local_micro",
    "likes",
  ]);
  assert.equal(metricText("billed_charge_local_micro", 1_500_000, "EUR"), formatEur(1.5));
  assert.equal(metricText("impressions", 12345, "EUR"), "12,345");
  assert.equal(metricText("impressions", null, "EUR"), "—");
});

const formatEur = (n: number) =>
  new Intl.NumberFormat(undefined, { style: "currency", currency: "EUR" }).format(n);
