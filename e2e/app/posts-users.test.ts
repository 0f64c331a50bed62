import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { expectError, sandboxAccount, sandboxSuite, uniq, type Ads } from "../support/ads-helpers";

/**
 * Promotable users (document 2) and who may post as whom (document 3, Posts; document 1,
 * Conventions 8): FULL is the account's first ACCOUNT_ADMIN, every other account user REPOSTS_ONLY;
 * posting as the FULL user when one is not that user needs POST_COMPOSER and is promoted-only.
 */
let srv: TestServer, ads: Ads, account: string, me: string, analyst: string;

before(async () => {
  ({ srv, ads, account } = await sandboxSuite(inProcessServer));
  me = srv.credentials.user_id;
  analyst = srv.credentials.users.find((u) => u.screen_name === "analyst")!.user_id;
});
after(() => srv?.stop());

/** Ties `user` to the account with `permissions`, added `ageMs` before now (earlier = owner). */
async function addUser(acct: string, user: string, permissions: string[], ageMs = 0) {
  const { db } = await import("../../lib/db/client");
  const { accountUsers } = await import("../../lib/db/schema");
  await db()
    .insert(accountUsers)
    .values({
      accountId: acct,
      userId: user,
      permissions,
      createdAt: new Date(Date.now() - ageMs),
    });
}

test("a new account's creator is its FULL promotable user; another account user is REPOSTS_ONLY", async () => {
  const r = await ads.get(`accounts/${account}/promotable_users`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.deepEqual(
    r.body.data.map((u: { user_id: string; promotable_user_type: string }) => [
      u.user_id,
      u.promotable_user_type,
    ]),
    [[me, "FULL"]],
  );
  await addUser(account, analyst, ["ANALYST"]);
  const both = await ads.get(`accounts/${account}/promotable_users`, { with_total_count: true });
  assert.equal(both.body.total_count, 2);
  const one = await ads.get(`accounts/${account}/promotable_users/${analyst}`);
  assert.equal(one.body.data.promotable_user_type, "REPOSTS_ONLY");
  assert.equal(one.body.data.id, analyst);
  const filtered = await ads.get(`accounts/${account}/promotable_users`, {
    promotable_user_ids: me,
  });
  assert.deepEqual(
    filtered.body.data.map((u: { id: string }) => u.id),
    [me],
  );
  const first = await ads.get(`accounts/${account}/promotable_users`, { count: 1 });
  assert.equal(first.body.data.length, 1);
  const second = await ads.get(`accounts/${account}/promotable_users`, {
    count: 1,
    cursor: first.body.next_cursor,
  });
  assert.deepEqual(second.body.data[0].id, analyst);
  assert.equal(second.body.next_cursor, null);
  expectError(await ads.get(`accounts/${account}/promotable_users/42`), 404, "NOT_FOUND");
  expectError(
    await ads.get(`accounts/${account}/promotable_users`, { count: 0 }),
    400,
    "INVALID_PARAMETER",
    "count",
  );
});

test("as_user_id must be a promotable user; a REPOSTS_ONLY user other than oneself is refused", async () => {
  const acct = await sandboxAccount(ads);
  expectError(
    await ads.post(`accounts/${acct}/post`, { as_user_id: "12345", text: uniq("x") }),
    400,
    "INVALID_USER_ID",
    "as_user_id",
  );
  await addUser(acct, analyst, ["ANALYST"]);
  expectError(
    await ads.post(`accounts/${acct}/post`, { as_user_id: analyst, text: uniq("x") }),
    400,
    "INVALID_USER_ID",
    "as_user_id",
  );
});

test("posting as the FULL user when one is not that user needs POST_COMPOSER and nullcast", async () => {
  const acct = await sandboxAccount(ads);
  // analyst becomes the owner: an ACCOUNT_ADMIN added before the creator.
  await addUser(acct, analyst, ["ACCOUNT_ADMIN"], 60_000);
  const users = await ads.get(`accounts/${acct}/promotable_users`);
  assert.equal(
    users.body.data.find((u: { user_id: string }) => u.user_id === analyst).promotable_user_type,
    "FULL",
  );
  const levels = (permissions: string) =>
    ads.post(`accounts/${acct}/account_users`, { user_id: me, permissions });
  assert.equal((await levels("ACCOUNT_ADMIN")).status, 201); // the creator's POST_COMPOSER taken away
  const asOwner = { as_user_id: analyst, text: uniq("composed") };
  const denied = await ads.post(`accounts/${acct}/post`, asOwner);
  expectError(denied, 403, "ACTION_NOT_ALLOWED");
  assert.match(denied.body.errors[0].message, /POST_COMPOSER/);
  expectError(
    await ads.post(`accounts/${acct}/post`, { ...asOwner, nullcast: false }),
    400,
    "INVALID_PARAMETER",
    "nullcast",
  );
  assert.equal((await levels("ACCOUNT_ADMIN,POST_COMPOSER")).status, 201);
  const ok = await ads.post(`accounts/${acct}/post`, asOwner);
  assert.equal(ok.status, 201, JSON.stringify(ok.body));
  assert.equal(ok.body.data.user.id, analyst);
  assert.equal(ok.body.data.nullcast, true);
  // Oneself: organic posts are allowed, no POST_COMPOSER needed.
  const own = await ads.post(`accounts/${acct}/post`, {
    as_user_id: me,
    text: uniq("mine"),
    nullcast: false,
  });
  assert.equal(own.status, 201, JSON.stringify(own.body));
  assert.equal(own.body.data.nullcast, false);
});

test("a level without creatives.write cannot post at all (403)", async () => {
  const acct = await sandboxAccount(ads);
  await addUser(acct, analyst, ["ACCOUNT_ADMIN"], 60_000);
  const r = await ads.post(`accounts/${acct}/account_users`, {
    user_id: me,
    permissions: "ANALYST",
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  const denied = await ads.post(`accounts/${acct}/post`, { as_user_id: me, text: uniq("no") });
  assert.equal(denied.status, 403, JSON.stringify(denied.body));
});
