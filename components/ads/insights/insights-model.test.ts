import assert from "node:assert/strict";
import { test } from "node:test";
import { insightsParams } from "@/lib/ads/insights/schema";
import { insightsQuery, volumePoints, volumeSummary } from "./insights-model";

const now = Date.parse("2026-11-20T10:37:00Z");

test("the query is the interface's: whole hours ending at this hour, optional parts left out", () => {
  const q = insightsQuery(
    {
      keywords: "music, Concert",
      negative_keywords: " ",
      location: "",
      granularity: "DAY",
      days: "7",
    },
    now,
  );
  assert.deepEqual(q, {
    granularity: "DAY",
    keywords: "music, Concert",
    start_time: "2026-11-13T10:00:00.000Z",
    end_time: "2026-11-20T10:00:00.000Z",
  });
  const parsed = insightsParams.safeParse(q);
  assert.ok(parsed.success);
  assert.deepEqual(parsed.data.keywords, ["music", "concert"]);
});

test("eleven keywords are refused by the interface's own schema (the form shows its message)", () => {
  const many = Array.from({ length: 11 }, (_, i) => `k${i}`).join(",");
  const q = insightsQuery(
    { keywords: many, negative_keywords: "", location: "US", granularity: "HOUR", days: "1" },
    now,
  );
  assert.equal(insightsParams.safeParse(q).success, false);
});

test("points follow the granularity; the summary names total and peak", () => {
  const p = volumePoints("2026-11-13T10:00:00Z", "DAY", [5, 9, 2]);
  assert.deepEqual(
    p.map((x) => x.at),
    ["2026-11-13T10:00:00.000Z", "2026-11-14T10:00:00.000Z", "2026-11-15T10:00:00.000Z"],
  );
  assert.equal(
    volumeSummary(p, (iso) => iso.slice(0, 10)),
    "16 posts in 3 intervals; the most, 9, at 2026-11-14.",
  );
});
