import { test } from "node:test";
import assert from "node:assert/strict";
import { newId } from "./tokens";

/**
 * Ids come out in creation order within a process, also many in one millisecond: lists break ties
 * on them (account_history wrote ten entries in one transaction and listed two of them swapped).
 */
test("ids made one after the other, thousands per millisecond, increase and never repeat", () => {
  const ids = Array.from({ length: 20_000 }, () => BigInt(newId()));
  for (let i = 1; i < ids.length; i++) assert.ok(ids[i] > ids[i - 1], `id ${i} after ${i - 1}`);
  assert.equal(new Set(ids).size, ids.length);
});
