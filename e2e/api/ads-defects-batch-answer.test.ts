import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { sharedServer, startServer, type TestServer } from "../support/server";
import { MAX_PARAM_DEPTH } from "../../lib/ads-kernel/batch-answer";
import {
  batch,
  campaignParams,
  demoClient,
  expectError,
  fundingInstrument,
  sandboxAccount,
  snapshot,
  uniq,
  type Ads,
} from "../support/ads-helpers";

/**
 * Issue 8: a batch's answer is built inside its transaction, so a failure while answering changes
 * nothing (SVC_FAULT_INJECT=answer:<resource>:<n> fails while echoing item n); what is echoed is
 * bounded; parameters nested deeper than any resource takes are refused as bad input.
 */
let srv: TestServer;
let faulty: TestServer | undefined;
let ads: Ads;
let account: string;
let fi: string;
before(async () => {
  const dedicated = startServer({ env: { SVC_FAULT_INJECT: "answer:campaigns:1" } }).then(
    (s) => (faulty = s),
  );
  srv = await sharedServer();
  ads = demoClient(srv);
  account = await sandboxAccount(ads);
  fi = await fundingInstrument(ads, account);
  await dedicated;
});
after(() => Promise.all([srv?.stop(), faulty?.stop()]));

const nested = (levels: number): unknown =>
  levels === 0 ? "leaf" : { deeper: nested(levels - 1) };

describe("a batch's answer", () => {
  test("a failure while building the answer: 500 and nothing committed", async () => {
    const f = demoClient(faulty!);
    const acct = await sandboxAccount(f);
    const fund = await fundingInstrument(f, acct);
    const before = await snapshot(f, acct, "campaigns");
    const r = await batch(f, acct, "campaigns", [
      { operation_type: "Create", params: campaignParams(fund, uniq("Answer 0")) },
      { operation_type: "Create", params: campaignParams(fund, uniq("Answer 1")) },
    ]);
    assert.equal(r.status, 500, JSON.stringify(r.body));
    assert.equal(r.body.errors[0].code, "INTERNAL_ERROR");
    assert.deepEqual(await snapshot(f, acct, "campaigns"), before, "nothing was created");
  });

  test("an unknown parameter nested deeper than any parameter nests (15 levels): item error INVALID_PARAMETER naming it; nothing changed", async () => {
    const before = await snapshot(ads, account, "campaigns");
    const r = await batch(ads, account, "campaigns", [
      { operation_type: "Create", params: campaignParams(fi, uniq("Fine")) },
      {
        operation_type: "Create",
        params: campaignParams(fi, uniq("Deep"), { extra: nested(MAX_PARAM_DEPTH + 3) }),
      },
    ]);
    assert.equal(r.status, 400, JSON.stringify(r.body).slice(0, 500));
    assert.deepEqual(r.body.operation_errors[0], []);
    assert.equal(r.body.operation_errors[1][0].code, "INVALID_PARAMETER");
    assert.equal(r.body.operation_errors[1][0].parameter, "extra");
    assert.match(r.body.operation_errors[1][0].message, /nest/);
    assert.deepEqual(await snapshot(ads, account, "campaigns"), before);
  });

  test("a long unknown value is echoed cut short, not in full", async () => {
    const r = await batch(ads, account, "campaigns", [
      {
        operation_type: "Create",
        params: campaignParams(fi, uniq("Long note"), { note: "n".repeat(50_000) }),
      },
    ]);
    assert.equal(r.status, 200, JSON.stringify(r.body).slice(0, 500));
    const echoed = r.body.request[0].params.note as string;
    assert.ok(echoed.length < 2_000, `echoed ${echoed.length} characters`);
    assert.match(echoed, /^n+…/);
  });

  test("known parameters are echoed as sent", async () => {
    const name = uniq("Echo");
    const r = await batch(ads, account, "campaigns", [
      { operation_type: "Create", params: campaignParams(fi, name) },
    ]);
    assert.equal(r.status, 200);
    assert.deepEqual(r.body.request, [
      { operation_type: "Create", params: campaignParams(fi, name) },
    ]);
    expectError(await batch(ads, account, "campaigns", []), 400, "INVALID_PARAMETER", "body");
  });
});
