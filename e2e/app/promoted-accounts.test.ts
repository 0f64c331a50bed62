import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { expectError, idsOf, sandboxSuite, snapshot, type Ads } from "../support/ads-helpers";
import { addAccountUser, lineItemOf } from "../support/attach-helpers";

/**
 * Promoted accounts (document 2): INCOMPATIBLE_LINE_ITEM, an ineligible user (400, nobody promoted),
 * a user already promoted answered as is, the list's 400 when no listed line item takes them, no PUT.
 */
let srv: TestServer, ads: Ads, account: string, fi: string, me: string;

before(async () => {
  ({ srv, ads, account, fi } = await sandboxSuite(inProcessServer));
  me = srv.credentials.user_id;
});
after(() => srv?.stop());

const path = (id = "") => `accounts/${account}/promoted_accounts${id ? `/${id}` : ""}`;
const followers = {
  objective: "FOLLOWERS",
  product_type: "PROMOTED_ACCOUNT",
  placements: "ALL_ON_SVC",
};

test("create, get, list; a user already promoted is answered as is", async () => {
  const li = await lineItemOf(ads, account, fi, followers);
  const r = await ads.post(path(), { line_item_id: li.id, user_id: me });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  const pa = r.body.data;
  assert.deepEqual(
    [pa.line_item_id, pa.user_id, pa.entity_status, pa.approval_status, pa.deleted],
    [li.id, me, "ACTIVE", "ACCEPTED", false],
  );
  const again = await ads.post(path(), { line_item_id: li.id, user_id: me });
  assert.equal(again.body.data.id, pa.id);
  assert.deepEqual(idsOf(await ads.get(path(), { line_item_ids: li.id })), [pa.id]);
  assert.deepEqual((await ads.get(path(pa.id))).body.data, pa);
  expectError(await ads.put(path(pa.id), { user_id: me }), 405, "METHOD_NOT_ALLOWED");
  assert.equal((await ads.delete(path(pa.id))).body.data.deleted, true);
  expectError(await ads.get(path(pa.id)), 404, "PROMOTED_ACCOUNT_NOT_FOUND");
});

test("a line item that takes no promoted accounts: INCOMPATIBLE_LINE_ITEM; a list of only such: 400", async () => {
  const li = await lineItemOf(ads, account, fi, { objective: "ENGAGEMENTS" });
  const before = await snapshot(ads, account, "promoted_accounts");
  expectError(
    await ads.post(path(), { line_item_id: li.id, user_id: me }),
    400,
    "INCOMPATIBLE_LINE_ITEM",
    "line_item_id",
  );
  assert.deepEqual(await snapshot(ads, account, "promoted_accounts"), before);
  expectError(
    await ads.get(path(), { line_item_ids: li.id }),
    400,
    "INCOMPATIBLE_LINE_ITEM",
    "line_item_ids",
  );
  const none = await ads.get(path(), { line_item_ids: "1" });
  assert.deepEqual([none.status, none.body.data], [200, []], "ids that name nothing list nothing");
  const ok = await lineItemOf(ads, account, fi, followers);
  assert.equal((await ads.get(path(), { line_item_ids: `${li.id},${ok.id}` })).status, 200);
  // FOLLOWERS on PROMOTED_POSTS takes them too.
  const f = await lineItemOf(ads, account, fi, { objective: "FOLLOWERS", bid_strategy: "AUTO" });
  assert.equal((await ads.post(path(), { line_item_id: f.id, user_id: me })).status, 201);
});

test("an ineligible user: 400 INVALID_USER_ID and nobody promoted; user_id must be a long", async () => {
  const li = await lineItemOf(ads, account, fi, followers);
  const other = srv.credentials.users.find((u) => u.user_id !== me)!.user_id;
  const before = await snapshot(ads, account, "promoted_accounts");
  expectError(
    await ads.post(path(), { line_item_id: li.id, user_id: other }),
    400,
    "INVALID_USER_ID",
    "user_id",
  );
  expectError(
    await ads.post(path(), { line_item_id: li.id, user_id: "me" }),
    400,
    "INVALID_PARAMETER",
    "user_id",
  );
  expectError(await ads.post(path(), { line_item_id: li.id }), 400, "MISSING_PARAMETER", "user_id");
  assert.deepEqual(await snapshot(ads, account, "promoted_accounts"), before);
  await addAccountUser(account, other, ["ANALYST"]);
  assert.equal((await ads.post(path(), { line_item_id: li.id, user_id: other })).status, 201);
});

test("two identical creates at once answer one record", async () => {
  const li = await lineItemOf(ads, account, fi, followers);
  const both = await Promise.all([
    ads.post(path(), { line_item_id: li.id, user_id: me }),
    ads.post(path(), { line_item_id: li.id, user_id: me }),
  ]);
  assert.deepEqual(
    both.map((r) => r.status),
    [201, 201],
  );
  assert.equal(both[0].body.data.id, both[1].body.data.id);
  assert.deepEqual(idsOf(await ads.get(path(), { line_item_ids: li.id })), [both[0].body.data.id]);
});
