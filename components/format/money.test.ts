import assert from "node:assert/strict";
import { test } from "node:test";
import { formatMoney, fromMicros, toMicros } from "./money";

test("typed amounts become exact integer micros", () => {
  assert.equal(toMicros("5"), 5_000_000);
  assert.equal(toMicros("5.00"), 5_000_000);
  assert.equal(toMicros(" 1,250.5 "), 1_250_500_000);
  assert.equal(toMicros("0.1"), 100_000);
  // 0.29 * 1e6 is 289999.99999999994 in floating point: digits, not floats, give the exact value.
  assert.equal(toMicros("0.29"), 290_000);
  assert.equal(toMicros("19.99"), 19_990_000);
  assert.equal(toMicros("0.000001"), 1);
  assert.equal(toMicros("9007199254.740991"), Number.MAX_SAFE_INTEGER);
});

test("text that is not an amount is NaN, an empty field undefined", () => {
  assert.equal(toMicros(""), undefined);
  assert.equal(toMicros("   "), undefined);
  for (const bad of ["-5", "5.0000001", "1e3", "$5", "abc", "9007199254.740992"])
    assert.ok(Number.isNaN(toMicros(bad)), bad);
});

test("micros show as the amount a person typed, and read back to themselves", () => {
  assert.equal(fromMicros(5_000_000), "5.00");
  assert.equal(fromMicros(1_250_500_000), "1250.50");
  assert.equal(fromMicros(1), "0.000001");
  assert.equal(fromMicros(null), "");
  for (const n of [0, 1, 290_000, 19_990_000, 123_456_789_012])
    assert.equal(toMicros(fromMicros(n)), n);
});

test("amounts are shown in their currency", () => {
  assert.equal(formatMoney(5_000_000, "USD", "en-US"), "$5.00");
  assert.equal(formatMoney(1_250_000_000, "EUR", "en-US"), "€1,250.00");
  assert.equal(formatMoney(null, "USD", "en-US"), "—");
  assert.equal(formatMoney(5_000_000, "US", "en-US"), "5.00 US");
});
