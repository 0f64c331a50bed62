import assert from "node:assert/strict";
import { test } from "node:test";
import { csvField, csvName, microsDecimal, toCsv } from "./csv";

test("fields are quoted only when they must be, and formulas are written as text", () => {
  assert.equal(csvField("Spring, launch"), '"Spring, launch"');
  assert.equal(csvField('say "hi"'), '"say ""hi"""');
  assert.equal(csvField("=HYPERLINK(1)"), "'=HYPERLINK(1)");
  assert.equal(csvField("-1.50"), "-1.50");
  assert.equal(csvField(null), "");
  assert.equal(csvField(1200), "1200");
  assert.equal(toCsv(["a", "b"], [[1, "x"]]), "a,b\r\n1,x\r\n");
});

test("micros are written as the exact decimal amount", () => {
  assert.equal(microsDecimal(12_345_678), "12.345678");
  assert.equal(microsDecimal(5_000_000), "5.00");
  assert.equal(microsDecimal(50), "0.00005");
  assert.equal(microsDecimal(null), "");
  assert.equal(
    csvName("Spring Launch", "2026-11-01 to 2026-11-07"),
    "spring-launch-2026-11-01-to-2026-11-07.csv",
  );
});
