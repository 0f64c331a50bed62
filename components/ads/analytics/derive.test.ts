import assert from "node:assert/strict";
import { test } from "node:test";
import { addTotals, cpe, cplc, cpm, cpv, sum, type Totals } from "./derive";
import { outcome, resultKind } from "./results";

const t: Totals = {
  impressions: 20_000,
  engagements: 400,
  url_clicks: 150,
  video_total_views: 0,
  billed_charge_local_micro: 30_000_000, // 30.00
};

test("a series sums to its total; no activity at all stays null", () => {
  assert.equal(sum([1, 0, 2]), 3);
  assert.equal(sum([0, 0]), 0);
  assert.equal(sum(null), null);
  assert.equal(sum(undefined), null);
});

test("the cost ratios are spend over their count, in whole micros", () => {
  assert.equal(cpm(t), 1_500_000); // 30.00 per 20,000 impressions = 1.50 per thousand
  assert.equal(cpe(t), 75_000); // 0.075 per engagement
  assert.equal(cplc(t), 200_000);
  // Nothing to divide by is no cost, not zero or infinity.
  assert.equal(cpv(t), null);
  assert.equal(cpm({ impressions: 10 }), null);
  assert.equal(cpe({ engagements: 3, billed_charge_local_micro: 10_000_000 }), 3_333_333);
});

test("each objective counts its own result, and a campaign of mixed ones has none", () => {
  assert.equal(resultKind(["WEBSITE_CLICKS"])?.metric, "url_clicks");
  assert.equal(resultKind(["ENGAGEMENTS", "LEAD_GENERATION"])?.metric, "engagements");
  assert.equal(resultKind(["REACH"])?.cost, "CPM");
  assert.equal(resultKind(["VIDEO_VIEWS", "PREROLL_VIEWS"])?.metric, "video_total_views");
  assert.equal(resultKind(["FOLLOWERS", "ENGAGEMENTS"]), null);
  assert.equal(resultKind([]), null);
  const o = outcome(t, resultKind(["WEBSITE_CLICKS"]));
  assert.deepEqual([o?.count, o?.cost], [150, 200_000]);
  assert.equal(outcome(t, resultKind(["REACH"]))?.cost, cpm(t));
  assert.equal(outcome(t, null), null);
});

test("totals add metric by metric, null only where both had nothing", () => {
  const sumOf = addTotals(
    { impressions: 5, likes: null, follows: null },
    { impressions: 7, likes: 2 },
  );
  assert.deepEqual(sumOf, { impressions: 12, likes: 2, follows: null });
});

test("a breakdown's rows are each value's totals under the answer's name, largest share first, shares adding to one", async () => {
  const { segmentRows } = await import("./segments");
  const seg = (value: string, name: string, impressions: number[], spend: number[] | null) => ({
    segment: { segment_name: name, segment_value: value },
    metrics: { impressions, billed_charge_local_micro: spend },
  });
  const rows = segmentRows(
    [
      {
        id: "li",
        id_data: [seg("2", "Female", [10, 20], [100, 200]), seg("1", "Male", [50], null)],
      },
      // Another placement's file: its values add to the same rows; no activity is no segment's.
      { id: "li", id_data: [seg("1", "Male", [20], null)] },
      { id: "li", id_data: [{ segment: null, metrics: { impressions: null } }] },
    ],
    resultKind(["REACH"]),
  );
  assert.deepEqual(
    rows.map((r) => [r.value, r.name, r.totals.impressions, r.totals.billed_charge_local_micro]),
    [
      ["1", "Male", 70, null],
      ["2", "Female", 30, 300],
    ],
  );
  assert.equal(rows[0].share + rows[1].share, 1);
  assert.equal(rows[1].result?.cost, 10_000); // 300 micros for 30 impressions, per thousand
});

test("a breakdown's file: one line per value with exact amounts", async () => {
  const { segmentCsv, segmentRows } = await import("./segments");
  const rows = segmentRows(
    [
      {
        id: "li",
        id_data: [
          {
            segment: { segment_name: "25 to 34", segment_value: "AGE_25_TO_34" },
            metrics: {
              impressions: [300],
              engagements: [6],
              url_clicks: [3],
              billed_charge_local_micro: [1_500_000],
            },
          },
        ],
      },
    ],
    resultKind(["WEBSITE_CLICKS"]),
  );
  assert.equal(
    segmentCsv(rows, "Age", resultKind(["WEBSITE_CLICKS"]), "USD"),
    "Age,Segment value,Share of impressions,Impressions,Engagements,Spend (USD),Result (link clicks),Cost per link click (USD)\r\n" +
      "25 to 34,AGE_25_TO_34,1,300,6,1.50,3,0.50\r\n",
  );
});
