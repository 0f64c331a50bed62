import { test } from "node:test";
import assert from "node:assert/strict";
import { LOOKBACK_WINDOWS, frequencyOf } from "./flexible";
import { SEED } from "@/lib/audiences/population/population";

/**
 * The flexible audiences' frequency model (flexible.ts): a leaf as sent without frequency (GTE 1 in
 * 30 days) keeps every member, so A AND B is exactly their overlap (the follow suite once saw 49 of
 * 50 when two members happened to be unseen for 30 days); a longer window never lowers a frequency;
 * and shorter windows still leave some members out.
 */
const ids = ["1", "42", "9000000001", "abc-audience", "7"];
const people = Array.from({ length: 20_000 }, (_, i) => i * 37);

test("every member is seen at least once in 30 days, whatever the audience", () => {
  for (const id of ids)
    for (const i of people)
      assert.ok(frequencyOf(SEED, i, id, 30) >= 1, `person ${i} of ${id} unseen in 30 days`);
});

test("a longer window never lowers the frequency; at most one day per day", () => {
  for (const id of ids.slice(0, 2))
    for (const i of people.slice(0, 2_000)) {
      const f = LOOKBACK_WINDOWS.map((d) => frequencyOf(SEED, i, id, d));
      for (let k = 0; k < f.length; k++) {
        assert.ok(f[k] <= LOOKBACK_WINDOWS[k]);
        if (k) assert.ok(f[k] >= f[k - 1], `${i}: ${f.join(",")}`);
      }
    }
});

test("one day's window leaves out about half the members (seen 0.3 a day, or their sure day)", () => {
  const seen = people.filter((i) => frequencyOf(SEED, i, "42", 1) >= 1).length / people.length;
  // P = 0.3 + 0.7 / 30 ≈ 0.323
  assert.ok(seen > 0.3 && seen < 0.35, String(seen));
});
