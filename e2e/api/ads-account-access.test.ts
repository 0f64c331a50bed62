import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import {
  analystClient,
  bearerCall,
  demoOAuth2Tokens,
  expectError,
  sandboxAccount,
  uniq,
  type Ads,
  accountSuite,
  idsOf,
} from "../support/ads-helpers";

/** Tokens and who may do what on an account: OAuth 2.0 scopes, user settings privacy, account admins, SANDBOX_ONLY. */
let srv: TestServer;
let sandbox: Ads;
let prod: Ads;
let account: string;

before(async () => ({ srv, sandbox, prod, account } = await accountSuite()));
after(() => srv?.stop());

describe("tokens and who may do what", () => {
  test("OAuth 2.0 scopes hold on every route: users.read lists no accounts, like.write creates none, post.write changes no user settings", async () => {
    const [usersRead, likeWrite, adsReadPostWrite, adsWrite] = await demoOAuth2Tokens(srv, [
      "users.read",
      "users.read like.write",
      "ads.read post.write",
      "ads.read ads.write",
    ]);
    const listed = expectError(
      await bearerCall(srv, usersRead, "GET", "accounts", {}, "/ads"),
      403,
      "UNAUTHORIZED_CLIENT_APPLICATION",
    );
    assert.match(listed.message, /ads\.read/);
    expectError(
      await bearerCall(srv, usersRead, "GET", "bidding_rules", {}, "/ads"),
      403,
      "UNAUTHORIZED_CLIENT_APPLICATION",
    );

    const scoped = uniq("Scoped");
    const made = expectError(
      await bearerCall(srv, likeWrite, "POST", "accounts", { name: scoped }),
      403,
      "UNAUTHORIZED_CLIENT_APPLICATION",
    );
    assert.match(made.message, /ads\.write/);
    assert.deepEqual(
      idsOf(await sandbox.get("accounts", { q: scoped })),
      [],
      "no account was created",
    );

    const me = `accounts/${account}/user_settings/${srv.credentials.user_id}`;
    const before = (await sandbox.get(me)).body.data;
    expectError(
      await bearerCall(srv, adsReadPostWrite, "PUT", me, { contact_phone: "+1 555 0199" }),
      403,
      "UNAUTHORIZED_CLIENT_APPLICATION",
    );
    assert.deepEqual((await sandbox.get(me)).body.data, before, "settings unchanged");
    expectError(
      await bearerCall(
        srv,
        adsReadPostWrite,
        "POST",
        `batch/accounts/${account}/campaigns`,
        {},
        "/ads-sandbox",
        [{ operation_type: "Create", params: {} }],
      ),
      403,
      "UNAUTHORIZED_CLIENT_APPLICATION",
    );

    // ads.read reads; ads.write writes, the user's own settings included.
    assert.equal(
      (await bearerCall(srv, adsReadPostWrite, "GET", "accounts", {}, "/ads")).status,
      200,
    );
    const put = await bearerCall(srv, adsWrite, "PUT", me, { contact_phone_extension: "7" });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    assert.equal(
      (await bearerCall(srv, adsWrite, "POST", "accounts", { name: uniq("Scoped ok") })).status,
      201,
    );
  });

  test("user_settings: another member cannot read a user's settings (403, nothing leaked); the user and an ACCOUNT_ADMIN can", async () => {
    const acct = await sandboxAccount(sandbox);
    const { ads: analyst, userId } = await analystClient(srv);
    assert.equal(
      (
        await sandbox.post(`accounts/${acct}/account_users`, {
          user_id: userId,
          permissions: "CAMPAIGN_ANALYST",
        })
      ).status,
      201,
    );
    const demoSettings = `accounts/${acct}/user_settings/${srv.credentials.user_id}`;
    assert.equal(
      (
        await sandbox.put(demoSettings, {
          notification_email: "private@demo.example",
          contact_phone: "+1 555 0142",
        })
      ).status,
      200,
    );
    const peek = await analyst.get(demoSettings);
    expectError(peek, 403, "PERMISSION_DENIED");
    assert.ok(
      !JSON.stringify(peek.body).includes("private@demo.example") &&
        !JSON.stringify(peek.body).includes("0142"),
      "nothing leaked",
    );
    const own = `accounts/${acct}/user_settings/${userId}`;
    assert.equal(
      (await analyst.put(own, { contact_phone: "+1 555 0143" })).status,
      200,
      "any member changes their own",
    );
    assert.equal((await analyst.get(own)).body.data.contact_phone, "+1 555 0143");
    assert.equal(
      (await sandbox.get(own)).body.data.contact_phone,
      "+1 555 0143",
      "an ACCOUNT_ADMIN may read it",
    );
    // active_campaign_limit, like every account change, is ACCOUNT_ADMIN's only (account.write).
    assert.equal(
      (
        await sandbox.post(`accounts/${acct}/account_users`, {
          user_id: userId,
          permissions: "AD_MANAGER",
        })
      ).status,
      201,
    );
    expectError(
      await analyst.put(`accounts/${acct}`, { active_campaign_limit: 500 }),
      403,
      "PERMISSION_DENIED",
    );
    assert.equal((await sandbox.get(`accounts/${acct}`)).body.data.active_campaign_limit, 200);
  });

  test("two ACCOUNT_ADMINs removing each other at the same moment: exactly one succeeds and the account keeps an ACCOUNT_ADMIN", async () => {
    const { ads: analyst, userId } = await analystClient(srv);
    for (let round = 0; round < 3; round++) {
      const acct = await sandboxAccount(sandbox);
      assert.equal(
        (
          await sandbox.post(`accounts/${acct}/account_users`, {
            user_id: userId,
            permissions: "ACCOUNT_ADMIN",
          })
        ).status,
        201,
      );
      const [byDemo, byAnalyst] = await Promise.all([
        sandbox.delete(`accounts/${acct}/account_users/${userId}`),
        analyst.delete(`accounts/${acct}/account_users/${srv.credentials.user_id}`),
      ]);
      const answers = JSON.stringify([
        byDemo.status,
        byDemo.body,
        byAnalyst.status,
        byAnalyst.body,
      ]);
      assert.equal([byDemo, byAnalyst].filter((r) => r.status === 200).length, 1, answers);
      const loser = byDemo.status === 200 ? byAnalyst : byDemo;
      // Refused inside the transaction (last admin) or already before it (no longer on the account).
      assert.ok(loser.status === 400 || loser.status === 403, answers);
      const survivor = byDemo.status === 200 ? sandbox : analyst;
      const users = await survivor.get(`accounts/${acct}/account_users`);
      assert.equal(users.status, 200, JSON.stringify(users.body));
      assert.equal(
        users.body.data.filter((u: { permissions: string[] }) =>
          u.permissions.includes("ACCOUNT_ADMIN"),
        ).length,
        1,
        JSON.stringify(users.body.data),
      );
    }
  });

  test("SANDBOX_ONLY says the same thing wherever it applies", async () => {
    const acct = srv.credentials.account_id;
    const answers = [
      await prod.post("accounts", { name: "Nope" }),
      await prod.delete(`accounts/${acct}`),
      await prod.post(`accounts/${acct}/features`, { feature_keys: "DR_TAP" }),
      await prod.post(`accounts/${acct}/funding_instruments`, {
        type: "CREDIT_LINE",
        currency: "USD",
        start_time: "2026-01-01T00:00:00Z",
        credit_limit_local_micro: 1_000_000,
      }),
    ];
    for (const r of answers)
      assert.match(
        expectError(r, 400, "SANDBOX_ONLY").message,
        /^.+ is available in the sandbox only: call it under the sandbox base \(https?:\/\/\S+\/ads-sandbox\)\.$/,
      );
  });
});
