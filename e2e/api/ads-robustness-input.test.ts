import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { type TestServer } from "../support/server";
import { campaign, expectError, sandboxSuite, snapshot, type Ads } from "../support/ads-helpers";

/**
 * What a JSON body may hold: a `__proto__` key supplies nothing (it used to become the parameters'
 * prototype, supplying every parameter it held).
 */
let srv: TestServer;
let ads: Ads;
let account: string;
let fi: string;

before(async () => {
  ({ srv, ads, account, fi } = await sandboxSuite());
  await campaign(ads, account, fi);
});
after(() => srv?.stop());

const json = (path: string, text: string) => ads.rawBody("POST", path, text, "application/json");

describe("__proto__ in a JSON body", () => {
  test("a create's JSON object body: __proto__ is refused naming it, and supplies no parameter", async () => {
    const before = await snapshot(ads, account, "campaigns");
    const text = `{"funding_instrument_id":"${fi}","daily_budget_amount_local_micro":1000000,"__proto__":{"name":"Via prototype"}}`;
    const r = await json(`accounts/${account}/campaigns`, text);
    const err = expectError(r, 400, "INVALID_PARAMETER", "__proto__");
    assert.match(err.message, /__proto__ is not a parameter/);
    assert.deepEqual(await snapshot(ads, account, "campaigns"), before, "nothing created");
  });

  test("a batch item's params: __proto__ is refused as a request-level error, nothing created", async () => {
    const before = await snapshot(ads, account, "campaigns");
    const text = `[{"operation_type":"Create","params":{"funding_instrument_id":"${fi}","daily_budget_amount_local_micro":1000000,"__proto__":{"name":"Via prototype"}}}]`;
    const r = await json(`batch/accounts/${account}/campaigns`, text);
    const err = expectError(r, 400, "INVALID_PARAMETER", "body[0].params.__proto__");
    assert.match(err.message, /__proto__ is not a parameter/);
    assert.equal(r.body.operation_errors, undefined);
    assert.deepEqual(await snapshot(ads, account, "campaigns"), before, "nothing created");
  });

  test("a __proto__ key at any depth gets the same answer", async () => {
    const body = await json(
      `accounts/${account}/campaigns`,
      `{"funding_instrument_id":"${fi}","name":"x","extra":[{"__proto__":{"a":1}}]}`,
    );
    expectError(body, 400, "INVALID_PARAMETER", "extra[0].__proto__");
    const nested = await json(
      `batch/accounts/${account}/campaigns`,
      `[{"operation_type":"Create","params":{"name":"x","extra":{"__proto__":{"a":1}}}}]`,
    );
    expectError(nested, 400, "INVALID_PARAMETER", "body[0].params.extra.__proto__");
  });
});
