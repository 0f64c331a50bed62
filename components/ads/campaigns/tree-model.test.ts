import assert from "node:assert/strict";
import { test } from "node:test";
import { campaignFlights, spendByFunding } from "./tree-model";

test("a campaign's flight runs from its first line item's start to its last one's end", () => {
  const li = (campaign_id: string, start_time: string | null, end_time: string | null) => ({
    campaign_id,
    start_time,
    end_time,
  });
  const flights = campaignFlights([
    li("a", "2026-11-10T00:00:00Z", "2026-11-20T00:00:00Z"),
    li("a", "2026-11-05T00:00:00Z", "2026-11-12T00:00:00Z"),
    li("b", "2026-11-01T00:00:00Z", "2026-11-02T00:00:00Z"),
    li("b", "2026-11-03T00:00:00Z", null),
    li("c", null, null),
  ]);
  assert.deepEqual(flights.get("a"), {
    start: "2026-11-05T00:00:00Z",
    end: "2026-11-20T00:00:00Z",
  });
  // One line item without an end: the campaign runs on.
  assert.deepEqual(flights.get("b"), { start: "2026-11-01T00:00:00Z", end: null });
  // Nothing scheduled: no flight, so no pacing.
  assert.equal(flights.get("c"), undefined);
});

test("a funding instrument's spend is its campaigns'", () => {
  const spend = spendByFunding(
    [
      { id: "c1", funding_instrument_id: "f1" },
      { id: "c2", funding_instrument_id: "f1" },
      { id: "c3", funding_instrument_id: "f2" },
    ],
    new Map([
      ["c1", { billed_charge_local_micro: 5 }],
      ["c2", { billed_charge_local_micro: 7 }],
      ["c3", { billed_charge_local_micro: null }],
    ]),
  );
  assert.deepEqual(
    [...spend],
    [
      ["f1", 12],
      ["f2", 0],
    ],
  );
});
