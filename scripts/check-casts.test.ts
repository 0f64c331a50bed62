import assert from "node:assert/strict";
import test from "node:test";
import { countCasts } from "./check-casts";

test("casts are counted on the syntax tree: as T and <T>x, not as const, not in strings", () => {
  assert.equal(countCasts("const a = b as string; const c = <number>d;"), 2);
  assert.equal(countCasts('const a = [1] as const; const s = "x as string";'), 0);
  assert.equal(countCasts("const a = (b as unknown) as T;"), 2);
});
