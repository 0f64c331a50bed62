import { test } from "node:test";
import assert from "node:assert/strict";
import { scopeText, sizeText, statusOf } from "./audience-model";

test("status: targetable, processing and too small said in plain language", () => {
  assert.deepEqual(statusOf({ targetable: true, reasons_not_targetable: [] }), {
    label: "Targetable",
    tone: "ok",
    reasons: [],
  });
  const p = statusOf({ targetable: false, reasons_not_targetable: ["PROCESSING", "TOO_SMALL"] });
  assert.equal(p.label, "Processing");
  assert.match(p.reasons[1], /^Too small/);
  assert.equal(statusOf({ targetable: false, reasons_not_targetable: ["TOO_SMALL"] }).tone, "warn");
  assert.equal(
    statusOf({ targetable: false, reasons_not_targetable: ["POLICY_HOLD"] }).reasons[0],
    "Policy hold",
  );
});

test("size and scope texts", () => {
  assert.equal(sizeText(null), "Not computed yet");
  assert.equal(sizeText(1234567), "1,234,567 users");
  assert.equal(scopeText({ is_owner: true, permission_level: "READ_WRITE" }), "Owned");
  assert.match(scopeText({ is_owner: false, permission_level: "READ_ONLY" }), /read only/);
});
