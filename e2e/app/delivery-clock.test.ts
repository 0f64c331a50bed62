import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { sandboxSuite, type Ads } from "../support/ads-helpers";
import { advance, servingTree } from "../support/delivery";

/**
 * GET accounts/:account_id/delivery says where the account's delivery stands: nothing before its
 * first simulated hour, then the hour after the last, ahead of the wall clock once advanced (the
 * console counts a sandbox account's "today" from it).
 */
let srv: TestServer, ads: Ads, account: string, fi: string;

before(async () => {
  ({ srv, ads, account, fi } = await sandboxSuite(inProcessServer));
});
after(() => srv?.stop());

test("the delivery clock: null before any hour, then where each advance ended", async () => {
  const first = await ads.get(`accounts/${account}/delivery`);
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.deepEqual(first.body.data, { account_id: account, simulated_until: null });

  await servingTree(ads, account, fi, srv.credentials.user_id);
  const one = await advance(ads, account, 3);
  const after3 = await ads.get(`accounts/${account}/delivery`);
  assert.equal(after3.body.data.simulated_until, one.end_time.replace(".000Z", "Z"));
  const two = await advance(ads, account, 2);
  const after5 = await ads.get(`accounts/${account}/delivery`);
  assert.equal(
    Date.parse(after5.body.data.simulated_until),
    Date.parse(one.end_time) + 2 * 3_600_000,
  );
  assert.equal(Date.parse(after5.body.data.simulated_until), Date.parse(two.end_time));
});
