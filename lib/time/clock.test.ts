import { afterEach, test } from "node:test";
import assert from "node:assert/strict";
import { now, nowMs, nowSeconds, offsetClock, setClock, systemClock } from "./clock";

afterEach(() => setClock(systemClock));

test("the system clock is the default", () => {
  const before = Date.now();
  const t = nowMs();
  assert.ok(t >= before && t <= Date.now());
});

test("an installed clock is what now(), nowMs() and nowSeconds() read", () => {
  setClock({ nowMs: () => Date.UTC(2026, 0, 1, 0, 4, 59, 999) });
  assert.equal(now().toISOString(), "2026-01-01T00:04:59.999Z");
  assert.equal(nowMs(), Date.UTC(2026, 0, 1, 0, 4, 59, 999));
  assert.equal(nowSeconds(), Date.UTC(2026, 0, 1, 0, 4, 59) / 1000);
});

test("an offset clock runs with the system clock, shifted", () => {
  setClock(offsetClock(-150_000));
  const shifted = nowMs();
  assert.ok(Math.abs(Date.now() - 150_000 - shifted) < 1000);
});
