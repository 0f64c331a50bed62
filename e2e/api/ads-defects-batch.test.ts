import { after, before, describe, test } from "node:test";
import type { TestServer } from "../support/server";
import assert from "node:assert/strict";
import {
  batch,
  campaignParams,
  expectError,
  sandboxSuite,
  snapshot,
  uniq,
  type Ads,
} from "../support/ads-helpers";

/**
 * Issue 8, batch defects: an operation_type the resource does not take is an item error naming the
 * allowed types (never a 500); more items than the resource's limit is INVALID_PARAMETER naming it.
 */
let ads: Ads;
let account: string;
let fi: string;
let srv: TestServer;
before(async () => {
  ({ srv, ads, account, fi } = await sandboxSuite());
});
after(() => srv?.stop());

describe("batch operation types and size", () => {
  test("an unknown operation_type: 400, item error naming Create, Update, Delete; nothing changed", async () => {
    const before = await snapshot(ads, account, "campaigns");
    const r = await batch(ads, account, "campaigns", [
      { operation_type: "Create", params: campaignParams(fi, uniq("Kept out")) },
      { operation_type: "Upsert", params: campaignParams(fi, uniq("Upsert")) },
    ]);
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.deepEqual(r.body.operation_errors[0], []);
    const [item] = r.body.operation_errors[1];
    assert.equal(item.code, "INVALID_PARAMETER");
    assert.equal(item.parameter, "operation_type");
    assert.match(item.message, /Create, Update, Delete/);
    assert.deepEqual(await snapshot(ads, account, "campaigns"), before);
  });

  test("41 items: 400 INVALID_PARAMETER on body naming the limit of 40", async () => {
    const ops = Array.from({ length: 41 }, (_, i) => ({
      operation_type: "Create",
      params: campaignParams(fi, uniq(`Over ${i}`)),
    }));
    const err = expectError(
      await batch(ads, account, "line_items", ops),
      400,
      "INVALID_PARAMETER",
      "body",
    );
    assert.match(err.message, /at most 40/);
  });
});
