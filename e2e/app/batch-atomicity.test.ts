import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import {
  batch,
  campaign,
  campaignParams,
  demoClient,
  expectError,
  fundingInstrument,
  hourWindow,
  sandboxAccount,
  snapshot,
  uniq,
} from "../support/ads-helpers";

/**
 * Batch atomicity (FACTS "Batch": all or nothing) under a database-level failure, in process with
 * SVC_FAULT_INJECT (lib/ads-kernel/faults.ts): the third item of a campaign batch fails in the database
 * after two were written. In process, the fault needs no server of its own.
 */
let faulty: TestServer;
before(async () => {
  faulty = await inProcessServer({ env: { SVC_FAULT_INJECT: "batch:campaigns:2" } });
});
after(() => faulty?.stop());

const names = (s: { rows: { name: string }[] }) => s.rows.map((r) => r.name);

describe("atomicity under a database-level failure", () => {
  test("a fault after two written items answers 500 and nothing is changed", async () => {
    const f = demoClient(faulty);
    const acct = await sandboxAccount(f);
    const fund = await fundingInstrument(f, acct);
    const existing = await campaign(f, acct, fund);
    const before = await snapshot(f, acct, "campaigns");
    const made = [uniq("Fault 0"), uniq("Fault 1"), uniq("Fault 2"), uniq("Fault 3")];
    const r = await batch(f, acct, "campaigns", [
      { operation_type: "Create", params: campaignParams(fund, made[0]) },
      { operation_type: "Update", params: { campaign_id: existing.id, name: made[1] } },
      { operation_type: "Create", params: campaignParams(fund, made[2]) },
      { operation_type: "Create", params: campaignParams(fund, made[3]) },
    ]);
    expectError(r, 500, "INTERNAL_ERROR");
    const afterSnap = await snapshot(f, acct, "campaigns");
    assert.deepEqual(afterSnap, before, "nothing changed");
    for (const n of made) assert.ok(!names(afterSnap).includes(n));
    const hist = await f.get(`accounts/${acct}/account_history`, {
      entity_type: "CAMPAIGN",
      entity_id: existing.id,
      ...hourWindow(),
    });
    assert.deepEqual(
      hist.body.data.map((h: { change_type: string }) => h.change_type),
      ["CREATE"],
    );
    // The server is otherwise healthy: a batch that never reaches index 2 goes through.
    const small = await batch(f, acct, "campaigns", [
      { operation_type: "Create", params: campaignParams(fund, uniq("After fault")) },
    ]);
    assert.equal(small.status, 200, JSON.stringify(small.body));
  });
});
