import assert from "node:assert/strict";
import { test } from "node:test";
import { mapErrorItems } from "@/components/forms/server-errors";
import { AdsError } from "@/lib/ads-kernel/errors";
import { checkActiveBudget } from "@/lib/ads/campaigns/rules";
import { checkNewStartTime } from "@/lib/ads/line-items/rules";
import { CAMPAIGN_FIELDS } from "./campaign-form-model";
import { LINE_ITEM_FIELDS } from "../line-items/line-item-form-model";

/**
 * The console's forms no longer check these two rules themselves: the interface's refusals must land
 * on the form's field, in its words.
 */
function refusal(fn: () => void): AdsError {
  try {
    fn();
  } catch (err) {
    if (err instanceof AdsError) return err;
    throw err;
  }
  assert.fail("not refused");
}

test("an active campaign's $0 daily budget lands on Daily budget", () => {
  const err = refusal(() =>
    checkActiveBudget(
      { entity_status: "ACTIVE", daily_budget_amount_local_micro: 0 },
      { entity_status: "ACTIVE" },
    ),
  );
  const out = mapErrorItems(err.items, CAMPAIGN_FIELDS, "USD");
  assert.equal(out.fields.length, 1);
  assert.equal(out.fields[0].path, "daily_budget");
  assert.match(
    out.fields[0].message,
    /^Daily budget must be greater than \$0\.00 for an ACTIVE campaign/,
  );
  assert.doesNotMatch(out.fields[0].message, /_local_micro/);
  assert.deepEqual(out.general, []);
});

test("a new line item's past start lands on Start time", () => {
  const err = refusal(() => checkNewStartTime("2020-01-15T20:00:00.000Z"));
  const out = mapErrorItems(err.items, LINE_ITEM_FIELDS, "USD");
  assert.equal(out.fields[0].path, "start_time");
  assert.match(out.fields[0].message, /must not be in the past/);
  assert.deepEqual(out.general, []);
});

test("5 minutes of clock skew pass; an unset start (a draft) passes", () => {
  const now = Date.parse("2026-11-23T12:00:00Z");
  checkNewStartTime("2026-11-23T11:55:30.000Z", now);
  checkNewStartTime(null, now);
  assert.throws(() => checkNewStartTime("2026-11-23T11:54:59.000Z", now), AdsError);
});
