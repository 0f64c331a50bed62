import assert from "node:assert/strict";
import { test } from "node:test";
import { readRange, withRange } from "./range-query";

const today = "2026-11-21";
const q = (s: string) => new URLSearchParams(s);

test("the address names a preset or a custom range; anything else is the last 7 days", () => {
  assert.deepEqual(readRange(q("range=yesterday"), today), {
    preset: "yesterday",
    from: "2026-11-20",
    to: "2026-11-20",
  });
  assert.deepEqual(readRange(q("range=custom&from=2026-11-01&to=2026-11-03"), today), {
    preset: "custom",
    from: "2026-11-01",
    to: "2026-11-03",
  });
  for (const bad of ["", "range=forever", "range=custom&from=2026-11-03&to=2026-11-01"])
    assert.equal(readRange(q(bad), today).preset, "last_7_days");
});

test("a new choice replaces the old one and keeps the rest of the query", () => {
  const next = withRange(q("range=custom&from=a&to=b&tab=x"), { preset: "today" });
  assert.equal(next.toString(), "tab=x&range=today");
  // The default needs no words in the address.
  assert.equal(withRange(q("range=today"), { preset: "last_7_days" }).toString(), "");
  assert.equal(
    withRange(q(""), { preset: "custom", from: "2026-11-01", to: "2026-11-02" }).toString(),
    "range=custom&from=2026-11-01&to=2026-11-02",
  );
});
