import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { sandboxSuite, type Ads } from "../support/ads-helpers";
import { advance, deliveryRows, servingTree, sum } from "../support/delivery";

let srv: TestServer, ads: Ads, account: string, fi: string, me: string;

before(async () => {
  ({ srv, ads, account, fi } = await sandboxSuite(inProcessServer));
  me = srv.credentials.user_id;
});
after(() => srv?.stop());

test("a servable line item delivers: facts, charges and totals agree", async () => {
  const { lineItem } = await servingTree(ads, account, fi, me);
  const t0 = performance.now();
  const done = await advance(ads, account, 48);
  console.log("advance 48h ms", performance.now() - t0, done);
  const rows = await deliveryRows(account);
  console.log(
    rows.facts.length,
    rows.segments.length,
    rows.totals,
    rows.fundings.map((f) => f.spent_local_micro),
  );
  console.log(rows.facts.slice(0, 3));
  assert.ok(rows.facts.length > 0);
  assert.equal(sum(rows.facts, "billed_charge_local_micro"), rows.fundings[0].spent_local_micro);
  assert.ok(lineItem.id);
});
