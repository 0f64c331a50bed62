import { test } from "node:test";
import assert from "node:assert/strict";
import { crcDue, nextState, type CrcOutcome, type ValidityState } from "./validity";

const H = 3600_000;
const t0 = new Date("2026-01-01T00:00:00Z");
const at = (hours: number) => new Date(t0.getTime() + hours * H);
const valid: ValidityState = {
  valid: true,
  validatedAt: t0,
  createdAt: t0,
  lastCrcAt: t0,
  invalidReason: null,
};
const check = (outcome: CrcOutcome) => ({ outcome, reason: `because ${outcome}` });

test("ok: valid, validated now, reason cleared (registration, PUT and periodic alike)", () => {
  const invalid = { ...valid, valid: false, invalidReason: "old" };
  const next = nextState(invalid, check("ok"), at(50));
  assert.deepEqual(next, {
    valid: true,
    validatedAt: at(50),
    createdAt: t0,
    lastCrcAt: at(50),
    invalidReason: null,
  });
});

for (const outcome of ["wrong_token", "redirect", "tls", "refused"] as const) {
  test(`${outcome}: invalid at once, even one minute after a success`, () => {
    const next = nextState(valid, check(outcome), new Date(t0.getTime() + 60_000));
    assert.equal(next.valid, false);
    assert.equal(next.invalidReason, `because ${outcome}`);
    assert.equal(next.validatedAt, t0, "the last success is kept");
  });
}

test("transient: the state is kept up to 28 hours after the last success", () => {
  for (const hours of [1, 24, 27.9, 28]) {
    const next = nextState(valid, check("transient"), at(hours));
    assert.equal(next.valid, true, `${hours} h`);
    assert.deepEqual(next.lastCrcAt, at(hours));
  }
});

test("transient: invalid once more than 28 hours passed since the last success", () => {
  const next = nextState(valid, check("transient"), at(28.01));
  assert.equal(next.valid, false);
  assert.match(next.invalidReason ?? "", /No successful CRC for 28 hours.*because transient/);
});

test("transient with no success ever: counted from creation", () => {
  const never = { ...valid, valid: false, validatedAt: null, createdAt: at(10) };
  assert.equal(nextState(never, check("transient"), at(37)).invalidReason, null);
  assert.equal(nextState(never, check("transient"), at(39)).valid, false);
});

test("transient on an invalid webhook within the grace leaves it invalid (only ok re-validates)", () => {
  const invalid = { ...valid, valid: false, invalidReason: "wrong token" };
  const next = nextState(invalid, check("transient"), at(2));
  assert.equal(next.valid, false);
  assert.equal(next.invalidReason, "wrong token");
});

test("periodic CRC is due only without a success in the past 24 hours, once per 30-minute tick", () => {
  assert.equal(crcDue(valid, at(23.9)), false);
  assert.equal(crcDue(valid, at(24)), true);
  assert.equal(crcDue({ ...valid, lastCrcAt: at(23.9) }, at(24)), false, "checked this tick");
  assert.equal(crcDue({ ...valid, lastCrcAt: at(23.5) }, at(24)), true, "checked last tick");
  assert.equal(crcDue({ ...valid, validatedAt: null, lastCrcAt: null }, at(0)), true);
});
